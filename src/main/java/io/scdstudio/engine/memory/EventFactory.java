package io.scdstudio.engine.memory;

import io.scdstudio.engine.DataErrors;
import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.StructValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinTask;

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
    private final EventKinds kinds;
    private int bothConditions;

    /** Parts a batch is classified in at once, and the fewest rows worth a second part (0: any batch). */
    private final int threads;

    private final int minRowsToSplit;

    private final ColumnClassifier columns;

    /** {@code fromColumns}: whether a batch is classified from its columns where they allow it. */
    EventFactory(ResolvedFlow flow, String source, int threads, int minRowsToSplit, boolean fromColumns) {
        this.flow = flow;
        this.keys = new KeyValues(flow.keys());
        this.source = source;
        this.kinds = new EventKinds(flow);
        this.threads = Math.max(1, threads);
        this.minRowsToSplit = minRowsToSplit;
        this.columns = fromColumns ? new ColumnClassifier(flow, source, kinds) : null;
    }

    /**
     * Adds the batch's events to the store; on a bad row the store is left as it was and the error names the first
     * bad row. Rows are independent, so a large batch is classified in parts on several threads: reading each row's
     * conditions, key and sequence was a quarter of a million-event fold.
     */
    NewEvents classify(Batch batch, EventStore store, KeyMap known) {
        int n = batch.rows().size();
        store.chooseTrackedCodes(batch.rows());
        ColumnClassifier.Plan plan =
                columns == null ? null : columns.plan(batch, store, known.codec(), row -> sequenceOf(row, 0));
        int first = store.claim(n);
        Object[] keys = plan == null ? new Object[n] : null;
        int[] slots = plan == null ? new int[n] : null;
        int parts = n > 0 && n >= minRowsToSplit ? Math.min(threads, n) : 1;
        Part[] done = new Part[parts];
        if (parts == 1) {
            done[0] = plan != null
                    ? plan.classify(first, 0, n)
                    : classify(batch, store, keys, slots, known, first, 0, n, store.writer());
        } else {
            List<ForkJoinTask<?>> tasks = new ArrayList<>(parts);
            for (int p = 0; p < parts; p++) {
                int from = (int) ((long) n * p / parts);
                int to = (int) ((long) n * (p + 1) / parts);
                int at = p;
                tasks.add(ForkJoinTask.adapt(() -> done[at] = plan != null
                        ? plan.classify(first, from, to)
                        : classify(batch, store, keys, slots, known, first, from, to, store.writer())));
            }
            ForkJoinTask.invokeAll(tasks);
        }
        boolean allWords = true;
        for (Part part : done) {
            bothConditions += part.bothConditions();
            allWords &= part.allWords();
            if (part.error() != null) {
                store.truncateTo(first);
                throw located(part.error(), batch.lineOf(part.failedAt()));
            }
        }
        if (!allWords) {
            store.dropWords();
        }
        return plan != null
                ? NewEvents.ofCodes(first, plan.keyCodes(), batch, this.keys, store)
                : NewEvents.ofKeys(first, keys, slots);
    }

    /** Works out the columns {@link #classify} would read from the batch, which the batch keeps. */
    void readColumns(Batch batch, EventStore store, KeyMap known) {
        store.chooseTrackedCodes(batch.rows());
        if (columns != null) {
            columns.plan(batch, store, known.codec(), row -> sequenceOf(row, 0));
        }
    }

    /**
     * What classifying rows {@code [from, to)} gave: whether every sequence could be written as words, the rows that
     * matched both conditions, and the first bad row's error (then the part stopped there).
     */
    record Part(boolean allWords, int bothConditions, int failedAt, ScdException error) {}

    /**
     * Also looks up each key's slot in {@code known}, which no thread changes while batches are classified: on every
     * core, while the key is in the cache, rather than on the folding thread alone.
     */
    private Part classify(
            Batch batch,
            EventStore store,
            Object[] keys,
            int[] slots,
            KeyMap known,
            int first,
            int from,
            int to,
            EventStore.Writer writer) {
        boolean allWords = true;
        int both = 0;
        for (int i = from; i < to; i++) {
            Row row = batch.rows().get(i);
            try {
                EventKind kind = kinds.of(row);
                both += kinds.matchesBoth(row, kind) ? 1 : 0;
                Object seq = sequenceOf(row, batch.lineOf(i));
                keys[i] = keyOf(row, kind, batch.lineOf(i));
                slots[i] = keys[i] == null ? -1 : known.slotOf(keys[i]);
                allWords &= store.write(
                        first + i, batch.firstArrival() + i, batch.number(), batch.lineOf(i), kind, row, seq, writer);
            } catch (ScdException e) {
                return new Part(allWords, both, i, e);
            }
        }
        return new Part(allWords, both, -1, null);
    }

    private ScdException located(ScdException e, int line) {
        return e.location().isPresent() && e.location().get().line() > 0
                ? e
                : Errors.locate(
                        e,
                        Location.at(
                                source,
                                line,
                                e.location().map(Location::column).orElse(0),
                                e.location().flatMap(Location::field).orElse(null)));
    }

    /** How many rows so far matched both the delete and the truncate condition (U4 warns about them). */
    int rowsMatchingBothConditions() {
        return bothConditions;
    }

    /** The event's key, NULL for a truncate. */
    private Object keyOf(Row row, EventKind kind, int line) {
        if (kind == EventKind.TRUNCATE) {
            return null;
        }
        int nullKey = keys.firstNullKey(row);
        if (nullKey >= 0) {
            throw DataErrors.nullKey(source, line, flow.source().column(nullKey).name());
        }
        return keys.keyOf(row);
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
        Object[] fields = new Object[seq.length];
        boolean nulls = false;
        for (int i = 0; i < seq.length; i++) {
            fields[i] = row.get(seq[i]);
            nulls |= fields[i] == null;
        }
        // An immutable list the STRUCT keeps as it is: one small object per event, not a copy of a copy.
        return new StructValue(
                flow.sequenceNames(), flow.sequenceFieldTypes(), nulls ? Arrays.asList(fields) : List.of(fields));
    }
}
