package io.scdstudio.cli.bench;

import io.scdstudio.cli.Args;
import io.scdstudio.cli.EngineOptions;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.spark.SparkBenchmark;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * {@code bench --engine spark}: session start, a backfill of a synthetic feed split into read, bronze write,
 * compute and target write, the floor (the same feed read and written unchanged to Delta) and the ratio; then
 * one incremental batch into a target against a hand-written MERGE of the same batch into a copy of that target.
 * All in one JVM, each comparison repeated {@code --runs} times (default 4) with both sides in every run, because
 * the first million-row write of a JVM pays for compiling Spark's code and the machine's noise is larger than one
 * run; the runs alternate which side goes first, because the second of a pair finds more of the JVM compiled.
 */
final class SparkBench {
    private static final String FLOOR = "floor (read + plain Delta write)";
    private static final String BACKFILL = "backfill total";
    private static final String INCREMENTAL = "incremental batch (MERGE)";
    private static final String HAND = "hand-written MERGE";

    private SparkBench() {}

    static void run(Args args, int events, int scd, PrintStream out, String usage) {
        SparkBenchmark bench =
                new SparkBenchmark(EngineOptions.spark(args, usage).settings());
        CdcFlowSettings flow = SyntheticFeed.flow(scd);
        // An even number, so as many runs put each side first.
        int runs = args.intOption("runs", 4, usage);
        out.printf(
                "Spark bench: SCD type %d, Java %s (%s), %d cores, max heap %d MB, %d runs%n",
                scd,
                System.getProperty("java.version"),
                Measure.jit(),
                Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20,
                runs);
        out.printf("session start (with a first Delta write): %.0f ms%n", bench.startSession());
        ChangeFeed small = SyntheticFeed.generate(1000, 100, 7);
        bench.backfill(small, flow, false);
        // Both sides of the incremental comparison warmed up alike: the first MERGE in a JVM costs seconds more.
        bench.incremental(twoBatches(SyntheticFeed.generate(1100, 1000, 8), 1000), flow, false);
        out.println("warm-up backfill of 1,000 events and incremental batch (and hand MERGE) of 100 events done");

        ChangeFeed feed = SyntheticFeed.generate(events, Math.max(1, events / 10), 42);
        out.printf(
                "backfill of %,d events over %,d keys (runs alternate: the backfill first, then the floor first):%n",
                events, Math.max(1, events / 10));
        report(repeat(runs, i -> bench.backfill(feed, flow, i % 2 == 1)), BACKFILL, FLOOR, "backfill / floor", out);

        int targetRows = args.intOption("target-rows", 100_000, usage);
        int batchEvents = args.intOption("batch-events", 10_000, usage);
        ChangeFeed two = twoBatches(SyntheticFeed.generate(targetRows + batchEvents, targetRows, 43), targetRows);
        // The backfills warm most of Spark, but not a MERGE of this size: its first run would time the JIT compiler.
        bench.incremental(two, flow, false);
        out.printf(
                "incremental: one batch of %,d events into a %,d-key target, the hand MERGE into a copy of it (after "
                        + "one untimed run; runs alternate: ours first, then the hand MERGE first):%n",
                batchEvents, targetRows);
        report(
                repeat(runs, i -> bench.incremental(two, flow, i % 2 == 1)),
                INCREMENTAL,
                HAND,
                "incremental / hand-written MERGE",
                out);
    }

    private static List<SparkBenchmark.Timings> repeat(int runs, IntFunction<SparkBenchmark.Timings> run) {
        List<SparkBenchmark.Timings> out = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            out.add(run.apply(i));
        }
        return out;
    }

    /** One column per run and the median; the ratio is taken within each run, then its median reported. */
    private static void report(
            List<SparkBenchmark.Timings> runs, String ours, String baseline, String label, PrintStream out) {
        StringBuilder head = new StringBuilder(String.format("  %-38s", "ms"));
        for (int i = 1; i <= runs.size(); i++) {
            head.append(String.format(" %8s", "run " + i));
        }
        out.println(head.append(String.format(" %8s", "median")));
        Map<String, double[]> steps = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            for (Map.Entry<String, Double> e : runs.get(i).steps().entrySet()) {
                steps.computeIfAbsent(e.getKey(), k -> new double[runs.size()])[i] = e.getValue();
            }
        }
        steps.forEach((step, values) -> {
            StringBuilder line = new StringBuilder(String.format("  %-38s", step));
            for (double v : values) {
                line.append(String.format(" %8.0f", v));
            }
            out.println(line.append(String.format(" %8.0f", Measure.median(values))));
        });
        double[] ratios =
                runs.stream().mapToDouble(t -> t.get(ours) / t.get(baseline)).toArray();
        StringBuilder line = new StringBuilder(String.format("  %-38s", label));
        for (double r : ratios) {
            line.append(String.format(" %7.2fx", r));
        }
        out.println(line.append(String.format(" %7.2fx", Measure.median(ratios))));
    }

    private static ChangeFeed twoBatches(ChangeFeed feed, int first) {
        var rows = feed.events();
        return new ChangeFeed(
                feed.source(),
                feed.schema(),
                List.of(Batch.of(1, 0, rows.subList(0, first)), Batch.of(2, first, rows.subList(first, rows.size()))));
    }
}
