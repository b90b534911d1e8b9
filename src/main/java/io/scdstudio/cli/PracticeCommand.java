package io.scdstudio.cli;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.model.Scenario;
import io.scdstudio.practice.PracticeRound;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.Score;
import io.scdstudio.practice.Verdict;
import io.scdstudio.study.StudyProgress;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code practice}: asks a round of questions about a scenario in the terminal, one answer per line from standard
 * input, and ends with {@code score: K of N}; {@code --reveal} prints each question with its answer instead (a
 * teacher's answer sheet, whose answers fed back score N of N).
 */
final class PracticeCommand extends Command {
    static final int MAX_COUNT = 500;

    static final String USAGE = "practice <scenario-folder | feed-file> " + FeedDesign.USAGE
            + " [--scd 1|2] [--seed S] [--count N] [--reveal]";
    private final InputStream in;

    PracticeCommand(InputStream in) {
        super(
                "practice",
                USAGE,
                "test yourself: questions about the scenario from its trace, answered one per line; "
                        + "--reveal prints an answer sheet");
        this.in = in;
    }

    @Override
    int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
        Args args = Args.parse(
                raw, RunCommand.union(FeedDesign.VALUED, Set.of("scd", "seed", "count")), Set.of("reveal"), USAGE);
        String path = args.onlyPositional("scenario folder or feed file", USAGE);
        Scenario scenario = FeedDesign.open(args, path, USAGE);
        int type = Options.scdType(args, scenario.flow(), USAGE).scdType();
        // A round is read by a person: more questions than this is a mistyped number, not a longer round.
        int count = args.intOption("count", PracticeRound.DEFAULT_COUNT, 1, MAX_COUNT, USAGE);
        if (count < 1) {
            throw Args.usageError("--count must be 1 or more", USAGE);
        }
        long seed = args.longOption("seed", 1, USAGE);
        List<Question> round = PracticeRound.of(scenario, type, seed, count);
        out.println(
                "Practice on " + scenario.id() + " as SCD type " + type + ": " + round.size() + " question(s), seed "
                        + seed + (args.flag("reveal") ? " (the answer sheet)" : "; answer each on one line") + ".");
        if (round.size() < count) {
            out.println("This design gives " + round.size() + " different questions, not " + count
                    + ": a round never asks one twice. A larger feed gives more.");
        }
        BufferedReader answers = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        Score score = new Score();
        Optional<Lesson> lesson = StudyRecord.lessonAt(path);
        String about = lesson.map(Lesson::id).orElse(scenario.id());
        List<StudyProgress.Answer> given = new ArrayList<>();
        int[] readable = {0};
        for (int i = 0; i < round.size(); i++) {
            Question q = round.get(i);
            print(q, i, round.size(), out);
            if (args.flag("reveal")) {
                out.println("answer: " + q.answer());
                continue;
            }
            out.println("Your answer (" + q.syntax() + "):");
            out.flush();
            String line = Command.answerTo(q, answers, out);
            if (line == null) {
                out.println("End of input: " + (round.size() - i) + " question(s) left unanswered.");
                for (int j = i; j < round.size(); j++) {
                    score.record(round.get(j), false);
                }
                break;
            }
            Verdict v = q.check(line);
            readable[0] += v.readable() ? 1 : 0;
            score.record(q, v.right());
            given.add(new StudyProgress.Answer(
                    StudyRecord.today(), "practice", about, q.kind().name(), v.right()));
            out.println(v.message());
            if (!q.events().isEmpty()) {
                out.println("The events that decide it: "
                        + String.join(
                                ", ", q.events().stream().map(String::valueOf).toList()) + " (explain " + path
                        + " shows them).");
            }
        }
        if (!args.flag("reveal")) {
            out.println("By topic: " + String.join("; ", score.byTopic()) + ".");
            out.println("score: " + score.right() + " of " + round.size());
            // A round on a lesson completes it when every question got an answer that could be read.
            boolean scored = given.size() == round.size() && readable[0] == round.size();
            new StudyRecord(err).update(p -> {
                StudyProgress now = p;
                for (StudyProgress.Answer a : given) {
                    now = now.withAnswer(a);
                }
                return scored && lesson.isPresent()
                        ? now.withCompleted(lesson.get().id(), LocalDate.now())
                        : now;
            });
        }
        return Cli.OK;
    }

    private static void print(Question q, int i, int of, PrintStream out) {
        out.println();
        out.println("Question " + (i + 1) + " of " + of + " · " + q.kind().topic() + " ("
                + q.kind().objective() + ")");
        out.println(q.text());
        Command.printOptions(q, out);
    }
}
