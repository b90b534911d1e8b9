package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.DELETE;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.TRUNCATE;
import static io.scdstudio.spark.Names.UPSERT;
import static io.scdstudio.spark.Names.col;
import static io.scdstudio.spark.Names.cols;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.lag;
import static org.apache.spark.sql.functions.last;
import static org.apache.spark.sql.functions.lead;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.struct;
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
    private static final String TAIL = "__scd_tail";
    private static final String WINNER = "__scd_winner";

    private final ResolvedFlow flow;
    private final List<String> keys;
    private final List<String> projection;
    private final List<String> tracked;
    private final List<String> ignoreNull;

    FoldQuery(ResolvedFlow flow) {
        this.flow = flow;
        this.keys = flow.keyNames();
        this.projection = flow.names(flow.projection());
        this.tracked = flow.names(flow.tracked());
        this.ignoreNull = flow.names(flow.ignoreNull());
    }

    /** The target rows the events fold to, columns as {@link ResolvedFlow#target()} orders them. */
    Dataset<Row> target(Dataset<Row> events) {
        Dataset<Row> upserts = effectiveUpserts(upserts(winners(withTruncates(events))));
        return flow.scdType() == 1 ? scd1(upserts) : scd2(flagRuns(upserts));
    }

    /**
     * What a MERGE needs to bring the rows of the events' keys up to date, without reading the target: the rows
     * the events fold to, {@code action} 'u', and a row of identity only, {@code action} 'd', for every identity
     * the target may hold for these keys that the fold no longer gives. Every target row started at one of its
     * key's stored events, so those identities are known from the events alone: SCD1, a key whose last event
     * deletes it; SCD2, every (key, sequence) that does not head a version now (a late event joined its run to an
     * earlier one, or a tie at that sequence now resolves to a delete).
     */
    Dataset<Row> changes(Dataset<Row> events, String action) {
        Dataset<Row> winners = winners(withTruncates(events));
        Dataset<Row> upserts = effectiveUpserts(upserts(winners));
        Dataset<Row> notUpserts = winners.filter(col(KIND).notEqual(UPSERT));
        Dataset<Row> rows;
        Dataset<Row> gone;
        if (flow.scdType() == 1) {
            rows = scd1(upserts);
            gone = notUpserts.filter(col(NEXT).isNull()).select(cols(keys));
        } else {
            Dataset<Row> flagged = flagRuns(upserts);
            rows = scd2(flagged);
            List<Column> identity = new ArrayList<>(List.of(cols(keys)));
            identity.add(col(SEQ).as(FlowResolver.START_AT));
            Column[] id = identity.toArray(Column[]::new);
            gone = flagged.filter(col(NEW_RUN).equalTo(0)).select(id).unionByName(notUpserts.select(id));
        }
        return rows.withColumn(action, lit("u")).unionByName(gone.withColumn(action, lit("d")), true);
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

    /**
     * Every window here is partitioned by the key alone and ordered by the sequence first, so the whole fold
     * costs one shuffle by key and one sort (key, sequence, kind desc, arrival desc): the tie winner is the
     * first row of its sequence in that order, and later windows' (key, sequence) order is a prefix of it.
     */
    private Dataset<Row> winners(Dataset<Row> events) {
        WindowSpec foldOrder = Window.partitionBy(cols(keys)).orderBy(col(SEQ), col(KIND).desc(), col(ARRIVAL).desc());
        Column isDelete = when(col(KIND).geq(DELETE), 1).otherwise(0);
        Column winner = col(SEQ).eqNullSafe(lag(col(SEQ), 1).over(foldOrder)).unary_$bang();
        return events.withColumn(WINNER, winner).filter(col(WINNER)).drop(WINNER)
                .select(all(events, lead(col(SEQ), 1).over(byKey()).as(NEXT), sum(isDelete).over(soFar()).as(SEG)));
    }

    private static Dataset<Row> upserts(Dataset<Row> winners) {
        return winners.filter(col(KIND).equalTo(UPSERT));
    }

    /**
     * Fills ignore-null columns with the last non-NULL value of the segment so far (the open row's value): the
     * last non-NULL value of the key so far, tagged with its segment, counts only if that segment is this one.
     */
    private Dataset<Row> effectiveUpserts(Dataset<Row> upserts) {
        if (ignoreNull.isEmpty()) {
            return upserts;
        }
        WindowSpec soFar = soFar();
        List<Column> out = new ArrayList<>();
        for (String c : upserts.columns()) {
            if (ignoreNull.contains(c)) {
                Column tagged = last(when(col(c).isNotNull(), struct(col(SEG).as("s"), col(c).as("v"))), true)
                        .over(soFar);
                out.add(when(tagged.getField("s").equalTo(col(SEG)), tagged.getField("v")).as(c));
            } else {
                out.add(col(c));
            }
        }
        return upserts.select(out.toArray(Column[]::new));
    }

    private Dataset<Row> scd1(Dataset<Row> upserts) {
        return upserts.filter(col(NEXT).isNull()).select(cols(projection));
    }

    /**
     * A run starts at a key's first upsert, after a delete (a new segment) or where a tracked value changes;
     * its row has the tail's values, starts at the head's sequence and ends at the event after the tail.
     */
    private Dataset<Row> flagRuns(Dataset<Row> upserts) {
        WindowSpec byKey = byKey();
        Column previousSeg = lag(col(SEG), 1).over(byKey);
        Column changed = previousSeg.isNull().or(previousSeg.notEqual(col(SEG)));
        for (String c : tracked) {
            changed = changed.or(col(c).eqNullSafe(lag(col(c), 1).over(byKey)).unary_$bang());
        }
        return upserts.select(all(upserts, when(changed, 1).otherwise(0).as(NEW_RUN)));
    }

    private Dataset<Row> scd2(Dataset<Row> flagged) {
        WindowSpec byKey = byKey();
        WindowSpec soFar = soFar();
        // START_AT: the latest run head's sequence; TAIL: 1 when the next upsert starts a new run (or there is none).
        Dataset<Row> runs = flagged.select(all(flagged,
                last(when(col(NEW_RUN).equalTo(1), col(SEQ)), true).over(soFar).as(FlowResolver.START_AT),
                coalesce(lead(col(NEW_RUN), 1).over(byKey), lit(1)).as(TAIL)));
        List<Column> out = new ArrayList<>(List.of(cols(projection)));
        out.add(col(FlowResolver.START_AT));
        out.add(col(NEXT).as(FlowResolver.END_AT));
        return runs.filter(col(TAIL).equalTo(1)).select(out.toArray(Column[]::new));
    }

    /** A key's events in sequence order. */
    private WindowSpec byKey() {
        return Window.partitionBy(cols(keys)).orderBy(col(SEQ));
    }

    /** A key's events up to and including this one, in sequence order. */
    private WindowSpec soFar() {
        return byKey().rowsBetween(Window.unboundedPreceding(), Window.currentRow());
    }

    private static Column[] all(Dataset<Row> d, Column... more) {
        List<Column> out = new ArrayList<>(List.of(cols(List.of(d.columns()))));
        out.addAll(List.of(more));
        return out.toArray(Column[]::new);
    }
}
