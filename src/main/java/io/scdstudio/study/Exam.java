package io.scdstudio.study;

import java.util.List;

/**
 * An exam round as it is shown before it starts: the profile, the seed that replays it, its questions, the time it
 * gets and the right answers it needs to pass, and the objectives no lesson trains (so no question asks about them).
 */
public record Exam(
        ExamProfile profile, long seed, List<ExamQuestion> questions, List<ExamProfile.Objective> untrained) {
    public Exam {
        questions = List.copyOf(questions);
        untrained = List.copyOf(untrained);
    }

    public int size() {
        return questions.size();
    }

    public int minutes() {
        return profile.minutesFor(questions.size());
    }

    public int rightToPass() {
        return profile.rightToPass(questions.size());
    }

    /**
     * What the learner is told before the first question: how many, how long, what passes. Not the seed: in the window
     * it read as a code to remember; the command line prints it apart, to take the same round again.
     */
    public String rules() {
        return profile.name() + " (objectives from the " + profile.guideDate() + " guide): " + size()
                + (size() == 1 ? " question, " : " questions, ") + minutes() + (minutes() == 1 ? " minute" : " minutes")
                + ", " + profile.passWith(size()) + ".";
    }
}
