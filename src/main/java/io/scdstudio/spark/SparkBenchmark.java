package io.scdstudio.spark;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Measures the Spark engine against floors taken in the same JVM: session start; a backfill split into
 * read and bronze write, the data checks, compute (a no-op write of the fold) and target write; the floor (the same
 * feed read and written unchanged to Delta); and one incremental batch against a hand-written single MERGE
 * of the same batch into a copy of the engine's table.
 */
public final class SparkBenchmark {
    private final SparkSettings settings;

    public SparkBenchmark(SparkSettings settings) {
        this.settings = settings;
    }

    /** Milliseconds per named step, in the order measured. */
    public record Timings(Map<String, Double> steps) {
        public double get(String step) {
            return steps.getOrDefault(step, Double.NaN);
        }
    }

    public double startSession() {
        long t0 = System.nanoTime();
        try {
            SparkSessions.warmUp(settings).join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
        return ms(t0);
    }

    /**
     * The whole feed as one batch: backfill stages and the floor, {@code floorFirst} saying which goes first (the
     * second finds more of the JVM compiled, so a fair comparison alternates).
     */
    public Timings backfill(ChangeFeed feed, CdcFlowSettings flow, boolean floorFirst) {
        Map<String, Double> out = new LinkedHashMap<>();
        Batch batch = feed.asSingleBatch().batches().get(0);
        SparkSession spark = SparkSessions.get(settings);
        ResolvedFlow resolved = FlowResolver.resolveCdc(flow, feed.schema());
        double floor = floorFirst ? floor(spark, resolved, batch) : Double.NaN;
        Map<String, Long> stageStarts = new LinkedHashMap<>();
        long t0 = System.nanoTime();
        SparkEngine engine = new SparkEngine(settings, SparkEngine.Mode.BACKFILL)
                .withProgress(p -> stageStarts.put(p.stage(), System.nanoTime()));
        SparkFlowRun run = engine.open(flow, SourceShape.of(feed), RunOptions.FAST);
        try {
            run.apply(batch);
            long end = System.nanoTime();
            backfillStages(out, stageStarts, t0, end);
            long c0 = System.nanoTime();
            new FoldQuery(resolved)
                    .target(run.events())
                    .write()
                    .format("noop")
                    .mode("overwrite")
                    .save();
            double compute = ms(c0);
            out.put("compute", compute);
            out.put("target write", (end - stageStarts.get("computing and writing the target")) / 1e6 - compute);
        } finally {
            run.discard();
        }
        out.put("floor (read + plain Delta write)", floorFirst ? floor : floor(spark, resolved, batch));
        return new Timings(out);
    }

    private static void backfillStages(Map<String, Double> out, Map<String, Long> stageStarts, long t0, long end) {
        out.put("backfill total", (end - t0) / 1e6);
        Map<String, Double> stages = spans(stageStarts, end);
        out.put("read (the driver's rows into Spark)", stages.get(SparkFlowRun.READING));
        out.put("bronze write", stages.get("writing the batch to the bronze table"));
        out.put("check keys and sequence", stages.get("checking keys and sequence values"));
    }

    private double floor(SparkSession spark, ResolvedFlow flow, Batch batch) {
        Path path = settings.workspace().resolve("bench").resolve("floor-" + UUID.randomUUID());
        long t0 = System.nanoTime();
        Dataset<Row> rows = new EventStager(flow).rows(spark, batch).drop(Names.ARRIVAL, Names.LINE);
        DeltaTables.overwrite(rows, path);
        double ms = ms(t0);
        DeltaTables.deleteTree(path);
        return ms;
    }

    /**
     * Batch 1 builds the target; batch 2 is timed in incremental mode and as a hand-written MERGE into a copy of
     * that target, so both start from the same table. {@code handFirst} says which goes first: whichever runs
     * second finds more of the JVM compiled, so a fair comparison alternates.
     */
    public Timings incremental(ChangeFeed feed, CdcFlowSettings flow, boolean handFirst) {
        Map<String, Double> out = new LinkedHashMap<>();
        Map<String, Long> stageStarts = new LinkedHashMap<>();
        SparkFlowRun run = new SparkEngine(settings, SparkEngine.Mode.INCREMENTAL)
                .withProgress(p -> stageStarts.put(p.stage(), System.nanoTime()))
                .open(flow, SourceShape.of(feed), RunOptions.FAST);
        Path copy = settings.workspace().resolve("bench").resolve("hand-merge-" + UUID.randomUUID());
        try {
            run.apply(feed.batches().get(0));
            DeltaTables.copy(run.targetPath(), copy);
            SparkSession spark = SparkSessions.get(settings);
            // The engine wrote its target in this session, so Delta has its log open; the copy's is opened here,
            // untimed.
            DeltaTables.version(spark, copy);
            ResolvedFlow resolved = FlowResolver.resolveCdc(flow, feed.schema());
            Batch batch = feed.batches().get(1);
            double hand = handFirst ? HandMerge.time(spark, resolved, batch, copy) : Double.NaN;
            stageStarts.clear();
            long t0 = System.nanoTime();
            run.apply(batch);
            long end = System.nanoTime();
            out.put("incremental batch (MERGE)", (end - t0) / 1e6);
            spans(stageStarts, end).forEach((stage, ms) -> out.put("  " + stage, ms));
            out.put("hand-written MERGE", handFirst ? hand : HandMerge.time(spark, resolved, batch, copy));
        } finally {
            DeltaTables.deleteTree(copy);
            run.discard();
        }
        return new Timings(out);
    }

    /** Each stage's time: from its start to the next stage's start (the last one: to {@code end}). */
    private static Map<String, Double> spans(Map<String, Long> starts, long end) {
        Map<String, Double> out = new LinkedHashMap<>();
        List<Map.Entry<String, Long>> list = new ArrayList<>(starts.entrySet());
        list.sort(Map.Entry.comparingByValue());
        for (int i = 0; i < list.size(); i++) {
            long until = i + 1 < list.size() ? list.get(i + 1).getValue() : end;
            out.put(list.get(i).getKey(), (until - list.get(i).getValue()) / 1e6);
        }
        return out;
    }

    private static double ms(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
