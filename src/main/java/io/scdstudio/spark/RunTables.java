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

    Dataset<Row> events() {
        return DeltaTables.read(spark, bronze);
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
