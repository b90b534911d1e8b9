package io.scdstudio.cli;

import io.scdstudio.generate.FeedShape;
import io.scdstudio.generate.GeneratedScenario;
import io.scdstudio.generate.GeneratorSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Location;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** {@code generate}: writes a seeded, realistic change feed as a scenario folder, never into one holding files. */
public final class GenerateCommand extends Command {
    /** The most events a feed is generated with: 10 million rows fit a default heap and write in about a minute. */
    public static final int MAX_EVENTS = 10_000_000;

    static final String USAGE = "generate <folder> --events N [--keys K] [--late F] [--deletes F] [--batches B] "
            + "[--seed S] [--scd 1|2] [--shape crm|wide]";

    GenerateCommand() {
        super(
                "generate",
                USAGE,
                "write a realistic customer change feed (the same seed gives the same bytes) as a "
                        + "scenario folder with its expected tables; --shape wide: a composite key, a STRUCT "
                        + "sequence and ten typed columns with NULLs");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
        Args args = Args.parse(
                raw, Set.of("events", "keys", "late", "deletes", "batches", "seed", "scd", "shape"), Set.of(), USAGE);
        Path folder = Path.of(args.onlyPositional("folder to write", USAGE));
        if (args.option("events").isEmpty()) {
            throw Args.usageError("--events is required: how many change events to make", USAGE);
        }
        int events = args.intOption("events", 0, 1, MAX_EVENTS, USAGE);
        GeneratorSettings defaults = GeneratorSettings.of(Math.max(1, events));
        GeneratorSettings settings = new GeneratorSettings(
                events,
                args.intOption("keys", defaults.keys(), USAGE),
                args.fractionOption("late", defaults.late(), USAGE),
                args.fractionOption("deletes", defaults.deletes(), USAGE),
                args.intOption("batches", defaults.batches(), USAGE),
                args.longOption("seed", defaults.seed(), USAGE),
                args.intOption("scd", defaults.scdType(), USAGE),
                args.option("shape").map(FeedShape::parse).orElse(FeedShape.CRM));
        refuseFolderWithFiles(folder);
        Scenario s = GeneratedScenario.write(folder, settings);
        ChangeFeed feed = (ChangeFeed) s.feed();
        out.println("wrote " + folder + ": " + feed.eventCount() + " events over " + settings.keys() + " keys in "
                + feed.batchCount() + " micro-batch(es), seed " + settings.seed());
        for (ExpectedTable e : s.expected()) {
            out.println("  " + e.table().size() + " row(s) expected as SCD type " + e.scdType()
                    + e.afterBatch().stream()
                            .mapToObj(b -> " after batch " + b)
                            .findFirst()
                            .orElse(" at the end"));
        }
        out.println("check it: scd-studio check " + folder);
        return Cli.OK;
    }

    /** Checked before the minutes of generating, not after. */
    private static void refuseFolderWithFiles(Path folder) throws IOException {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw Errors.at(
                    Location.file(folder.toString()),
                    ErrorClass.NOT_A_FOLDER,
                    "this is a file, not a folder",
                    "Give the path of a new or empty folder to write the scenario into");
        }
        if (Files.isDirectory(folder)) {
            try (Stream<Path> entries = Files.list(folder)) {
                if (entries.findAny().isPresent()) {
                    throw Errors.at(
                            Location.file(folder.toString()),
                            ErrorClass.FOLDER_NOT_EMPTY,
                            "the folder already holds " + "files, which generate would replace",
                            "Give a new or empty folder; nothing was written");
                }
            }
        }
    }
}
