package io.scdstudio.ui.study;

import io.scdstudio.study.ExamQuestion;

/**
 * One question of a finished exam as its review shows it: its number in the round, the question, what the learner
 * answered (empty when not answered), whether it was right, whether the learner flagged it for review, and the
 * verdict with the rule.
 */
public record ReviewItem(
        int number, ExamQuestion question, String given, boolean right, boolean flagged, String verdict) {
    /** The event the lesson should stand at to see it; 0 when no event decides it (a flow's mistake). */
    public int showAt() {
        return question.question().showAt();
    }
}
