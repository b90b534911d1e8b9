package io.scdstudio.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.scdstudio.cli.Args;
import io.scdstudio.cli.Cli;
import io.scdstudio.cli.Command;
import io.scdstudio.cli.EngineOptions;
import io.scdstudio.cli.ExamCommand;
import io.scdstudio.cli.FeedDesign;
import io.scdstudio.cli.GenerateCommand;
import io.scdstudio.cli.RunCommand;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.lint.DesignChecks;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code bench}: folds a feed several times in one JVM and reports the median time, events per second,
 * the ratio to a baseline run in the same process (sorting the same events by key and sequence), and
 * the heap the feed and the fold hold per event.
 */
public final class BenchCommand extends Command {
    /** The largest generated feed: about 1 GB of heap for the feed and the fold, the most a default JVM has. */
    static final int MAX_EVENTS = GenerateCommand.MAX_EVENTS;

    private static final int MAX_RUNS = 1_000;
    static final String USAGE = "bench <scenario-folder | feed-file [--format F]> | --generate N [--keys K] "
            + "[--sizes N1,N2,...] [--scd 1|2] [--runs R] [--csv] [--traced] [--naive] [--practice] [--lint] [--duckdb] "
            + "| --engine spark [--generate N] [--master URL] [--workspace DIR] [--target-rows N] [--batch-events N] "
            + "| --engine spark --exports [--scd 1|2] [--batches N] [--target-rows N] [--batch-events N] [--profile] "
            + "[--compact-every N] | <scenario-folder> --engine spark --first-run [--cold] [--master URL] "
            + "| --exam associate|professional|dp-750 [--count N] [--runs R]";

    public BenchCommand() {
        super(
                "bench",
                USAGE,
                "measure fold speed and memory (--generate makes a synthetic feed; --csv also times CSV "
                        + "loading; --engine spark times Spark against a plain Delta write and a hand-written MERGE; with "
                        + "--exports, the MERGE SQL and Spark Java exports batch by batch beside the engine; with --first-run, "
                        + "a scenario's first run on Spark after the window's warm-up, or --cold without it)");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws Exception {
        Args args = parse(raw);
        int runs = args.intOption("runs", 5, 1, MAX_RUNS, USAGE);
        int scd = args.intOption("scd", 2, 1, 2, USAGE);
        if (args.option("exam").isPresent()) {
            LessonBench.exam(
                    args.option("exam").get(), args.intOption("count", 40, 1, ExamCommand.MAX_COUNT, USAGE), runs, out);
            return Cli.OK;
        }
        if (args.option("engine").filter("spark"::equals).isPresent() && args.flag("exports")) {
            ExportBench.run(args, scd, out, USAGE);
            return Cli.OK;
        }
        if (args.option("engine").filter("spark"::equals).isPresent() && args.flag("first-run")) {
            FirstRunBench.run(args, out, USAGE);
            return Cli.OK;
        }
        if (args.option("engine").filter("spark"::equals).isPresent()) {
            SparkBench.run(args, args.intOption("generate", 1_000_000, 1, MAX_EVENTS, USAGE), scd, out, USAGE);
            return Cli.OK;
        }
        if (args.option("sizes").isPresent()) {
            if (!args.positionals().isEmpty()) {
                throw Args.usageError(
                        "--sizes measures generated feeds of those sizes, not "
                                + args.positionals().get(0) + "; leave out the feed, or --sizes",
                        USAGE);
            }
            scaling(args, scd, runs, out);
            return Cli.OK;
        }
        inMemory(args, scd, runs, out);
        return Cli.OK;
    }

    private static Args parse(List<String> raw) {
        return Args.parse(
                raw,
                RunCommand.union(
                        EngineOptions.VALUED,
                        Set.of(
                                "scd",
                                "runs",
                                "generate",
                                "keys",
                                "sizes",
                                "target-rows",
                                "batch-events",
                                "batches",
                                "compact-every",
                                "format",
                                "exam",
                                "count")),
                Set.of(
                        "csv",
                        "traced",
                        "naive",
                        "practice",
                        "lint",
                        "exports",
                        "duckdb",
                        "profile",
                        "first-run",
                        "cold"),
                USAGE);
    }

    /** The feed the bench folds, its flow and label; the scenario and its folder if read from one, else null. */
    private record BenchedFeed(Feed feed, FlowSettings flow, String label, Scenario scenario, Path folder) {}

    /** The default bench: the in-memory fold of a generated or a given feed, then the comparisons asked for. */
    private static void inMemory(Args args, int scd, int runs, PrintStream out) throws Exception {
        BenchedFeed benched = args.option("generate").isPresent()
                ? generatedFeed(args, scd, runs, out)
                : givenFeed(args, scd, runs, out);
        Feed feed = benched.feed();
        FlowSettings flow = benched.flow();
        Scenario scenario = benched.scenario();
        Path folder = benched.folder();
        double fold = FoldBench.report(benched.label(), feed, flow, runs, args.flag("traced"), out);
        if (args.flag("lint")) {
            double lint = Measure.medianMillis(2, runs, () -> DesignChecks.run(flow, feed));
            out.printf(
                    "Every design check (lint) on the same feed: median %.1f ms; lint/fold = %.2fx%n",
                    lint, lint / fold);
        }
        if (args.flag("duckdb")) {
            if (folder == null || !(flow instanceof CdcFlowSettings cdc)) {
                throw Args.usageError(
                        "--duckdb compares on a scenario folder of change events, such as one the generate command writes",
                        USAGE);
            }
            DuckDbBench.run(folder, scenario, cdc, fold, runs, out);
        }
        if (args.flag("naive")) {
            LessonBench.naive(feed, flow, runs, fold, out, USAGE);
        }
        if (args.flag("practice")) {
            if (scenario == null) {
                throw Args.usageError("--practice asks about a scenario folder, not a --generate feed", USAGE);
            }
            LessonBench.practice(scenario.withFlow(flow), runs, out);
        }
    }

    private static BenchedFeed generatedFeed(Args args, int scd, int runs, PrintStream out) throws IOException {
        int n = args.intOption("generate", 1_000_000, 1, MAX_EVENTS, USAGE);
        int keys = args.intOption("keys", Math.max(1, n / 10), 1, n, USAGE);
        ChangeFeed feed = SyntheticFeed.generate(n, keys, 42);
        FlowSettings flow = SyntheticFeed.flow(scd);
        String label = "synthetic feed, " + n + " events over " + keys + " keys";
        if (args.flag("csv")) {
            CsvLoadBench.run(feed, runs, out);
        }
        return new BenchedFeed(feed, flow, label, null, null);
    }

    private static BenchedFeed givenFeed(Args args, int scd, int runs, PrintStream out) throws IOException {
        Path source = Path.of(args.onlyPositional("scenario folder or feed file", USAGE));
        if (!ScenarioReader.isScenarioFolder(source)) {
            readSpeed(source, args.option("format"), runs, out);
        }
        Scenario s = FeedDesign.open(args, source.toString(), USAGE);
        FlowSettings flow = args.option("scd").isPresent() ? asScdType(s.flow(), scd) : s.flow();
        Path folder = ScenarioReader.isScenarioFolder(source) ? source : null;
        return new BenchedFeed(s.feed(), flow, "scenario " + s.id(), s, folder);
    }

    /**
     * The design as the SCD type asked for: an SCD2 design's tracked-history lists mean nothing to type 1, which
     * refuses them, so {@code --scd 1} on an SCD2 scenario leaves them out rather than stopping.
     */
    private static FlowSettings asScdType(FlowSettings flow, int scd) {
        if (scd == 1 && flow instanceof CdcFlowSettings cdc) {
            return cdc.withTrackHistory(Optional.empty(), Optional.empty()).withScdType(1);
        }
        return flow.withScdType(scd);
    }

    /** How fast a feed file is read in its format (detected or named): parsed, flattened, typed, in MB/s. */
    private static void readSpeed(Path file, Optional<String> format, int runs, PrintStream out) throws IOException {
        long bytes = Files.size(file);
        Object[] keep = new Object[1];
        double ms = Measure.time(
                        1, runs, () -> keep[0] = null, () -> keep[0] = FeedLoader.open(file, Optional.empty(), format))
                .medianMillis();
        out.printf(
                "Reading %s (%.1f MB): median %.1f ms = %.1f MB/s over %d runs%n",
                file.getFileName(), bytes / 1e6, ms, bytes / 1e6 / (ms / 1000), runs);
        double floor = Measure.medianMillis(1, runs, () -> keep[0] = parseEveryLine(file));
        out.printf(
                "Baseline (each line parsed by Jackson into a tree, nothing else): median %.1f ms = %.1f MB/s; "
                        + "read/baseline = %.2fx%n",
                floor, bytes / 1e6 / (floor / 1000), ms / floor);
    }

    /** The floor of any JSON-lines reader built on Jackson trees: every line parsed, the trees counted. */
    private static long parseEveryLine(Path file) {
        ObjectReader json = new ObjectMapper().readerFor(JsonNode.class);
        long n = 0;
        try (BufferedReader in = Files.newBufferedReader(file)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                try (MappingIterator<Object> it = json.readValues(line)) {
                    while (it.hasNextValue()) {
                        it.nextValue();
                        n++;
                    }
                } catch (IOException | RuntimeException e) {
                    n--; // a CSV line, or a broken one: the baseline only counts what parses
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return n;
    }

    /**
     * Runs every batch and folds them without handing the target over: an untraced in-memory run folds the batches
     * it holds when it is first read, and reading its warnings is the read that builds no table.
     */
    static FlowRun foldWithoutHandOver(FlowSettings flow, Feed feed, RunOptions options) {
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), flow, feed, options, List.of());
        run.warnings();
        return run;
    }

    static Table fold(FlowSettings flow, Feed feed, RunOptions options) {
        return FeedRunner.runAll(new InMemoryEngine(), flow, feed, options, List.of())
                .target();
    }

    private static void scaling(Args args, int scd, int runs, PrintStream out) {
        List<Integer> sizes = args.intListOption("sizes", 1, MAX_EVENTS, USAGE);
        out.printf(
                "Scaling of the SCD%d fold (synthetic feed, keys = events/10); ratio = (ns per event) / "
                        + "(ns per event at the first size) / (log n / log first n)%n",
                scd);
        double firstPerEvent = 0;
        double firstLog = 0;
        for (int n : sizes) {
            long empty = Measure.usedHeapAfterGc();
            ChangeFeed feed = SyntheticFeed.generate(n, Math.max(1, n / 10), 42);
            long feedBytes = Measure.usedHeapAfterGc() - empty;
            FlowSettings flow = SyntheticFeed.flow(scd);
            // The columns the fold reads, kept with the feed: counted apart from the fold's own state, as in report.
            new InMemoryEngine().readColumns(flow, feed);
            long columnBytes = Measure.usedHeapAfterGc() - empty - feedBytes;
            Object[] keep = new Object[1];
            Measure.Timing t = Measure.time(
                    1, runs, () -> keep[0] = null, () -> keep[0] = foldWithoutHandOver(flow, feed, RunOptions.FAST));
            long stateBytes = Measure.usedHeapAfterGc() - empty - feedBytes - columnBytes;
            keep[0] = null;
            double ms = t.medianMillis();
            double perEvent = ms * 1e6 / n;
            if (firstPerEvent == 0) {
                firstPerEvent = perEvent;
                firstLog = Math.log(n);
            }
            out.printf(
                    "  %,10d events: median %8.1f ms (process CPU %8.1f ms), %6.1f ns/event, n-log-n ratio %.2f; "
                            + "heap: feed %d, its columns %d, fold state %d bytes/event%n",
                    n,
                    ms,
                    t.medianCpuMillis(),
                    perEvent,
                    perEvent / firstPerEvent / (Math.log(n) / firstLog),
                    feedBytes / n,
                    columnBytes / n,
                    stateBytes / n);
        }
    }
}
