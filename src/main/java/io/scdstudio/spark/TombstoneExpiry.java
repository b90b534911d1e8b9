package io.scdstudio.spark;

import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.col;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Simulated tombstone garbage collection (U16, SCD1), as the in-memory engine does it: keys with no current
 * row are forgotten, a live key forgets its events up to its last delete or truncate, truncates are forgotten.
 * Rewrites the bronze table in one commit; the target does not change.
 */
final class TombstoneExpiry {
    private static final String LAST = "__scd_last";
    private static final String RESET = "__scd_reset";

    private TombstoneExpiry() {}

    static void expire(RunTables tables) {
        List<String> keys = tables.flow().keyNames();
        Dataset<Row> events = tables.events();
        // Bronze outlives a batch only if the batch wrote the target too: a failed batch rolls bronze back.
        Dataset<Row> live = tables.targetRows().orElseThrow().select(Names.cols(keys));
        Dataset<Row> keyed = tables.withKeys(events.filter(col(KIND).lt(Names.TRUNCATE)), live);
        List<Column> stats = new ArrayList<>();
        stats.add(max(col(SEQ)).as(LAST));
        stats.add(max(when(col(KIND).equalTo(Names.DELETE), col(SEQ))).as(RESET));
        Dataset<Row> perKey = keyed.groupBy(Names.cols(keys)).agg(stats.get(0), stats.get(1));
        Dataset<Row> truncates =
                events.filter(col(KIND).equalTo(Names.TRUNCATE)).select(col(SEQ).as("__scd_t"));
        Dataset<Row> withTruncate = perKey.join(truncates, col("__scd_t").leq(col(LAST)), "left")
                .groupBy(Names.cols(Names.plus(keys, LAST, RESET)))
                .agg(max(col("__scd_t")).as("__scd_t"))
                .select(withReset(keys));
        Dataset<Row> kept = keyed.as("l")
                .join(withTruncate.as("r"), RunTables.sameKeys("l", "r", keys))
                .filter(raw("r." + RESET).isNull().or(raw("l." + SEQ).gt(raw("r." + RESET))))
                .select(events.columns().length == 0 ? new Column[0] : leftColumns(events.columns()));
        tables.replaceEvents(kept.localCheckpoint());
    }

    /** An alias-qualified reference to one of our own columns, whose names need no quoting. */
    private static Column raw(String qualified) {
        return org.apache.spark.sql.functions.col(qualified);
    }

    private static Column[] withReset(List<String> keys) {
        List<Column> out = new ArrayList<>(List.of(Names.cols(keys)));
        out.add(greatest(col(RESET), col("__scd_t")).as(RESET));
        return out.toArray(Column[]::new);
    }

    private static Column[] leftColumns(String[] names) {
        List<Column> out = new ArrayList<>();
        for (String n : names) {
            out.add(org.apache.spark.sql.functions.col("l." + Names.quote(n)).as(n));
        }
        return out.toArray(Column[]::new);
    }
}
