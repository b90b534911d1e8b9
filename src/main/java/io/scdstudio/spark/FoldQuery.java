package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.DELETE;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.TRUNCATE;
import static io.scdstudio.spark.Names.UPSERT;
import static io.scdstudio.spark.Names.col;
import static io.scdstudio.spark.Names.cols;
import static org.apache.spark.sql.functions.lag;
import static org.apache.spark.sql.functions.last;
import static org.apache.spark.sql.functions.lead;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import io.scdstudio.engine.FlowResolver;
import io.scdstudio.engine.ResolvedFlow;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;

/**
 * The canonical fold of spec §2 as window functions over a set of events (bronze rows): every truncate
 * becomes a delete of every key at its sequence; per key and sequence only the last event in fold order
 * (kind rank, then arrival) survives, which drops tie losers whole (U1, U2); a delete starts a new segment,
 * within which an ignore-null column takes its last non-NULL value (U11–U13); SCD1 keeps a key whose last
 * event is an upsert; SCD2 cuts each segment into runs of equal tracked values (U9), each run one version
 * from its head's sequence to the event after its tail, with the tail's values (spec §8.1).
 */
final class FoldQuery {
    private static final String NEXT = "__scd_next";
    private static final String SEG = "__scd_seg";
    private static final String NEW_RUN = "__scd_new_run";
    private static final String RUN = "__scd_run";
    private static final String RANK = "__scd_rank";

    private final ResolvedFlow flow;
    private final List<String> keys;
    private final List<String> projection = new ArrayList<>();
    private final List<String> tracked = new ArrayList<>();
    private final List<String> ignoreNull = new ArrayList<>();

    FoldQuery(ResolvedFlow flow) {
        this.flow = flow;
        this.keys = flow.keyNames();
        for (int i : flow.projection()) {
            projection.add(flow.source().column(i).name());
        }
        for (int i : flow.tracked()) {
            tracked.add(flow.source().column(i).name());
        }
        for (int i : flow.ignoreNull()) {
            ignoreNull.add(flow.source().column(i).name());
        }
    }

    /** The target rows the events fold to, columns as {@link ResolvedFlow#target()} orders them. */
    Dataset<Row> target(Dataset<Row> events) {
        Dataset<Row> upserts = effectiveUpserts(lastPerSequence(withTruncates(events)));
        return flow.scdType() == 1 ? scd1(upserts) : scd2(upserts);
    }

    private Dataset<Row> withTruncates(Dataset<Row> events) {
        Dataset<Row> keyed = events.filter(col(KIND).lt(TRUNCATE));
        if (flow.truncates().isEmpty()) {
            return keyed;
        }
        Dataset<Row> truncates = events.filter(col(KIND).equalTo(TRUNCATE)).select(col(SEQ)).distinct();
        Dataset<Row> perKey = keyed.select(cols(keys)).distinct().crossJoin(truncates)
                .withColumn(KIND, lit(TRUNCATE)).withColumn(ARRIVAL, lit(Long.MAX_VALUE));
        return keyed.unionByName(perKey, true);
    }

    private Dataset<Row> lastPerSequence(Dataset<Row> events) {
        WindowSpec tie = Window.partitionBy(cols(Names.plus(keys, SEQ))).orderBy(col(KIND).desc(), col(ARRIVAL).desc());
        WindowSpec byKey = Window.partitionBy(cols(keys)).orderBy(col(SEQ));
        Column isDelete = when(col(KIND).geq(DELETE), 1).otherwise(0);
        return events.withColumn(RANK, row_number().over(tie)).filter(col(RANK).equalTo(1))
                .select(all(events, lead(col(SEQ), 1).over(byKey).as(NEXT),
                        sum(isDelete).over(byKey.rowsBetween(Window.unboundedPreceding(), Window.currentRow())).as(SEG)))
                .filter(col(KIND).equalTo(UPSERT));
    }

    /** Fills ignore-null columns with the last non-NULL value of the segment so far (the open row's value). */
    private Dataset<Row> effectiveUpserts(Dataset<Row> upserts) {
        if (ignoreNull.isEmpty()) {
            return upserts;
        }
        WindowSpec seg = Window.partitionBy(cols(Names.plus(keys, SEG))).orderBy(col(SEQ))
                .rowsBetween(Window.unboundedPreceding(), Window.currentRow());
        List<Column> out = new ArrayList<>();
        for (String c : upserts.columns()) {
            out.add(ignoreNull.contains(c) ? last(col(c), true).over(seg).as(c) : col(c));
        }
        return upserts.select(out.toArray(Column[]::new));
    }

    private Dataset<Row> scd1(Dataset<Row> upserts) {
        return upserts.filter(col(NEXT).isNull()).select(cols(projection));
    }

    private Dataset<Row> scd2(Dataset<Row> upserts) {
        WindowSpec seg = Window.partitionBy(cols(Names.plus(keys, SEG))).orderBy(col(SEQ));
        Column changed = lag(col(SEQ), 1).over(seg).isNull();
        for (String c : tracked) {
            changed = changed.or(col(c).eqNullSafe(lag(col(c), 1).over(seg)).unary_$bang());
        }
        WindowSpec byKey = Window.partitionBy(cols(keys)).orderBy(col(SEQ))
                .rowsBetween(Window.unboundedPreceding(), Window.currentRow());
        Dataset<Row> flagged = upserts.select(all(upserts, when(changed, 1).otherwise(0).as(NEW_RUN)));
        Dataset<Row> runs = flagged.select(all(flagged, sum(col(NEW_RUN)).over(byKey).as(RUN)));
        WindowSpec run = Window.partitionBy(cols(Names.plus(keys, RUN)));
        WindowSpec tail = Window.partitionBy(cols(Names.plus(keys, RUN))).orderBy(col(SEQ).desc());
        List<Column> out = new ArrayList<>(List.of(cols(projection)));
        out.add(col(FlowResolver.START_AT));
        out.add(col(NEXT).as(FlowResolver.END_AT));
        return runs.select(all(runs, min(col(SEQ)).over(run).as(FlowResolver.START_AT),
                        row_number().over(tail).as(RANK)))
                .filter(col(RANK).equalTo(1)).select(out.toArray(Column[]::new));
    }

    private static Column[] all(Dataset<Row> d, Column... more) {
        List<Column> out = new ArrayList<>(List.of(cols(List.of(d.columns()))));
        out.addAll(List.of(more));
        return out.toArray(Column[]::new);
    }
}
