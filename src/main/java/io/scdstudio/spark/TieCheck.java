package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.col;
import static io.scdstudio.spark.Names.cols;
import static org.apache.spark.sql.functions.lag;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;

import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.FlowWarnings;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;

/**
 * Rule U1's warning: upserts with one key and one sequence value whose target rows differ. Consecutive tied
 * upserts in arrival order are compared, as the fold meets them.
 */
final class TieCheck {
    private final ResolvedFlow flow;

    TieCheck(ResolvedFlow flow) {
        this.flow = flow;
    }

    Optional<FlowWarning> check(Dataset<Row> events) {
        if (!(flow.flow() instanceof CdcFlowSettings c)) {
            return Optional.empty();
        }
        List<String> keys = flow.keyNames();
        WindowSpec tie = Window.partitionBy(cols(Names.plus(keys, SEQ))).orderBy(col(ARRIVAL));
        Column differs = lit(false);
        for (String name : flow.names(flow.projection())) {
            differs =
                    differs.or(col(name).eqNullSafe(lag(col(name), 1).over(tie)).unary_$bang());
        }
        Column tied = lag(col(ARRIVAL), 1).over(tie).isNotNull().and(differs);
        Dataset<Row> found = events.filter(col(KIND).equalTo(Names.UPSERT))
                .withColumn("__scd_tied", tied)
                .filter(col("__scd_tied"))
                .select(cols(Names.plus(keys, SEQ)))
                .distinct();
        long count = found.count();
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(FlowWarnings.ambiguousSequence(
                listed(found, keys.size()),
                Math.max(0, count - FlowWarnings.LISTED),
                c.sequenceBy().columns()));
    }

    /**
     * U2: keys with a delete and an upsert at one sequence value, listed as the in-memory engine lists them (in key
     * and sequence order, the first {@value FlowWarnings#LISTED}, then how many more).
     */
    Optional<FlowWarning> deleteTies(Dataset<Row> events) {
        if (!(flow.flow() instanceof CdcFlowSettings c)) {
            return Optional.empty();
        }
        List<String> keys = flow.keyNames();
        Dataset<Row> tied = events.groupBy(cols(Names.plus(keys, SEQ)))
                .agg(
                        max(col(KIND).equalTo(Names.DELETE)).as("__scd_has_delete"),
                        max(col(KIND).equalTo(Names.UPSERT)).as("__scd_has_upsert"))
                .filter(col("__scd_has_delete").and(col("__scd_has_upsert")))
                .select(cols(Names.plus(keys, SEQ)));
        long count = tied.count();
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(FlowWarnings.deleteTiesUpsert(
                listed(tied.orderBy(cols(Names.plus(keys, SEQ))), keys.size()),
                Math.max(0, count - FlowWarnings.LISTED),
                c.sequenceBy().columns()));
    }

    /** The first {@value FlowWarnings#LISTED} tied keys, as "key at sequence s". */
    private static List<String> listed(Dataset<Row> tied, int keyCount) {
        List<String> shown = new ArrayList<>();
        for (Row r : tied.limit(FlowWarnings.LISTED).collectAsList()) {
            shown.add(key(r, keyCount) + " at sequence " + CanonicalText.render(r.get(keyCount)));
        }
        return shown;
    }

    private static String key(Row r, int n) {
        if (n == 1) {
            return CanonicalText.render(r.get(0));
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            parts.add(CanonicalText.render(r.get(i)));
        }
        return "(" + String.join(", ", parts) + ")";
    }
}
