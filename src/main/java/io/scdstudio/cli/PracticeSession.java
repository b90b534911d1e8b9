package io.scdstudio.cli;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.Score;
import io.scdstudio.practice.Verdict;
import io.scdstudio.study.StudyProgress;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** One practice round answered in the terminal: its questions asked in turn, the answers checked, scored and kept. */
final class PracticeSession {
    private final List<Question> round;
    private final String path;
    private final String about;
    private final PrintStream out;
    private final Score score = new Score();
    private final List<StudyProgress.Answer> given = new ArrayList<>();
    private int readable;

    /**
     * @param path  the scenario folder or feed file, named again where an answer points at its events
     * @param about the lesson or scenario the answers are recorded under
     */
    PracticeSession(List<Question> round, String path, String about, PrintStream out) {
        this.round = round;
        this.path = path;
        this.about = about;
        this.out = out;
    }

    /** Asks every question in turn; when the input ends first, the questions left count as wrong. */
    void ask(BufferedReader answers) throws IOException {
        for (int i = 0; i < round.size(); i++) {
            Question q = round.get(i);
            PracticeCommand.print(q, i, round.size(), out);
            out.println("Your answer (" + q.syntax() + "):");
            out.flush();
            String line = Command.answerTo(q, answers, out);
            if (line == null) {
                out.println("End of input: " + (round.size() - i) + " question(s) left unanswered.");
                for (int j = i; j < round.size(); j++) {
                    score.record(round.get(j), false);
                }
                return;
            }
            check(q, line);
        }
    }

    private void check(Question q, String line) {
        Verdict v = q.check(line);
        readable += v.readable() ? 1 : 0;
        score.record(q, v.right());
        given.add(new StudyProgress.Answer(
                StudyRecord.today(), "practice", about, q.kind().name(), v.right()));
        out.println(v.message());
        if (!q.events().isEmpty()) {
            out.println("The events that decide it: "
                    + String.join(", ", q.events().stream().map(String::valueOf).toList()) + " (explain " + path
                    + " shows them).");
        }
    }

    /** Prints the score and records the answers in the study progress, completing the lesson the round was on. */
    void finish(Optional<Lesson> lesson, PrintStream err) {
        out.println("By topic: " + String.join("; ", score.byTopic()) + ".");
        out.println("score: " + score.right() + " of " + round.size());
        // A round on a lesson completes it when every question got an answer that could be read.
        boolean scored = given.size() == round.size() && readable == round.size();
        new StudyRecord(err).update(p -> {
            StudyProgress now = p;
            for (StudyProgress.Answer a : given) {
                now = now.withAnswer(a);
            }
            return scored && lesson.isPresent() ? now.withCompleted(lesson.get().id(), LocalDate.now()) : now;
        });
    }
}
