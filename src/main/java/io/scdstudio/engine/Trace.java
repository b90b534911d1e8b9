package io.scdstudio.engine;

import io.scdstudio.model.Row;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.BiConsumer;

/**
 * The trace of a run: one entry per event, in arrival order. An engine may keep it in any form (the in-memory
 * engine keeps it column by column and makes an entry, with its rows, when one is asked for), so entries are
 * read by index; {@link #entries()} is a view that makes them as it goes.
 */
public abstract class Trace {
    private static final Trace EMPTY = new Trace() {
        @Override
        public int size() {
            return 0;
        }

        @Override
        public TraceEntry get(int index) {
            throw new IndexOutOfBoundsException(index);
        }

        @Override
        public String keyAt(int index) {
            throw new IndexOutOfBoundsException(index);
        }

        @Override
        public Outcome outcomeAt(int index) {
            throw new IndexOutOfBoundsException(index);
        }
    };

    public static Trace empty() {
        return EMPTY;
    }

    public abstract int size();

    /** The entry of the {@code index}-th event (0-based arrival order). */
    public abstract TraceEntry get(int index);

    /** The key of the {@code index}-th event as {@link TraceEntry#key()} shows it, without making the entry. */
    public abstract String keyAt(int index);

    /** What the {@code index}-th event did, without making the entry. */
    public abstract Outcome outcomeAt(int index);

    /** The target rows the {@code index}-th event removed, as {@link TraceEntry#removed()}, without making the entry. */
    public List<Row> removedAt(int index) {
        return get(index).removed();
    }

    /** The target rows the {@code index}-th event added, as {@link TraceEntry#added()}, without making the entry. */
    public List<Row> addedAt(int index) {
        return get(index).added();
    }

    /**
     * Tells {@code interval} the {@code __START_AT} and {@code __END_AT} of each row the {@code index}-th event added to
     * an SCD type 2 target, whose columns {@code start} and {@code end} hold them, without making the rows: a walk of
     * a big trace for its intervals made a row per version for two of its values.
     */
    public void addedIntervalsAt(int index, int start, int end, BiConsumer<Object, Object> interval) {
        for (Row row : addedAt(index)) {
            interval.accept(row.get(start), row.get(end));
        }
    }

    /** Every entry, in arrival order: a read-only view that makes each entry when it is read. */
    public final List<TraceEntry> entries() {
        return new Entries();
    }

    /** The entries of one key (by its display text), in arrival order. */
    public final List<TraceEntry> forKey(String key) {
        List<TraceEntry> out = new ArrayList<>();
        for (int i = 0; i < size(); i++) {
            if (key.equals(keyAt(i))) {
                out.add(get(i));
            }
        }
        return out;
    }

    private final class Entries extends AbstractList<TraceEntry> implements RandomAccess {
        @Override
        public TraceEntry get(int index) {
            return Trace.this.get(index);
        }

        @Override
        public int size() {
            return Trace.this.size();
        }
    }
}
