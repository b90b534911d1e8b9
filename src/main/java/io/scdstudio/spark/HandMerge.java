package io.scdstudio.spark;

import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.col;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;

import io.delta.tables.DeltaTable;
import io.scdstudio.engine.FlowResolver;
import io.scdstudio.engine.ResolvedFlow;
import io.scdstudio.model.Batch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;

/**
 * The benchmark's yardstick for incremental mode: the single MERGE a person would write by hand for one batch
 * of the flow's SCD type, without late data, ties, tombstones or ignore-null columns. SCD1 (DL1 §13.2): the
 * batch's latest event per key deletes, updates or inserts. SCD2: the pattern of Delta's documentation, where
 * the batch's latest event per key is staged twice (once keyed, to close the open version, once with a NULL
 * key, to insert the new one) and one MERGE closes and inserts. Only its time is used.
 */
final class HandMerge {
    private static final String MERGE_KEY = "__hand_merge_key";
    private static final String LATEST = "__hand_latest";

    private final SparkSession spark;
    private final ResolvedFlow flow;
    private final String key;

    HandMerge(SparkSession spark, ResolvedFlow flow) {
        this.spark = spark;
        this.flow = flow;
        this.key = flow.keyNames().get(0);
    }

    /**
     * MERGEs {@code batch} into the table at {@code table} (a copy of the engine's target after the batches before
     * it, so both sides start from the same rows in the same files); the milliseconds it took.
     */
    static double time(SparkSession spark, ResolvedFlow flow, Batch batch, Path table) {
        HandMerge merge = new HandMerge(spark, flow);
        long t0 = System.nanoTime();
        EventStager stager = new EventStager(flow);
        Dataset<Row> latest = merge.latest(stager.classify(stager.rows(spark, batch), 2));
        if (flow.scdType() == 1) {
            merge.scd1(latest, table);
        } else {
            merge.scd2(latest, table);
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    /** The last event per key in sequence order, with the columns the target keeps plus sequence and kind. */
    private Dataset<Row> latest(Dataset<Row> events) {
        List<Column> kept = new ArrayList<>(List.of(Names.cols(projection())));
        kept.add(col(SEQ));
        kept.add(col(KIND));
        return events.withColumn(LATEST, row_number().over(Window.partitionBy(col(key)).orderBy(col(SEQ).desc())))
                .filter(col(LATEST).equalTo(1)).select(kept.toArray(Column[]::new));
    }

    private void scd1(Dataset<Row> batch, Path path) {
        Map<String, String> values = MergeClauses.fromSource(projection());
        DeltaTable.forPath(spark, path.toString()).as("t").merge(batch.as("s"), same("t", "s", key))
                .whenMatched("s." + KIND + " = " + Names.DELETE).delete()
                .whenMatched().updateExpr(values)
                .whenNotMatched("s." + KIND + " = " + Names.UPSERT).insertExpr(values)
                .execute();
    }

    private void scd2(Dataset<Row> batch, Path path) {
        Dataset<Row> open = DeltaTables.read(spark, path).filter(col(FlowResolver.END_AT).isNull());
        String changed = MergeClauses.anyDiffers(flow.names(flow.tracked()));
        // Keys whose open version changes get a second, unmatched copy: that one inserts the new version.
        Dataset<Row> newVersions = batch.as("s").join(open.as("t"), expr(same("t", "s", key)))
                .filter(col(KIND).equalTo(Names.UPSERT)).where(changed).select("s.*")
                .withColumn(MERGE_KEY, lit(null).cast(batch.schema().apply(key).dataType()));
        Dataset<Row> staged = batch.withColumn(MERGE_KEY, col(key)).unionByName(newVersions);
        Map<String, String> insert = MergeClauses.fromSource(projection());
        insert.put(Names.quote(FlowResolver.START_AT), "s." + SEQ);
        insert.put(Names.quote(FlowResolver.END_AT), "null");
        Map<String, String> close = Map.of(Names.quote(FlowResolver.END_AT), "s." + SEQ);
        DeltaTable.forPath(spark, path.toString()).as("t").merge(staged.as("s"),
                        "t." + Names.quote(key) + " = s." + MERGE_KEY + " AND t." + FlowResolver.END_AT + " IS NULL")
                .whenMatched("s." + KIND + " = " + Names.DELETE).updateExpr(close)
                .whenMatched(changed).updateExpr(close)
                .whenNotMatched("s." + KIND + " = " + Names.UPSERT).insertExpr(insert)
                .execute();
    }

    private List<String> projection() {
        return flow.names(flow.projection());
    }

    private static String same(String t, String s, String key) {
        return t + "." + Names.quote(key) + " = " + s + "." + Names.quote(key);
    }
}
