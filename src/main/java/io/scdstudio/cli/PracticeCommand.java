package io.scdstudio.cli;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.model.Scenario;
import io.scdstudio.practice.PracticeRound;
import io.scdstudio.practice.Question;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
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
        Optional<Lesson> lesson = StudyRecord.lessonAt(path);
        if (args.flag("reveal")) {
            printAnswerSheet(round, out);
            return Cli.OK;
        }
        PracticeSession session =
                new PracticeSession(round, path, lesson.map(Lesson::id).orElse(scenario.id()), out);
        session.ask(answers);
        session.finish(lesson, err);
        return Cli.OK;
    }

    private static void printAnswerSheet(List<Question> round, PrintStream out) {
        for (int i = 0; i < round.size(); i++) {
            Question q = round.get(i);
            print(q, i, round.size(), out);
            out.println("answer: " + q.answer());
        }
    }

    static void print(Question q, int i, int of, PrintStream out) {
        out.println();
        out.println("Question " + (i + 1) + " of " + of + " · " + q.kind().topic() + " ("
                + q.kind().objective() + ")");
        out.println(q.text());
        Command.printOptions(q, out);
    }
}
