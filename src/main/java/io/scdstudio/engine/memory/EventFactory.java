package io.scdstudio.engine.memory;

import io.scdstudio.engine.DataErrors;
import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.expr.Condition;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.StructValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the rows of a micro-batch into classified events (spec §2 steps 0–1): truncate if the truncate
 * condition is TRUE, else delete if the delete condition is TRUE, else upsert (U3, U4); then checks that
 * the sequence is non-NULL and, except on truncates (U14), every key column too. A bad row fails the whole
 * batch before anything is applied, naming the file, line and column.
 */
final class EventFactory {
    private final ResolvedFlow flow;
    private final KeyValues keys;
    private final String source;
    private final Condition deletes;
    private final Condition truncates;
    private int bothConditions;

    EventFactory(ResolvedFlow flow, String source) {
        this.flow = flow;
        this.keys = new KeyValues(flow.keys());
        this.source = source;
        this.deletes = flow.deletes().orElse(null);
        this.truncates = flow.truncates().orElse(null);
    }

    /** Adds the batch's events to the store; on a bad row the store is left as it was and the error names the row. */
    NewEvents classify(Batch batch, EventStore store) {
        int first = store.size();
        Object[] keys = new Object[batch.rows().size()];
        store.reserve(keys.length);
        for (int i = 0; i < keys.length; i++) {
            Row row = batch.rows().get(i);
            int line = batch.lineOf(i);
            try {
                keys[i] = add(store, row, batch.firstArrival() + i, batch.number(), line);
            } catch (ScdException e) {
                store.truncateTo(first);
                throw e.location().isPresent() && e.location().get().line() > 0
                        ? e
                        : Errors.locate(
                                e,
                                Location.at(
                                        source,
                                        line,
                                        e.location().map(Location::column).orElse(0),
                                        e.location().flatMap(Location::field).orElse(null)));
            }
        }
        return new NewEvents(first, keys);
    }

    /** How many rows so far matched both the delete and the truncate condition (U4 warns about them). */
    int rowsMatchingBothConditions() {
        return bothConditions;
    }

    /** Adds one event; returns its key (NULL for a truncate). */
    private Object add(EventStore store, Row row, long arrival, int batch, int line) {
        EventKind kind = kindOf(row);
        Object seq = sequenceOf(row, line);
        Object key = null;
        if (kind != EventKind.TRUNCATE) {
            int nullKey = keys.firstNullKey(row);
            if (nullKey >= 0) {
                throw DataErrors.nullKey(
                        source, line, flow.source().column(nullKey).name());
            }
            key = keys.keyOf(row);
        }
        store.add(arrival, batch, line, kind, row, seq);
        return key;
    }

    private EventKind kindOf(Row row) {
        boolean truncate = truncates != null && truncates.isTrue(row);
        boolean delete = deletes != null && deletes.isTrue(row);
        if (truncate) {
            if (delete) {
                bothConditions++;
            }
            return EventKind.TRUNCATE;
        }
        return delete ? EventKind.DELETE : EventKind.UPSERT;
    }

    private Object sequenceOf(Row row, int line) {
        int[] seq = flow.sequence();
        if (!flow.structSequence()) {
            Object value = row.get(seq[0]);
            if (value == null) {
                throw DataErrors.nullSequence(
                        source, line, flow.source().column(seq[0]).name());
            }
            return value;
        }
        List<Object> fields = new ArrayList<>(seq.length);
        for (int i : seq) {
            fields.add(row.get(i));
        }
        return new StructValue(flow.sequenceNames(), flow.sequenceFieldTypes(), fields);
    }
}
