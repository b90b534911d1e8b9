package io.scdstudio.spark;

import io.delta.tables.DeltaMergeBuilder;
import io.delta.tables.DeltaTable;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.Batch;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Incremental mode: one Delta MERGE per micro-batch that recomputes only the keys the batch touched (spec
 * §13.3): their stored events and the new ones are folded with the same window logic as backfill, and the
 * MERGE inserts new rows, updates changed ones and deletes rows the fold no longer gives, which it knows from the
 * events alone ({@link FoldQuery#changes}), so building the MERGE's source reads bronze only, not the target. A
 * row is identified by its key (SCD1) or key and {@code __START_AT} (SCD2). A batch holding a truncate
 * recomputes every key.
 */
final class IncrementalWriter implements TargetWriter {
    private static final String ACTION = "__scd_action";
    private final RunTables tables;
    private final FoldQuery fold;
    private final EventStager stager;
    /**
     * The MERGE's ON condition, its values and its update condition: fixed for the run, so written once. A matched
     * row already has the source's identity, so an update sets and compares only the other columns: every column
     * more makes Delta's generated code for the rewrite longer, and past 8,000 bytes of bytecode the JVM no longer
     * compiles a method (the rewrite then ran interpreted, a third slower: docs/performance-spark.md).
     */
    private final String sameRow;

    private final Map<String, String> values;
    private final Map<String, String> updated;
    private final String changed;
    private boolean started;

    IncrementalWriter(RunTables tables, EventStager stager) {
        this.tables = tables;
        this.fold = new FoldQuery(tables.flow());
        this.stager = stager;
        List<String> identity = tables.flow().scdType() == 2
                ? Names.plus(tables.flow().keyNames(), FlowResolver.START_AT)
                : tables.flow().keyNames();
        List<String> columns = tables.flow().target().names();
        List<String> rest = columns.stream().filter(c -> !identity.contains(c)).toList();
        this.sameRow = MergeClauses.allMatch(identity);
        this.values = Collections.unmodifiableMap(MergeClauses.fromSource(columns));
        this.updated = Collections.unmodifiableMap(MergeClauses.fromSource(rest));
        this.changed = MergeClauses.anyDiffers(rest);
    }

    @Override
    public void update(int batch, Batch rows, boolean truncated) {
        if (!started) {
            // The first batch replaces whatever an earlier run left at a path the user picked. It is backfill's write,
            // which SparkConformanceIT relies on to run a case of one batch in one mode only.
            tables.replaceTarget(fold.target(tables.events()));
            started = true;
            return;
        }
        Dataset<Row> events = tables.events();
        if (!truncated) {
            Dataset<Row> keys = rows == null ? tables.keysOf(batch) : stager.keys(tables.spark(), rows);
            Dataset<Row> keyed = tables.withKeys(events, keys);
            events = tables.flow().truncates().isEmpty()
                    ? keyed
                    : keyed.unionByName(events.filter(Names.col(Names.KIND).equalTo(Names.TRUNCATE)));
        }
        merge(fold.changes(events, ACTION));
    }

    private void merge(Dataset<Row> source) {
        DeltaMergeBuilder merge = DeltaTable.forPath(
                        tables.spark(), tables.target().toString())
                .as("t")
                .merge(source.as("s"), sameRow)
                .whenMatched("s." + ACTION + " = 'd'")
                .delete();
        if (!updated.isEmpty()) {
            // An SCD1 target of key columns only has nothing a matched row could change.
            merge = merge.whenMatched(changed).updateExpr(updated);
        }
        merge.whenNotMatched("s." + ACTION + " = 'u'").insertExpr(values).execute();
    }
}
