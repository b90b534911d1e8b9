package io.scdstudio.cli;

import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.Verdict;
import io.scdstudio.study.Exam;
import io.scdstudio.study.ExamProfile;
import io.scdstudio.study.ExamProfiles;
import io.scdstudio.study.ExamQuestion;
import io.scdstudio.study.ExamRound;
import io.scdstudio.study.ExamScore;
import io.scdstudio.study.StudyProgress;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * {@code exam}: a timed round across the lesson library, weighted by an exam profile's objectives, answered one line
 * per question as {@code practice} is; {@code --reveal} prints the answer sheet, {@code --only} asks again the
 * questions of the same round that were missed. Answers and the result are kept in the learner's progress.
 */
public final class ExamCommand extends Command {
    public static final int MAX_COUNT = 200;
    static final String USAGE = "exam [--profile associate|professional|dp-750] [--count N] [--seed S] [--reveal] "
            + "[--only N,N,...] [--folder DIR] [--profiles FILE]";
    private final InputStream in;
    private final LongSupplier clock;

    ExamCommand(InputStream in) {
        this(in, System::nanoTime);
    }

    ExamCommand(InputStream in, LongSupplier clock) {
        super(
                "exam",
                USAGE,
                "a timed exam round across the lessons, weighted by an exam guide's objectives; "
                        + "--reveal prints the answer sheet, --only retries the missed questions of the same seed");
        this.in = in;
        this.clock = clock;
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
        Args args = Args.parse(
                raw, Set.of("profile", "count", "seed", "only", "folder", "profiles"), Set.of("reveal"), USAGE);
        if (!args.positionals().isEmpty()) {
            throw Args.usageError("exam takes no positional arguments, got " + args.positionals(), USAGE);
        }
        ExamProfiles profiles =
                args.option("profiles").map(f -> ExamProfiles.read(Path.of(f))).orElseGet(ExamProfiles::bundled);
        ExamProfile profile = StudyRecord.profile(args, profiles);
        LessonLibrary library =
                args.option("folder").map(f -> LessonLibrary.read(Path.of(f))).orElseGet(StudyRecord::bundledLibrary);
        if (library.lessons().isEmpty()) {
            throw Errors.of(
                    ErrorClass.NO_SCENARIOS,
                    "no lessons were found to draw the exam from",
                    "Run from the project folder, or give --folder DIR");
        }
        int count = args.intOption("count", profile.examQuestions(), 1, MAX_COUNT, USAGE);
        // Without --seed each round is another one, and says its seed so it can be taken again.
        long seed = args.longOption("seed", new SplittableRandom().nextInt(1, 1_000_000), USAGE);
        Exam exam = ExamRound.draw(library.lessons(), profile, seed, count);
        List<Integer> only = args.option("only").isPresent()
                ? args.intListOption("only", 1, Math.max(1, exam.size()), USAGE)
                : List.of();
        List<ExamQuestion> asked = new ArrayList<>();
        for (int i = 0; i < exam.size(); i++) {
            if (only.isEmpty() || only.contains(i + 1)) {
                asked.add(exam.questions().get(i));
            }
        }
        Exam round = only.isEmpty() ? exam : new Exam(profile, seed, asked, exam.untrained());
        out.println(
                "Exam: " + round.rules() + " Seed " + round.seed() + " (--seed " + round.seed() + " asks them again).");
        if (!only.isEmpty()) {
            out.println("Retrying question(s) "
                    + String.join(",", only.stream().map(String::valueOf).toList()) + " of that round.");
        }
        if (round.size() < count && only.isEmpty()) {
            out.println("The lessons give " + round.size() + " different questions for this profile, not " + count
                    + ": a round never asks one twice.");
        }
        if (!exam.untrained().isEmpty()) {
            out.println("No lesson trains: "
                    + String.join(
                            "; ",
                            exam.untrained().stream()
                                    .map(o -> o.id() + " (" + o.text() + ")")
                                    .toList()) + ".");
        }
        out.println(args.flag("reveal") ? "The answer sheet:" : "Answer each question on one line.");
        return args.flag("reveal") ? reveal(round, only, out) : ask(round, only, out, err);
    }

    private static int reveal(Exam round, List<Integer> only, PrintStream out) {
        for (int i = 0; i < round.size(); i++) {
            print(round, i, only, out);
            out.println("answer: " + round.questions().get(i).question().answer());
        }
        return Cli.OK;
    }

    private int ask(Exam round, List<Integer> only, PrintStream out, PrintStream err) throws IOException {
        BufferedReader answers = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        ExamScore score = new ExamScore(round);
        StudyRecord record = new StudyRecord(err);
        long deadline = clock.getAsLong() + round.minutes() * 60_000_000_000L;
        List<StudyProgress.Answer> given = new ArrayList<>();
        for (int i = 0; i < round.size(); i++) {
            ExamQuestion q = round.questions().get(i);
            print(round, i, only, out);
            out.println("Your answer (" + q.question().syntax() + "):");
            out.flush();
            String line = Command.answerTo(q.question(), answers, out);
            if (line == null || clock.getAsLong() > deadline) {
                out.println((line == null ? "End of input" : "Time is up") + ": " + (round.size() - i)
                        + " question(s) left unanswered count as wrong.");
                for (int j = i; j < round.size(); j++) {
                    score.record(round.questions().get(j), false);
                    // Unanswered is wrong in the progress too, as in the score.
                    given.add(answer(round, round.questions().get(j), false));
                }
                break;
            }
            Verdict v = q.question().check(line);
            score.record(q, v.right());
            given.add(new StudyProgress.Answer(
                    StudyRecord.today(),
                    "exam",
                    q.lesson().id(),
                    q.question().kind().name(),
                    v.right()));
            out.println(v.message());
        }
        out.println();
        out.println("By objective: " + String.join("; ", score.byObjective()) + ".");
        review(round, score, only, out);
        out.println(score.verdict());
        record.update(p -> {
            StudyProgress now = p;
            for (StudyProgress.Answer a : given) {
                now = now.withAnswer(a);
            }
            // A retry of some questions is practice on them, not another exam taken.
            return only.isEmpty()
                    ? now.withExam(new StudyProgress.ExamTaken(
                            StudyRecord.today(), round.profile().id(), score.right(), round.size(), score.passed()))
                    : now;
        });
        return Cli.OK;
    }

    private static StudyProgress.Answer answer(Exam round, ExamQuestion q, boolean right) {
        return new StudyProgress.Answer(
                StudyRecord.today(),
                "exam",
                q.lesson().id(),
                q.question().kind().name(),
                right,
                round.profile().id(),
                q.objective().id());
    }

    /** Each missed question with its answer, the rule and where to see it, and the command that retries them. */
    private static void review(Exam round, ExamScore score, List<Integer> only, PrintStream out) {
        if (score.missed().isEmpty()) {
            return;
        }
        out.println("Review of the " + score.missed().size() + " missed:");
        List<Integer> numbers = new ArrayList<>();
        for (ExamQuestion q : score.missed()) {
            int n = number(round, q, only);
            numbers.add(n);
            Question question = q.question();
            out.println("  " + n + ". the answer is " + question.answer() + ". " + question.why());
            if (!question.events().isEmpty()) {
                out.println("     The events that decide it: "
                        + String.join(
                                ", ",
                                question.events().stream().map(String::valueOf).toList())
                        + " (explain " + q.lesson().folder() + " shows them).");
            }
        }
        out.println("Retry the missed ones: exam --profile " + round.profile().id() + " --seed " + round.seed()
                + " --count " + (only.isEmpty() ? round.size() : "N") + " --only "
                + String.join(",", numbers.stream().map(String::valueOf).toList()));
    }

    /** The question's number in the full round (what --only takes). */
    private static int number(Exam round, ExamQuestion q, List<Integer> only) {
        int i = round.questions().indexOf(q);
        return only.isEmpty() ? i + 1 : only.get(i);
    }

    private static void print(Exam round, int i, List<Integer> only, PrintStream out) {
        ExamQuestion q = round.questions().get(i);
        Question question = q.question();
        out.println();
        out.println("Question " + (only.isEmpty() ? i + 1 : only.get(i)) + " of "
                + (only.isEmpty() ? round.size() : "the round") + " · "
                + q.objective().section() + " · "
                + question.kind().topic() + " · lesson " + q.lesson().id());
        out.println(question.text());
        Command.printOptions(question, out);
    }
}
