package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.BOTH;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.when;

import io.scdstudio.engine.DataErrors;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ScdException;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * The data checks of a micro-batch (spec D7), as one Spark aggregate over the classified events: the first
 * row in arrival order with a NULL sequence or, unless it is a truncate (U14), a NULL key column fails the
 * whole batch with {@code NULL_SEQUENCE} or {@code NULL_KEY}, naming the file, line and column.
 */
final class BatchChecks {
    private final ResolvedFlow flow;
    private final String file;

    /** What the aggregate found: rows matching both conditions, truncates in the batch. */
    record Stats(long bothConditions, long truncates) {}

    BatchChecks(ResolvedFlow flow, String file) {
        this.flow = flow;
        this.file = file;
    }

    /**
     * Whether {@link #checkRows} can check a batch without Spark: with no truncate condition no row is a
     * truncate (so no row matches both conditions, and every NULL key counts), and only NULLs are looked for.
     */
    boolean inDriver() {
        return flow.truncates().isEmpty();
    }

    /**
     * The same check as {@link #check} on the driver's rows, before anything is written: the first row in
     * arrival order with a NULL sequence or key fails the batch. Only when {@link #inDriver()}.
     */
    Stats checkRows(Batch batch) {
        int seq = flow.structSequence() ? -1 : flow.sequence()[0];
        int[] keys = flow.keys();
        for (int i = 0; i < batch.rows().size(); i++) {
            var row = batch.rows().get(i);
            boolean bad = seq >= 0 && row.get(seq) == null;
            for (int k = 0; k < keys.length && !bad; k++) {
                bad = row.get(keys[k]) == null;
            }
            if (bad) {
                throw errorAt(batch, i);
            }
        }
        return new Stats(0, 0);
    }

    Stats check(Dataset<Row> events, Batch batch) {
        Column nullSeq = lit(false);
        if (!flow.structSequence()) {
            nullSeq = col(flow.source().column(flow.sequence()[0]).name()).isNull();
        }
        Column nullKey = lit(false);
        for (String k : flow.keyNames()) {
            nullKey = nullKey.or(col(k).isNull());
        }
        nullKey = nullKey.and(col(KIND).lt(Names.TRUNCATE));
        Row r = events.agg(
                        min(when(nullSeq.or(nullKey), col(ARRIVAL))),
                        count(when(col(BOTH), 1)),
                        count(when(col(KIND).equalTo(Names.TRUNCATE), 1)))
                .first();
        if (!r.isNullAt(0)) {
            throw errorAt(batch, (int) (r.getLong(0) - batch.firstArrival()));
        }
        return new Stats(r.getLong(1), r.getLong(2));
    }

    /** The same error the in-memory engine raises for that row: the sequence is checked before the keys. */
    private ScdException errorAt(Batch batch, int index) {
        var row = batch.rows().get(index);
        int line = batch.lineOf(index);
        if (!flow.structSequence() && row.get(flow.sequence()[0]) == null) {
            String column = flow.source().column(flow.sequence()[0]).name();
            return DataErrors.nullSequence(file, line, column);
        }
        for (int k : flow.keys()) {
            if (row.get(k) == null) {
                return nullKey(file, line, flow.source().column(k).name());
            }
        }
        throw new IllegalStateException("Spark found a NULL key or sequence that the row does not have");
    }

    static ScdException nullKey(String file, int line, String column) {
        return DataErrors.nullKey(file, line, column);
    }
}
