package io.scdstudio.cli;

import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.spark.SparkBenchmark;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * {@code bench --engine spark}: session start, a backfill of a synthetic feed split into read, bronze write,
 * compute and target write, the floor (the same feed read and written unchanged to Delta) and the ratio; then
 * one incremental batch into a target against a hand-written MERGE of the same batch. All in one JVM.
 */
final class SparkBench {
    private SparkBench() {
    }

    static void run(Args args, int events, int scd, PrintStream out, String usage) {
        SparkBenchmark bench = new SparkBenchmark(EngineOptions.spark(args, usage).settings());
        CdcFlowSettings flow = SyntheticFeed.flow(scd);
        out.printf("Spark bench: SCD type %d, Java %s, %d cores, max heap %d MB%n", scd,
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        out.printf("session start (with a first Delta write): %.0f ms%n", bench.startSession());
        ChangeFeed small = SyntheticFeed.generate(1000, 100, 7);
        bench.backfill(small, flow);
        // Both sides of the incremental comparison warmed up alike: the first MERGE in a JVM costs seconds more.
        bench.incremental(twoBatches(SyntheticFeed.generate(1100, 1000, 8), 1000), flow);
        out.println("warm-up backfill of 1,000 events and incremental batch (and hand MERGE) of 100 events done");
        ChangeFeed feed = SyntheticFeed.generate(events, Math.max(1, events / 10), 42);
        SparkBenchmark.Timings b = bench.backfill(feed, flow);
        out.printf("backfill of %,d events over %,d keys:%n", events, Math.max(1, events / 10));
        for (Map.Entry<String, Double> e : b.steps().entrySet()) {
            out.printf("  %-34s %8.0f ms%n", e.getKey(), e.getValue());
        }
        out.printf("  backfill / floor = %.2fx%n", b.get("backfill total") / b.get("floor (read + plain Delta write)"));
        int targetRows = args.intOption("target-rows", 100_000, usage);
        int batchEvents = args.intOption("batch-events", 10_000, usage);
        ChangeFeed two = twoBatches(SyntheticFeed.generate(targetRows + batchEvents, targetRows, 43), targetRows);
        SparkBenchmark.Timings inc = bench.incremental(two, flow);
        out.printf("incremental: one batch of %,d events into a %,d-key target:%n", batchEvents, targetRows);
        for (Map.Entry<String, Double> e : inc.steps().entrySet()) {
            out.printf("  %-34s %8.0f ms%n", e.getKey(), e.getValue());
        }
        out.printf("  incremental / hand-written MERGE = %.2fx%n",
                inc.get("incremental batch (MERGE)") / inc.get("hand-written MERGE"));
    }

    private static ChangeFeed twoBatches(ChangeFeed feed, int first) {
        var rows = feed.events();
        return new ChangeFeed(feed.source(), feed.schema(), List.of(Batch.of(1, 0, rows.subList(0, first)),
                Batch.of(2, first, rows.subList(first, rows.size()))));
    }
}
