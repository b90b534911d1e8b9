package io.scdstudio.study;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.Topic;
import io.scdstudio.practice.ApiNames;
import io.scdstudio.practice.QuestionKind;
import java.util.List;
import java.util.Objects;

/**
 * One exam as a round simulates it: the exam's name, the guide its objectives come from and that guide's date, the
 * real exam's length (questions and minutes, which give a round's time per question), the pass mark, the names its
 * flow code uses, and the objectives the lessons train.
 */
public record ExamProfile(
        String id,
        String name,
        String guide,
        String guideDate,
        int examQuestions,
        int examMinutes,
        int passPercent,
        ApiNames names,
        List<Objective> objectives) {
    public ExamProfile {
        Objects.requireNonNull(id, "id");
        objectives = List.copyOf(objectives);
    }

    /** The time a round of {@code count} questions gets: the exam's own time per question, in whole minutes. */
    public int minutesFor(int count) {
        return Math.max(1, (int) Math.ceil((double) examMinutes * count / examQuestions));
    }

    /**
     * "the 70% pass mark, rounded up": said beside "pass with 3 of 3 right", where "(70%)" alone read as what 3 right
     * are worth.
     */
    public String passMark() {
        return "the " + passPercent + "% pass mark, rounded up";
    }

    /** "pass with 3 of 3 right (the 70% pass mark, rounded up)", for a round of {@code count} questions. */
    public String passWith(int count) {
        return "pass with " + rightToPass(count) + " of " + count + " right (" + passMark() + ")";
    }

    /** The right answers a round of {@code count} questions needs to pass. */
    public int rightToPass(int count) {
        return (int) Math.ceil(count * passPercent / 100.0);
    }

    /**
     * One objective of the guide that lessons can train: its section of the guide, its words, its share of a round,
     * the lesson tags that train it and the question kinds asked for it.
     */
    public record Objective(
            String id, String section, String text, int weight, List<Topic> topics, List<QuestionKind> kinds) {
        public Objective {
            topics = List.copyOf(topics);
            kinds = List.copyOf(kinds);
        }

        /** Whether a lesson trains this objective: it carries one of the objective's topics. */
        public boolean trainedBy(Lesson lesson) {
            return topics.stream().anyMatch(lesson::has);
        }

        /** Whether an answer about this lesson and kind counts towards the objective. */
        public boolean covers(Lesson lesson, QuestionKind kind) {
            return kinds.contains(kind) && trainedBy(lesson);
        }
    }
}
