package io.scdstudio.cli;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScenarioVerifier;
import io.scdstudio.engine.ScenarioVerifier.Verdict;
import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonCheck;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.lesson.LessonReader;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code check}: runs every scenario of a folder against its expected files, and checks the lesson of each lesson
 * folder (its README's sections and links); ends with "N passed, M failed".
 */
final class CheckCommand extends Command {
    static final String USAGE = "check <folder-of-scenarios | scenario-folder> [--traced] " + EngineOptions.USAGE;

    CheckCommand() {
        super("check", USAGE, "run each scenario and compare with its expected tables, errors and warnings");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
        Args args = Args.parse(raw, EngineOptions.VALUED, Set.of("traced"), USAGE);
        Path root = ScenarioReader.folderOf(Path.of(args.onlyPositional("folder", USAGE)));
        ScenarioVerifier verifier = new ScenarioVerifier(
                EngineOptions.engine(args, USAGE), args.flag("traced") ? RunOptions.TRACED : RunOptions.FAST);
        int passed = 0;
        int failed = 0;
        List<Path> folders = scenarioFolders(root);
        LessonLibrary library = LessonLibrary.read(
                folders.size() == 1 && folders.get(0).equals(root)
                        ? root.toAbsolutePath().normalize().getParent()
                        : root);
        for (Path folder : folders) {
            if (check(folder, verifier, library, out)) {
                passed++;
            } else {
                failed++;
            }
        }
        out.println(passed + " passed, " + failed + " failed");
        return failed == 0 ? Cli.OK : Cli.FAILED;
    }

    private static boolean check(Path folder, ScenarioVerifier verifier, LessonLibrary library, PrintStream out) {
        Scenario scenario;
        try {
            scenario = ScenarioReader.read(folder);
        } catch (ScdException e) {
            out.println("FAIL " + folder.getFileName() + ": cannot read: " + e.userMessage());
            return false;
        }
        if (scenario.expected().isEmpty() && scenario.expectError().isEmpty()) {
            // A check compares; with nothing to compare, PASS would only say that the flow ran.
            out.println("FAIL " + folder.getFileName() + ": nothing to compare: the folder has no expected_scd1.csv"
                    + " or expected_scd2.csv and case.json no expect_error. Add the table the flow must give"
                    + " (java -jar scd-studio.jar run " + folder.getFileName() + " --out expected_scd1.csv, checked by"
                    + " eye), or the error it must stop with");
            return false;
        }
        List<Verdict> verdicts = verifier.verify(scenario);
        List<String> lessonProblems =
                LessonReader.isLessonFolder(folder) ? lessonProblems(folder, scenario, library) : List.of();
        boolean ok = verdicts.stream().allMatch(Verdict::passed) && lessonProblems.isEmpty();
        List<String> labels = new ArrayList<>();
        for (Verdict v : verdicts) {
            labels.add("SCD" + v.scdType());
        }
        if (LessonReader.isLessonFolder(folder)) {
            labels.add("lesson");
        }
        out.println((ok ? "PASS " : "FAIL ") + folder.getFileName() + " " + String.join("+", labels)
                + scenario.expectError()
                        .map(e -> " (fails with " + e + " as expected)")
                        .filter(s -> ok)
                        .orElse(""));
        for (Verdict v : verdicts) {
            for (String p : v.problems()) {
                out.println("     " + v.label() + ": " + p);
            }
        }
        lessonProblems.forEach(p -> out.println("     lesson: " + p));
        return ok;
    }

    /** A lesson whose README points at nothing fails its scenario's check, so a teacher hears of it at once. */
    private static List<String> lessonProblems(Path folder, Scenario scenario, LessonLibrary library) {
        try {
            Lesson lesson = library.at(folder).orElseGet(() -> LessonReader.read(folder));
            return LessonCheck.problems(lesson, scenario, library);
        } catch (ScdException e) {
            return List.of(e.userMessage());
        } catch (RuntimeException e) {
            return List.of(folder.getFileName() + "/" + LessonReader.README_FILE + ": cannot be checked: " + e);
        }
    }

    static List<Path> scenarioFolders(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            throw Errors.at(
                    Location.file(root.toString()),
                    ErrorClass.NOT_A_FOLDER,
                    "no such folder",
                    "Give a scenario folder, or a folder of scenario folders");
        }
        if (ScenarioReader.isScenarioFolder(root)) {
            return List.of(root);
        }
        try (Stream<Path> children = Files.list(root)) {
            List<Path> folders =
                    children.filter(ScenarioReader::isScenarioFolder).sorted().toList();
            if (folders.isEmpty()) {
                throw Errors.at(
                        Location.file(root.toString()),
                        ErrorClass.NO_SCENARIOS,
                        "the folder holds no scenario folders",
                        "A scenario folder holds a case.json; see the README's scenario format");
            }
            return folders;
        } catch (IOException e) {
            throw FeedErrors.folderUnreadable(root.toString(), e);
        }
    }
}
