package io.scdstudio.engine.memory;

import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The in-memory run's trace, column by column: per event its store id, key, outcome, the event or sequence the
 * outcome refers to, and the target rows it removed and added as (source row, start, end) triples that share
 * the fold's rows. An entry, with its projected rows and its event's fields from the store, is made only when
 * it is read: a million entries as objects with their rows cost more time and heap than the fold itself.
 *
 * <p>Slots are reserved a batch at a time and filled by position, so the threads of a parallel traced batch
 * each fill their own events' slots.
 */
final class ColumnTrace extends Trace {
    private static final Outcome[] OUTCOMES = Outcome.values();

    private final int scdType;
    private final boolean fromSnapshots;
    private final EventStore store;
    private final TargetRows rows;
    /**
     * Entries are kept in chunks of this many (46 kB), so a growing trace never copies what it holds and a short
     * one stays small.
     */
    private static final int CHUNK_BITS = 10;

    private static final int CHUNK_MASK = (1 << CHUNK_BITS) - 1;
    private final List<Chunk> chunks = new ArrayList<>();
    private int size;

    /**
     * The columns of {@code 1 << CHUNK_BITS} entries. Entry i's rows are {@code removed[i]} then {@code added[i]}
     * triples in {@code diffs[i]} from {@code offsets[i]}.
     */
    private static final class Chunk {
        final int[] ids = new int[1 << CHUNK_BITS];
        final KeyHistory[] keys = new KeyHistory[1 << CHUNK_BITS];
        final byte[] outcomes = new byte[1 << CHUNK_BITS];
        final Object[] otherSeqs = new Object[1 << CHUNK_BITS];
        final long[] otherEvents = new long[1 << CHUNK_BITS];
        final Object[] rangeStarts = new Object[1 << CHUNK_BITS];
        final Object[] rangeEnds = new Object[1 << CHUNK_BITS];
        final Object[][] diffs = new Object[1 << CHUNK_BITS][];
        final int[] offsets = new int[1 << CHUNK_BITS];
        final int[] removedCounts = new int[1 << CHUNK_BITS];
        final int[] addedCounts = new int[1 << CHUNK_BITS];
    }

    ColumnTrace(int scdType, boolean fromSnapshots, EventStore store, TargetRows rows) {
        this.scdType = scdType;
        this.fromSnapshots = fromSnapshots;
        this.store = store;
        this.rows = rows;
    }

    /** Reserves {@code count} slots after the last one and returns the position of the first. */
    int reserve(int count) {
        int first = size;
        size += count;
        while (chunks.size() << CHUNK_BITS < size) {
            chunks.add(new Chunk());
        }
        return first;
    }

    /**
     * Fills slot {@code position}: event {@code id} of key {@code key} (null for a truncate), what it did,
     * and the rows of {@code diff}, copied into the recording thread's {@code rowChunks}.
     */
    void set(
            int position,
            int id,
            KeyHistory key,
            Outcome outcome,
            Object otherSeq,
            long otherEvent,
            Object rangeStart,
            Object rangeEnd,
            TailDiff diff,
            TripleChunks rowChunks) {
        Chunk c = chunks.get(position >>> CHUNK_BITS);
        int i = position & CHUNK_MASK;
        c.ids[i] = id;
        c.keys[i] = key;
        c.outcomes[i] = (byte) outcome.ordinal();
        c.otherSeqs[i] = otherSeq;
        c.otherEvents[i] = otherEvent;
        c.rangeStarts[i] = rangeStart;
        c.rangeEnds[i] = rangeEnd;
        int removed = diff.removedCount();
        int added = diff.addedCount();
        int length = 3 * (removed + added);
        if (length > 0) {
            Object[] triples = rowChunks.room(length);
            diff.copyTo(triples, rowChunks.offset());
            c.diffs[i] = triples;
            c.offsets[i] = rowChunks.offset();
            rowChunks.advance(length);
        }
        c.removedCounts[i] = removed;
        c.addedCounts[i] = added;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public String keyAt(int index) {
        KeyHistory h = chunk(index).keys[index & CHUNK_MASK];
        return h == null ? "" : h.display();
    }

    @Override
    public Outcome outcomeAt(int index) {
        return OUTCOMES[chunk(index).outcomes[index & CHUNK_MASK]];
    }

    @Override
    public List<Row> removedAt(int index) {
        Chunk c = chunk(index);
        int i = index & CHUNK_MASK;
        return targetRows(c.diffs[i], c.offsets[i], 0, c.removedCounts[i]);
    }

    @Override
    public List<Row> addedAt(int index) {
        Chunk c = chunk(index);
        int i = index & CHUNK_MASK;
        int removed = c.removedCounts[i];
        return targetRows(c.diffs[i], c.offsets[i], removed, removed + c.addedCounts[i]);
    }

    /** Read from the version triples the rows are made of, which hold the interval as the rows do. */
    @Override
    public void addedIntervalsAt(int index, int start, int end, BiConsumer<Object, Object> interval) {
        if (scdType != 2) {
            super.addedIntervalsAt(index, start, end, interval);
            return;
        }
        Chunk c = chunk(index);
        int i = index & CHUNK_MASK;
        Object[] diff = c.diffs[i];
        int from = c.offsets[i] + 3 * c.removedCounts[i];
        for (int j = from; j < from + 3 * c.addedCounts[i]; j += 3) {
            interval.accept(diff[j + 1], diff[j + 2]);
        }
    }

    @Override
    public TraceEntry get(int index) {
        Chunk c = chunk(index);
        int i = index & CHUNK_MASK;
        KeyHistory h = c.keys[i];
        Event e = store.event(c.ids[i], h == null ? null : h.key);
        Object[] diff = c.diffs[i];
        int offset = c.offsets[i];
        int removed = c.removedCounts[i];
        int total = removed + c.addedCounts[i];
        return new TraceEntry(
                e.arrival(),
                scdType,
                e.batch(),
                e.line(),
                e.kind(),
                h == null ? "" : h.display(),
                e.seq(),
                OUTCOMES[c.outcomes[i]],
                c.otherSeqs[i],
                c.otherEvents[i],
                c.rangeStarts[i],
                c.rangeEnds[i],
                targetRows(diff, offset, 0, removed),
                targetRows(diff, offset, removed, total),
                fromSnapshots);
    }

    private List<Row> targetRows(Object[] diff, int offset, int from, int to) {
        List<Row> out = new ArrayList<>(to - from);
        for (int i = offset + 3 * from; i < offset + 3 * to; i += 3) {
            out.add(rows.of((Row) diff[i], diff[i + 1], diff[i + 2]));
        }
        return out;
    }

    private Chunk chunk(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("trace entry " + index + " of " + size);
        }
        return chunks.get(index >>> CHUNK_BITS);
    }
}
