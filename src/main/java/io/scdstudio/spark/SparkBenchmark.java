package io.scdstudio.spark;

import io.scdstudio.engine.FlowResolver;
import io.scdstudio.engine.ResolvedFlow;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Measures the Spark engine against floors taken in the same JVM: session start; a backfill split into
 * read and bronze write, the data checks, compute (a no-op write of the fold) and target write; the floor (the same
 * feed read and written unchanged to Delta); and one incremental batch against a hand-written single MERGE
 * of the same batch into the same table.
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
        SparkSessions.warmUp(settings).join();
        return ms(t0);
    }

    /** The whole feed as one batch: backfill stages, then the floor. */
    public Timings backfill(ChangeFeed feed, CdcFlowSettings flow) {
        Map<String, Double> out = new LinkedHashMap<>();
        Batch batch = feed.asSingleBatch().batches().get(0);
        Map<String, Long> stageStarts = new LinkedHashMap<>();
        long t0 = System.nanoTime();
        SparkEngine engine = new SparkEngine(settings, SparkEngine.Mode.BACKFILL)
                .withProgress(p -> stageStarts.put(p.stage(), System.nanoTime()));
        SparkFlowRun run = engine.open(flow, SourceShape.of(feed), RunOptions.FAST);
        run.apply(batch);
        long end = System.nanoTime();
        out.put("backfill total", (end - t0) / 1e6);
        out.put("read + bronze write", span(stageStarts, "writing the batch to the bronze table",
                "checking keys and sequence values"));
        out.put("check keys and sequence", span(stageStarts, "checking keys and sequence values",
                "computing and writing the target"));
        double computeAndWrite = (end - stageStarts.get("computing and writing the target")) / 1e6;
        SparkSession spark = SparkSessions.get(settings);
        long c0 = System.nanoTime();
        ResolvedFlow resolved = FlowResolver.resolveCdc(flow, feed.schema());
        new FoldQuery(resolved).target(DeltaTables.read(spark, run.bronzePath())).write().format("noop")
                .mode("overwrite").save();
        double compute = ms(c0);
        out.put("compute", compute);
        out.put("target write", computeAndWrite - compute);
        out.put("floor (read + plain Delta write)", floor(spark, feed, resolved, batch));
        return new Timings(out);
    }

    private double floor(SparkSession spark, ChangeFeed feed, ResolvedFlow flow, Batch batch) {
        Path path = settings.workspace().resolve("bench").resolve("floor-" + UUID.randomUUID());
        long t0 = System.nanoTime();
        Dataset<Row> rows = new EventStager(flow).rows(spark, batch).drop(Names.ARRIVAL, Names.LINE);
        DeltaTables.overwrite(rows, path);
        double ms = ms(t0);
        DeltaTables.deleteTree(path);
        return ms;
    }

    /** Batch 1 builds the target; batch 2 is timed in incremental mode and as a hand-written MERGE. */
    public Timings incremental(ChangeFeed feed, CdcFlowSettings flow) {
        Map<String, Double> out = new LinkedHashMap<>();
        SparkFlowRun run = new SparkEngine(settings, SparkEngine.Mode.INCREMENTAL).open(flow, SourceShape.of(feed),
                RunOptions.FAST);
        run.apply(feed.batches().get(0));
        long t0 = System.nanoTime();
        run.apply(feed.batches().get(1));
        out.put("incremental batch (MERGE)", ms(t0));
        out.put("hand-written MERGE", HandMerge.time(SparkSessions.get(settings), settings.workspace(),
                FlowResolver.resolveCdc(flow, feed.schema()), feed));
        return new Timings(out);
    }

    private static double span(Map<String, Long> starts, String from, String to) {
        return (starts.get(to) - starts.get(from)) / 1e6;
    }

    private static double ms(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
