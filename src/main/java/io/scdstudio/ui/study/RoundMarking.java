package io.scdstudio.ui.study;

import io.scdstudio.practice.Question;
import io.scdstudio.practice.Verdict;
import io.scdstudio.study.Exam;
import io.scdstudio.study.ExamQuestion;
import io.scdstudio.study.ExamScore;
import io.scdstudio.study.StudyProgress;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The marking of an exam round: while it is answered, each question's marks and what is still open; once finished,
 * each question's review item, the answers kept in the progress, and the result the review opens with.
 */
final class RoundMarking {
    private final Exam exam;
    private final String[] given;
    private final ExamScore score;
    private final String day;
    private final List<ReviewItem> items = new ArrayList<>();
    private final List<StudyProgress.Answer> answers = new ArrayList<>();

    /**
     * Marks the finished round {@code exam}, answered {@code given} and flagged {@code flags}, its questions numbered
     * {@code numbers}.
     */
    RoundMarking(Exam exam, List<Integer> numbers, String[] given, boolean[] flags) {
        this.exam = exam;
        this.given = given;
        this.score = new ExamScore(exam);
        this.day = LocalDate.now().toString();
        for (int i = 0; i < exam.size(); i++) {
            ExamQuestion q = exam.questions().get(i);
            Verdict v = q.question().check(given[i]);
            boolean right = !given[i].isBlank() && v.right();
            score.record(q, right);
            items.add(new ReviewItem(
                    numbers.get(i),
                    q,
                    given[i],
                    right,
                    flags[i],
                    given[i].isBlank() ? notAnswered(q.question()) + " " + v.why() : v.message()));
            // An unanswered question counts as a wrong one in the progress, as in the score.
            answers.add(new StudyProgress.Answer(
                    day,
                    "exam",
                    q.lesson().id(),
                    q.question().kind().name(),
                    right,
                    exam.profile().id(),
                    q.objective().id()));
        }
    }

    /**
     * What an unanswered question's review says first. Where the answer is among the options, the review marks them,
     * so it names them as the question labels them rather than in the canonical form the command line reads.
     */
    static String notAnswered(Question q) {
        return switch (q.form()) {
            case LETTER -> "Not answered: the right option is " + q.answer() + "), marked above.";
            case NUMBERS ->
                "Not answered: the right "
                        + (q.answer().contains(",") ? "rows are " : "row is ")
                        + q.answer().replace(",", ", ") + ", marked above.";
            case INTERVALS -> "Not answered: the versions are " + q.answer() + ".";
        };
    }

    /** The review: one item per question, in the round's order. */
    List<ReviewItem> items() {
        return items;
    }

    /** {@code progress} with every answer of the round, then the round itself. */
    StudyProgress recordedIn(StudyProgress progress) {
        StudyProgress now = progress;
        for (StudyProgress.Answer a : answers) {
            now = now.withAnswer(a);
        }
        return now.withExam(
                new StudyProgress.ExamTaken(day, exam.profile().id(), score.right(), exam.size(), score.passed()));
    }

    /** The score and the score per objective, after how many went unanswered when the time ran out. */
    String result(boolean late) {
        long unanswered = unanswered(given);
        return (late && unanswered > 0
                        ? "Time is up: " + unanswered + " question(s) left unanswered count as wrong.\n"
                        : "")
                + score.verdict().replace("score: ", "Score: ") + "\n"
                + String.join(
                        "\n", score.byObjective().stream().map(s -> "• " + s).toList());
    }

    /** What is still open before the round is finished ("2 questions unanswered, 1 flagged for review."), or "". */
    static String stillOpen(String[] given, boolean[] flags) {
        long unanswered = unanswered(given);
        int flagged = 0;
        for (boolean f : flags) {
            flagged += f ? 1 : 0;
        }
        List<String> parts = new ArrayList<>();
        if (unanswered > 0) {
            parts.add(unanswered + (unanswered == 1 ? " question" : " questions") + " not answered");
        }
        if (flagged > 0) {
            parts.add(flagged + " flagged for review");
        }
        return parts.isEmpty() ? "" : String.join(", ", parts) + ".";
    }

    /** One label per question: its number, ✓ once answered, ⚑ when flagged for review. */
    static List<String> navigatorLabels(List<Integer> numbers, String[] given, boolean[] flags) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < given.length; i++) {
            out.add(numbers.get(i) + (given[i].isBlank() ? "" : " \u2713") + (flags[i] ? " \u2691" : ""));
        }
        return out;
    }

    private static long unanswered(String[] given) {
        return Arrays.stream(given).filter(String::isBlank).count();
    }
}
