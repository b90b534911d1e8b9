package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.col;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.struct;

import io.delta.tables.DeltaTable;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;

/**
 * The MERGE a person writes by hand, as the Delta Lake docs show it, for one batch of the flow's SCD type: the
 * batch's latest event per key (by sequence, a later arrival breaking a tie; truncate rows left out, the recipe
 * has no truncate). SCD1 (DL1 §13.2): a delete deletes, anything else updates or inserts. SCD2: the docs'
 * {@code mergeKey} pattern, where the latest event is staged twice (once keyed, to close the current version,
 * once with a NULL key, to insert the new one): a matched delete closes the current row at the event's sequence,
 * a matched event whose tracked columns differ closes it and its unmatched copy inserts the new version, a matched
 * event that differs only in untracked columns updates them in place. It compares no sequences with what was
 * applied, keeps no tombstones and writes NULLs as they come. The bench times it as the yardstick of incremental
 * mode; the naive-MERGE lesson runs it ({@link TextbookMergeEngine}) to show what it makes of a feed, the same
 * table as {@code compare.NaiveMerge} in memory.
 */
final class HandMerge {
    private static final String MERGE_KEY = "__hand_merge_key";
    private static final String LATEST = "__hand_latest";

    private final SparkSession spark;
    private final ResolvedFlow flow;
    private final List<String> keys;

    HandMerge(SparkSession spark, ResolvedFlow flow) {
        this.spark = spark;
        this.flow = flow;
        this.keys = flow.keyNames();
    }

    /**
     * MERGEs {@code batch} into the table at {@code table} (a copy of the engine's target after the batches before
     * it, so both sides start from the same rows in the same files); the milliseconds it took.
     */
    static double time(SparkSession spark, ResolvedFlow flow, Batch batch, Path table) {
        long t0 = System.nanoTime();
        new HandMerge(spark, flow).apply(batch, table, 2);
        return (System.nanoTime() - t0) / 1e6;
    }

    /** MERGEs one batch into the existing Delta table at {@code table}. */
    void apply(Batch batch, Path table, int internalBatch) {
        EventStager stager = new EventStager(flow);
        Dataset<Row> latest = latest(stager.classify(stager.rows(spark, batch), internalBatch));
        if (flow.scdType() == 1) {
            scd1(latest, table);
        } else {
            scd2(latest, table);
        }
    }

    /** The last event per key in sequence order, with the columns the target keeps plus sequence and kind. */
    private Dataset<Row> latest(Dataset<Row> events) {
        List<Column> kept = new ArrayList<>(List.of(Names.cols(projection())));
        kept.add(col(SEQ));
        kept.add(col(KIND));
        return events.filter(col(KIND).notEqual(Names.TRUNCATE))
                .withColumn(
                        LATEST,
                        row_number()
                                .over(Window.partitionBy(Names.cols(keys))
                                        .orderBy(col(SEQ).desc(), col(ARRIVAL).desc())))
                .filter(col(LATEST).equalTo(1))
                .select(kept.toArray(Column[]::new));
    }

    private void scd1(Dataset<Row> batch, Path path) {
        Map<String, String> values = MergeClauses.fromSource(projection());
        DeltaTable.forPath(spark, path.toString())
                .as("t")
                .merge(batch.as("s"), sameKeys("t", "s"))
                .whenMatched("s." + KIND + " = " + Names.DELETE)
                .delete()
                .whenMatched()
                .updateExpr(values)
                .whenNotMatched("s." + KIND + " = " + Names.UPSERT)
                .insertExpr(values)
                .execute();
    }

    private void scd2(Dataset<Row> batch, Path path) {
        Dataset<Row> open =
                DeltaTables.read(spark, path).filter(col(FlowResolver.END_AT).isNull());
        String changed = MergeClauses.anyDiffers(flow.names(flow.tracked()));
        Column keyStruct = struct(Names.cols(keys));
        // Keys whose current version changes get a second, unmatched copy: that one inserts the new version.
        Dataset<Row> keyed = batch.withColumn(MERGE_KEY, keyStruct);
        Dataset<Row> newVersions = batch.as("s")
                .join(open.as("t"), expr(sameKeys("t", "s")))
                .filter(col(KIND).equalTo(Names.UPSERT))
                .where(changed)
                .select("s.*")
                .withColumn(
                        MERGE_KEY,
                        lit(null).cast(keyed.schema().apply(MERGE_KEY).dataType()));
        Dataset<Row> staged = keyed.unionByName(newVersions);
        Map<String, String> insert = MergeClauses.fromSource(projection());
        insert.put(Names.quote(FlowResolver.START_AT), "s." + SEQ);
        insert.put(Names.quote(FlowResolver.END_AT), "null");
        Map<String, String> close = Map.of(Names.quote(FlowResolver.END_AT), "s." + SEQ);
        String targetKey =
                "struct(" + keys.stream().map(k -> "t." + Names.quote(k)).collect(Collectors.joining(", ")) + ")";
        DeltaTable.forPath(spark, path.toString())
                .as("t")
                .merge(staged.as("s"), targetKey + " = s." + MERGE_KEY + " AND t." + FlowResolver.END_AT + " IS NULL")
                .whenMatched("s." + KIND + " = " + Names.DELETE)
                .updateExpr(close)
                .whenMatched(changed)
                .updateExpr(close)
                .whenMatched()
                .updateExpr(MergeClauses.fromSource(projection()))
                .whenNotMatched("s." + KIND + " = " + Names.UPSERT)
                .insertExpr(insert)
                .execute();
    }

    private List<String> projection() {
        return flow.names(flow.projection());
    }

    private String sameKeys(String t, String s) {
        return keys.stream()
                .map(k -> t + "." + Names.quote(k) + " = " + s + "." + Names.quote(k))
                .collect(Collectors.joining(" AND "));
    }
}
