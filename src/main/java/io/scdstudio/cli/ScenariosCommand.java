package io.scdstudio.cli;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.lesson.Topic;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.project.SampleFolders;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code scenarios}: the scenario library in its suggested order: id, level, tags and title. */
final class ScenariosCommand extends Command {
    static final String USAGE = "scenarios [--tag T] [--folder DIR]";

    ScenariosCommand() {
        super(
                "scenarios",
                USAGE,
                "list the scenario library (the bundled sample-data, or --folder) in the suggested "
                        + "order; --tag keeps one topic");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, Set.of("tag", "folder"), Set.of(), USAGE);
        if (!args.positionals().isEmpty()) {
            throw Args.usageError("scenarios takes no positional arguments, got " + args.positionals(), USAGE);
        }
        Path folder = args.option("folder")
                .map(Path::of)
                .or(SampleFolders::libraryFolder)
                .orElseThrow(() -> Errors.of(
                        ErrorClass.NO_SCENARIOS,
                        "the bundled sample-data folder was not found next to the app or in the " + "working folder",
                        "Run from the project folder, or give --folder DIR"));
        if (!Files.isDirectory(folder)) {
            throw Errors.at(
                    Location.file(folder.toString()),
                    ErrorClass.NOT_A_FOLDER,
                    "no such folder",
                    "Give a folder of lesson folders");
        }
        Optional<Topic> tag = args.option("tag")
                .map(t -> Topic.parse(t)
                        .orElseThrow(() -> Errors.at(
                                Location.field("--tag"),
                                ErrorClass.USAGE,
                                "'" + t + "' is not a topic of the library",
                                "Use one of: " + Topic.vocabulary())));
        LessonLibrary library = LessonLibrary.read(folder);
        List<Lesson> shown = library.tagged(tag);
        int idWidth =
                Math.max(2, shown.stream().mapToInt(l -> l.id().length()).max().orElse(2));
        int tagWidth =
                Math.max(4, shown.stream().mapToInt(l -> tags(l).length()).max().orElse(4));
        String format = "%3s  %-" + idWidth + "s  %-11s  %-" + tagWidth + "s  %s%n";
        out.printf(format, "#", "id", "level", "tags", "title");
        for (Lesson l : shown) {
            out.printf(format, library.placeOf(l), l.id(), l.level().words(), tags(l), l.title());
        }
        out.println(shown.size() + " of " + library.lessons().size() + " lesson(s)"
                + tag.map(t -> " tagged '" + t.words() + "'").orElse("") + " in " + folder);
        for (ScdException problem : library.problems()) {
            err.println("warning: a lesson could not be read: " + problem.userMessage());
        }
        return Cli.OK;
    }

    private static String tags(Lesson l) {
        return l.tags().stream().map(Topic::words).collect(Collectors.joining(", "));
    }
}
