package io.scdstudio.spark;

import io.scdstudio.engine.resolve.ResolvedFlow;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * The two Delta tables of a run: the hidden bronze table of every classified event (the side table that
 * holds per-key history and tombstones, never visible in the target) and the visible target. The run is
 * the only writer of both, so it reads them as the files of their latest version ({@link DeltaFiles}).
 */
final class RunTables {
    /**
     * Delta computes min/max statistics for data skipping on the first 32 columns of every file it writes, a cost
     * paid on every bronze write; bronze is only ever filtered by batch number (Kernel then lists only the files
     * that may hold the batch), so that is the one column worth statistics. Delta also writes a checkpoint every
     * 10 commits by default, Spark jobs that made every tenth batch about a second slower and the next one half a
     * second; the engine reads bronze's log with Kernel, which replays about a commit file a millisecond, so a
     * checkpoint every 50 commits costs least (docs/performance-spark.md).
     */
    private static final Map<String, String> BRONZE_PROPERTIES =
            Map.of("delta.dataSkippingStatsColumns", Names.BATCH, "delta.checkpointInterval", "50");

    private final SparkSession spark;
    private final ResolvedFlow flow;
    private final Path bronze;
    private final Path target;
    private final DeltaFiles files;
    private StructType bronzeSchema;
    private boolean targetWritten;

    RunTables(SparkSession spark, ResolvedFlow flow, Path bronze, Path target) {
        this.spark = spark;
        this.flow = flow;
        this.bronze = bronze;
        this.target = target;
        this.files = new DeltaFiles(spark);
    }

    SparkSession spark() {
        return spark;
    }

    ResolvedFlow flow() {
        return flow;
    }

    Path bronze() {
        return bronze;
    }

    Path target() {
        return target;
    }

    /** Every event bronze holds now. */
    Dataset<Row> events() {
        return bronzeSchema == null ? DeltaTables.read(spark, bronze) : files.read(spark, bronze, bronzeSchema);
    }

    /** The events of one batch. */
    Dataset<Row> eventsOf(int batch) {
        return bronzeSchema == null
                ? DeltaTables.read(spark, bronze).filter(Names.col(Names.BATCH).equalTo(batch))
                : files.readBatch(spark, bronze, bronzeSchema, batch);
    }

    /**
     * The target's rows now, with the schema the flow gives it (every writer writes exactly those columns); none
     * before the first batch wrote it.
     */
    Optional<Dataset<Row>> targetRows() {
        return DeltaTables.exists(target)
                ? Optional.of(files.read(spark, target, SparkTypes.of(flow.target())))
                : Optional.empty();
    }

    /** The target's rows as version {@code version}, one this run committed, holds them (time travel). */
    Dataset<Row> targetRowsAt(long version) {
        return files.read(spark, target, SparkTypes.of(flow.target()), version);
    }

    /**
     * Replaces the target's rows and schema in one commit. The first time, the path may hold a table of the user's
     * or of an earlier run, which the overwrite replaces; it is readied for the new columns first.
     */
    void replaceTarget(Dataset<Row> rows) {
        if (!targetWritten) {
            DeltaTables.supportColumns(spark, rows.schema(), target);
        }
        DeltaTables.overwrite(rows, target);
        targetWritten = true;
    }

    /** After a first write that failed or was cancelled, removes what it left in the target folder. */
    void clearUncommittedTarget() {
        TargetFolder.clearUncommitted(target);
    }

    /** Appends classified events to bronze (creating it on the first batch). */
    void appendEvents(Dataset<Row> events) {
        DeltaTables.append(events, bronze, BRONZE_PROPERTIES);
        bronzeSchema = events.schema();
    }

    /**
     * Puts bronze back to {@code version} (-1: removes it) after a failed batch; the version it is at now, counted
     * by Delta, since RESTORE is itself a commit.
     */
    long rollBackEvents(long version) {
        DeltaTables.rollBack(spark, bronze, version);
        if (version < 0) {
            bronzeSchema = null;
        }
        return DeltaTables.version(spark, bronze);
    }

    /** Replaces every event in bronze in one commit (tombstone expiry). */
    void replaceEvents(Dataset<Row> events) {
        DeltaTables.overwrite(events, bronze);
        bronzeSchema = events.schema();
    }

    /** The keys of the non-truncate events of one batch. */
    Dataset<Row> keysOf(int batch) {
        return eventsOf(batch)
                .filter(Names.col(Names.KIND).lt(Names.TRUNCATE))
                .select(Names.cols(flow.keyNames()))
                .distinct();
    }

    /** Rows of {@code rows} whose key is among {@code keys}. */
    Dataset<Row> withKeys(Dataset<Row> rows, Dataset<Row> keys) {
        return rows.as("l").join(keys.as("r"), sameKeys("l", "r", flow.keyNames()), "left_semi");
    }

    static Column sameKeys(String left, String right, List<String> keys) {
        Column c = null;
        for (String k : keys) {
            Column eq = org.apache
                    .spark
                    .sql
                    .functions
                    .col(left + "." + Names.quote(k))
                    .equalTo(org.apache.spark.sql.functions.col(right + "." + Names.quote(k)));
            c = c == null ? eq : c.and(eq);
        }
        return c;
    }
}
