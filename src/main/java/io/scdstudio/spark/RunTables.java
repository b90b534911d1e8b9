package io.scdstudio.spark;

import io.scdstudio.engine.ResolvedFlow;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The two Delta tables of a run: the hidden bronze table of every classified event (the side table that
 * holds per-key history and tombstones, never visible in the target) and the visible target.
 */
record RunTables(SparkSession spark, ResolvedFlow flow, Path bronze, Path target) {

    /**
     * Delta computes min/max statistics for data skipping on the first 32 columns of every file it writes, a cost
     * paid on every bronze write. Bronze is only ever filtered by batch number, so that is the one column worth
     * statistics.
     */
    private static final java.util.Map<String, String> BRONZE_PROPERTIES =
            java.util.Map.of("delta.dataSkippingStatsColumns", Names.BATCH);

    Dataset<Row> events() {
        return DeltaTables.read(spark, bronze);
    }

    /** Appends classified events to bronze (creating it on the first batch). */
    void appendEvents(Dataset<Row> events) {
        DeltaTables.append(events, bronze, BRONZE_PROPERTIES);
    }

    /** The keys of the non-truncate events of one batch. */
    Dataset<Row> keysOf(int batch) {
        return events().filter(Names.col(Names.BATCH).equalTo(batch).and(Names.col(Names.KIND).lt(Names.TRUNCATE)))
                .select(Names.cols(flow.keyNames())).distinct();
    }

    /** Rows of {@code rows} whose key is among {@code keys}. */
    Dataset<Row> withKeys(Dataset<Row> rows, Dataset<Row> keys) {
        return rows.as("l").join(keys.as("r"), sameKeys("l", "r", flow.keyNames()), "left_semi");
    }

    static Column sameKeys(String left, String right, List<String> keys) {
        Column c = null;
        for (String k : keys) {
            Column eq = org.apache.spark.sql.functions.col(left + "." + Names.quote(k))
                    .equalTo(org.apache.spark.sql.functions.col(right + "." + Names.quote(k)));
            c = c == null ? eq : c.and(eq);
        }
        return c;
    }
}
