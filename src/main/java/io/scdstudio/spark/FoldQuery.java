package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.DELETE;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.TRUNCATE;
import static io.scdstudio.spark.Names.UPSERT;
import static io.scdstudio.spark.Names.col;
import static io.scdstudio.spark.Names.cols;
import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lag;
import static org.apache.spark.sql.functions.last;
import static org.apache.spark.sql.functions.lead;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
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
 *
 * <p>Both the full target and the incremental MERGE source come from one pass over the events: one shuffle by
 * key, one sort and a chain of windows ({@link #folded}), with no branch that computes it again; an SCD1 flow
 * without ignore-null columns needs only each key's last event ({@link #lastEvents}), one window.
 */
final class FoldQuery {
    private static final String NEXT = "__scd_next";
    private static final String SEG = "__scd_seg";
    private static final String NEW_RUN = "__scd_new_run";
    private static final String TAIL = "__scd_tail";
    private static final String WINNER = "__scd_winner";
    private static final String LAST = "__scd_last";
    private static final String ROW = "__scd_row";

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
        if (flow.scdType() == 1) {
            return lastEvents(events).filter(isUpsert()).select(cols(projection));
        }
        return folded(events).filter(isUpsert().and(col(TAIL))).select(versionColumns());
    }

    /**
     * What a MERGE needs to bring the rows of the events' keys up to date, without reading the target: the rows
     * the events fold to, {@code action} 'u', and a row whose identity is all that counts, {@code action} 'd' (its
     * other columns are an event's and go unread), for every identity the target may hold for these keys that the
     * fold no longer gives. Every target row started at one of its key's stored events, so those identities are
     * known from the events alone: SCD1, a key whose last event deletes it; SCD2, every (key, sequence) that does
     * not head a version now (a late event joined its run to an earlier one, or a tie at that sequence now resolves
     * to a delete).
     */
    Dataset<Row> changes(Dataset<Row> events, String action) {
        if (flow.scdType() == 1) {
            List<Column> out = new ArrayList<>(List.of(cols(projection)));
            out.add(when(isUpsert(), lit("u")).otherwise(lit("d")).as(action));
            return lastEvents(events).select(out.toArray(Column[]::new));
        }
        Dataset<Row> folded = folded(events);
        // An event can give two rows: the version its run ends with (it is the tail) and the identity it no longer
        // heads (it is not the head), so each event becomes an array of at most two (action, start, end) structs.
        Column version = when(
                isUpsert().and(col(TAIL)),
                struct(
                        lit("u").as("a"),
                        col(FlowResolver.START_AT).as("s"),
                        col(NEXT).as("e")));
        Column gone = when(
                col(NEW_RUN).unary_$bang(),
                struct(
                        lit("d").as("a"),
                        col(SEQ).as("s"),
                        lit(null).cast(folded.schema().apply(SEQ).dataType()).as("e")));
        List<Column> exploded = new ArrayList<>(List.of(cols(projection)));
        exploded.add(explode(array(version, gone)).as(ROW));
        List<Column> out = new ArrayList<>(List.of(cols(projection)));
        out.add(col(ROW).getField("s").as(FlowResolver.START_AT));
        out.add(col(ROW).getField("e").as(FlowResolver.END_AT));
        out.add(col(ROW).getField("a").as(action));
        return folded.select(exploded.toArray(Column[]::new))
                .filter(col(ROW).isNotNull())
                .select(out.toArray(Column[]::new));
    }

    /**
     * SCD1: each key's last event in fold order, which decides whether the key has a row and, with ignore-null
     * columns filled from its segment, what the row holds. Without ignore-null columns that is the first row of a
     * window in reverse fold order, and nothing else of the key's history matters.
     */
    private Dataset<Row> lastEvents(Dataset<Row> events) {
        if (!ignoreNull.isEmpty()) {
            return folded(events).filter(col(NEXT).isNull());
        }
        Dataset<Row> all = withTruncates(events);
        WindowSpec lastFirst = Window.partitionBy(cols(keys))
                .orderBy(col(SEQ).desc(), col(KIND).desc(), col(ARRIVAL).desc());
        return all.withColumn(LAST, row_number().over(lastFirst))
                .filter(col(LAST).equalTo(1))
                .drop(LAST);
    }

    /**
     * The surviving events of each key in sequence order, with the event after each ({@code NEXT}) and its
     * segment ({@code SEG}), ignore-null columns filled, and for SCD2 whether an upsert starts a run
     * ({@code NEW_RUN}), the run's start ({@code START_AT}) and whether it ends the run ({@code TAIL}).
     */
    private Dataset<Row> folded(Dataset<Row> events) {
        Dataset<Row> winners = effective(winners(withTruncates(events)));
        return flow.scdType() == 1 ? winners : runs(winners);
    }

    private Dataset<Row> withTruncates(Dataset<Row> events) {
        Dataset<Row> keyed = events.filter(col(KIND).lt(TRUNCATE));
        if (flow.truncates().isEmpty()) {
            return keyed;
        }
        Dataset<Row> truncates =
                events.filter(col(KIND).equalTo(TRUNCATE)).select(col(SEQ)).distinct();
        Dataset<Row> perKey = keyed.select(cols(keys))
                .distinct()
                .crossJoin(truncates)
                .withColumn(KIND, lit(TRUNCATE))
                .withColumn(ARRIVAL, lit(Long.MAX_VALUE));
        return keyed.unionByName(perKey, true);
    }

    /**
     * Every window here is partitioned by the key alone and ordered by the sequence first, so the whole fold
     * costs one shuffle by key and one sort (key, sequence, kind desc, arrival desc): the tie winner is the
     * first row of its sequence in that order, and later windows' (key, sequence) order is a prefix of it.
     */
    private Dataset<Row> winners(Dataset<Row> events) {
        WindowSpec foldOrder = Window.partitionBy(cols(keys))
                .orderBy(col(SEQ), col(KIND).desc(), col(ARRIVAL).desc());
        Column isDelete = when(col(KIND).geq(DELETE), 1).otherwise(0);
        Column winner = col(SEQ).eqNullSafe(lag(col(SEQ), 1).over(foldOrder)).unary_$bang();
        return events.withColumn(WINNER, winner)
                .filter(col(WINNER))
                .drop(WINNER)
                .select(all(
                        events,
                        lead(col(SEQ), 1).over(byKey()).as(NEXT),
                        sum(isDelete).over(soFar()).as(SEG)));
    }

    /**
     * Fills an upsert's ignore-null columns with the last non-NULL value of its segment so far (the open row's
     * value): the last non-NULL upsert value of the key so far, tagged with its segment, counts only if that
     * segment is this one. A delete's own values never count.
     */
    private Dataset<Row> effective(Dataset<Row> winners) {
        if (ignoreNull.isEmpty()) {
            return winners;
        }
        WindowSpec soFar = soFar();
        List<Column> out = new ArrayList<>();
        for (String c : winners.columns()) {
            if (ignoreNull.contains(c)) {
                Column tagged = last(
                                when(isUpsert().and(col(c).isNotNull()), struct(col(SEG).as("s"), col(c).as("v"))),
                                true)
                        .over(soFar);
                out.add(when(tagged.getField("s").equalTo(col(SEG)), tagged.getField("v"))
                        .as(c));
            } else {
                out.add(col(c));
            }
        }
        return winners.select(out.toArray(Column[]::new));
    }

    /**
     * An upsert starts a run when the event before it is not an upsert (it is the key's first event, or follows a
     * delete, which starts a new segment) or a tracked value differs from it; the run starts at its head's
     * sequence, and an upsert is its run's tail when the event after it does not continue the run.
     */
    private Dataset<Row> runs(Dataset<Row> winners) {
        WindowSpec byKey = byKey();
        Column startsRun = lag(col(KIND), 1).over(byKey).eqNullSafe(UPSERT).unary_$bang();
        for (String c : tracked) {
            startsRun =
                    startsRun.or(col(c).eqNullSafe(lag(col(c), 1).over(byKey)).unary_$bang());
        }
        Dataset<Row> flagged =
                winners.select(all(winners, isUpsert().and(startsRun).as(NEW_RUN)));
        Column continues = isUpsert().and(col(NEW_RUN).unary_$bang());
        return flagged.select(all(
                flagged,
                last(when(col(NEW_RUN), col(SEQ)), true).over(soFar()).as(FlowResolver.START_AT),
                coalesce(lead(continues, 1).over(byKey), lit(false))
                        .unary_$bang()
                        .as(TAIL)));
    }

    private Column[] versionColumns() {
        List<Column> out = new ArrayList<>(List.of(cols(projection)));
        out.add(col(FlowResolver.START_AT));
        out.add(col(NEXT).as(FlowResolver.END_AT));
        return out.toArray(Column[]::new);
    }

    private static Column isUpsert() {
        return col(KIND).equalTo(UPSERT);
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
