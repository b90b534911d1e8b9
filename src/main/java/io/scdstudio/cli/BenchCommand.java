package io.scdstudio.cli;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.ScenarioReader;
import io.scdstudio.lint.DesignChecks;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import io.scdstudio.model.Values;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * {@code bench}: folds a feed several times in one JVM and reports the median time, events per second,
 * the ratio to a baseline run in the same process (sorting the same events by key and sequence), and
 * the heap the feed and the fold hold per event.
 */
final class BenchCommand extends Command {
    /** The largest generated feed: about 1 GB of heap for the feed and the fold, the most a default JVM has. */
    static final int MAX_EVENTS = GenerateCommand.MAX_EVENTS;

    private static final int MAX_RUNS = 1_000;
    static final String USAGE = "bench <scenario-folder | feed-file [--format F]> | --generate N [--keys K] "
            + "[--sizes N1,N2,...] [--scd 1|2] [--runs R] [--csv] [--traced] [--naive] [--practice] [--lint] [--duckdb] "
            + "| --engine spark [--generate N] [--master URL] [--workspace DIR] [--target-rows N] [--batch-events N] "
            + "| --engine spark --exports [--scd 1|2] [--batches N] [--target-rows N] [--batch-events N] [--profile] "
            + "[--compact-every N] | --exam associate|professional|dp-750 [--count N] [--runs R]";

    BenchCommand() {
        super(
                "bench",
                USAGE,
                "measure fold speed and memory (--generate makes a synthetic feed; --csv also times CSV "
                        + "loading; --engine spark times Spark against a plain Delta write and a hand-written MERGE; with "
                        + "--exports, the MERGE SQL and Spark Java exports batch by batch beside the engine)");
    }

    @Override
    int run(List<String> raw, PrintStream out, PrintStream err) throws Exception {
        Args args = Args.parse(
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
                Set.of("csv", "traced", "naive", "practice", "lint", "exports", "duckdb", "profile"),
                USAGE);
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
        Feed feed;
        FlowSettings flow;
        String label;
        Scenario scenario = null;
        Path folder = null;
        if (args.option("generate").isPresent()) {
            int n = args.intOption("generate", 1_000_000, 1, MAX_EVENTS, USAGE);
            int keys = args.intOption("keys", Math.max(1, n / 10), 1, n, USAGE);
            feed = SyntheticFeed.generate(n, keys, 42);
            flow = SyntheticFeed.flow(scd);
            label = "synthetic feed, " + n + " events over " + keys + " keys";
            if (args.flag("csv")) {
                CsvLoadBench.run((ChangeFeed) feed, runs, out);
            }
        } else {
            Path source = Path.of(args.onlyPositional("scenario folder or feed file", USAGE));
            if (!ScenarioReader.isScenarioFolder(source)) {
                readSpeed(source, args.option("format"), runs, out);
            }
            Scenario s = FeedDesign.open(args, source.toString(), USAGE);
            feed = s.feed();
            flow = args.option("scd").isPresent() ? s.flow().withScdType(scd) : s.flow();
            label = "scenario " + s.id();
            scenario = s;
            folder = ScenarioReader.isScenarioFolder(source) ? source : null;
        }
        double fold = report(label, feed, flow, runs, args.flag("traced"), out);
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
        return Cli.OK;
    }

    /** How fast a feed file is read in its format (detected or named): parsed, flattened, typed, in MB/s. */
    private static void readSpeed(Path file, java.util.Optional<String> format, int runs, PrintStream out)
            throws java.io.IOException {
        long bytes = java.nio.file.Files.size(file);
        Object[] keep = new Object[1];
        double ms = Measure.time(
                        1,
                        runs,
                        () -> keep[0] = null,
                        () -> keep[0] = FeedLoader.open(file, java.util.Optional.empty(), format))
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
        com.fasterxml.jackson.databind.ObjectReader json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readerFor(com.fasterxml.jackson.databind.JsonNode.class);
        long n = 0;
        try (java.io.BufferedReader in = java.nio.file.Files.newBufferedReader(file)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                try (com.fasterxml.jackson.databind.MappingIterator<Object> it = json.readValues(line)) {
                    while (it.hasNextValue()) {
                        it.nextValue();
                        n++;
                    }
                } catch (java.io.IOException | RuntimeException e) {
                    n--; // a CSV line, or a broken one: the baseline only counts what parses
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return n;
    }

    /** Prints the fold's figures; returns its median milliseconds, the yardstick of the other measurements. */
    private static double report(
            String label, Feed feed, FlowSettings flow, int runs, boolean traced, PrintStream out) {
        int events = feed instanceof ChangeFeed c ? c.eventCount() : 0;
        out.printf(
                "Feed: %s, SCD type %d, Java %s, %d cores, max heap %d MB%n",
                label,
                flow.scdType(),
                System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        long heapBefore = Measure.usedHeapAfterGc();
        Object[] keep = new Object[2];
        // Each run starts as a fresh preview would: the previous result released, then collected between runs.
        Measure.Timing timing = Measure.time(2, runs, () -> Arrays.fill(keep, null), () -> {
            FlowRun run = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of());
            keep[0] = run;
            keep[1] = run.target();
        });
        double fold = timing.medianMillis();
        long heapWithRun = Measure.usedHeapAfterGc();
        out.printf(
                "Fold (in memory, all batches): median %.1f ms over %d runs = %.2f M events/s; fastest %.1f ms; "
                        + "process CPU (all threads, GC included) median %.1f ms%n",
                fold, runs, events / fold / 1000, timing.fastestMillis(), timing.medianCpuMillis());
        Table target = (Table) keep[1];
        keep[0] = null;
        keep[1] = null;
        double foldOnly = Measure.time(
                        1,
                        runs,
                        () -> Arrays.fill(keep, null),
                        () -> keep[0] = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of()))
                .medianMillis();
        out.printf(
                "  of which folding: %.1f ms; handing over the target table (column-wise): %.1f ms%n",
                foldOnly, Math.max(0, fold - foldOnly));
        RunOptions oneThread = RunOptions.FAST.withThreads(1);
        double sequential = Measure.time(
                        2, runs, () -> Arrays.fill(keep, null), () -> keep[1] = fold(flow, feed, oneThread))
                .medianMillis();
        out.printf(
                "The same fold on one thread: median %.1f ms; fold/one thread = %.2fx (batches of %d keys or more are "
                        + "folded on every core)%n",
                sequential, fold / sequential, InMemoryEngine.MIN_KEYS_TO_SPLIT);
        long[] sink = new long[1];
        double read = Measure.medianMillis(1, runs, () -> sink[0] += readEveryCell(target));
        out.printf(
                "Reading every cell of the target's %d rows once (as a CSV writer would): median %.1f ms%n",
                target.size(), read);
        if (feed instanceof ChangeFeed c) {
            List<Row> rows = c.events();
            double sort = Measure.time(
                            2, runs, () -> Arrays.fill(keep, null), () -> sortBaseline(rows, c.schema(), flow))
                    .medianMillis();
            out.printf(
                    "Baseline (sort the same events by key and sequence): median %.1f ms; fold/baseline = %.2fx%n",
                    sort, fold / sort);
        }
        if (events > 0) {
            out.printf(
                    "Heap held by the fold state (per-key history + target): %d bytes/event%n",
                    Math.max(0, heapWithRun - heapBefore) / events);
        }
        keep[0] = null;
        if (traced) {
            double t = Measure.medianMillis(1, runs, () -> fold(flow, feed, RunOptions.TRACED));
            out.printf(
                    "Traced fold (event by event, with explanations): median %.1f ms = %.2f M events/s; "
                            + "traced/fold = %.2fx%n",
                    t, events / t / 1000, t / fold);
            if (events > 0) {
                long base = Measure.usedHeapAfterGc();
                keep[0] = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of());
                long fast = Measure.usedHeapAfterGc() - base;
                keep[0] = null;
                base = Measure.usedHeapAfterGc();
                keep[0] = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.TRACED, List.of());
                long tracedHeap = Measure.usedHeapAfterGc() - base;
                keep[0] = null;
                out.printf(
                        "Heap held by the traced run: %d bytes/event, of which the trace: %d bytes/event%n",
                        tracedHeap / events, Math.max(0, tracedHeap - fast) / events);
            }
        }
        return fold;
    }

    private static long readEveryCell(Table table) {
        long nonNull = 0;
        for (Row row : table.rows()) {
            for (int i = 0; i < row.size(); i++) {
                nonNull += row.get(i) == null ? 0 : 1;
            }
        }
        return nonNull;
    }

    static Table fold(FlowSettings flow, Feed feed, RunOptions options) {
        return FeedRunner.runAll(new InMemoryEngine(), flow, feed, options, List.of())
                .target();
    }

    /** Sorts a copy of the rows by the flow's key columns, then its sequence columns: the least a per-key fold does. */
    private static void sortBaseline(List<Row> rows, Schema schema, FlowSettings flow) {
        List<Integer> columns = new ArrayList<>();
        flow.keys().forEach(k -> columns.add(schema.indexOf(k)));
        if (flow instanceof CdcFlowSettings c) {
            c.sequenceBy().columns().forEach(s -> columns.add(schema.indexOf(s)));
        }
        List<Row> copy = new ArrayList<>(rows);
        copy.sort((a, b) -> {
            for (int i : columns) {
                int cmp = Values.compareNullsFirst(a.get(i), b.get(i));
                if (cmp != 0) {
                    return cmp;
                }
            }
            return 0;
        });
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
            Object[] keep = new Object[1];
            Measure.Timing t = Measure.time(
                    1,
                    runs,
                    () -> keep[0] = null,
                    () -> keep[0] = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of()));
            long stateBytes = Measure.usedHeapAfterGc() - empty - feedBytes;
            keep[0] = null;
            double ms = t.medianMillis();
            double perEvent = ms * 1e6 / n;
            if (firstPerEvent == 0) {
                firstPerEvent = perEvent;
                firstLog = Math.log(n);
            }
            out.printf(
                    "  %,10d events: median %8.1f ms (process CPU %8.1f ms), %6.1f ns/event, n-log-n ratio %.2f; "
                            + "heap: feed %d, fold state %d bytes/event%n",
                    n,
                    ms,
                    t.medianCpuMillis(),
                    perEvent,
                    perEvent / firstPerEvent / (Math.log(n) / firstLog),
                    feedBytes / n,
                    stateBytes / n);
        }
    }
}
