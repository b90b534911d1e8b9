package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Arrays;

/**
 * The target rows an event took out and put in: the versions of a key's tail before the event that no version
 * after it equals as a target row (removed), then those after it that none before equals (added), counted as
 * multisets. Rows are kept as (source row, start, end) triples and made into target rows only when the trace
 * entry is read. One per thread: it reuses its scratch arrays.
 */
final class TailDiff {
    /** Up to this many comparisons, matching pairs directly beats hashing (one in-order event's diff). */
    private static final int SMALL = 64;

    private final int[] projection;
    private final boolean scd2;
    private boolean[] matched = new boolean[8];
    private int[] hashes = new int[8];
    private int[] next = new int[8];
    private int[] heads = new int[16];
    private final Triples removedRows = new Triples();
    private final Triples addedRows = new Triples();

    TailDiff(int[] projection, boolean scd2) {
        this.projection = projection.clone();
        this.scd2 = scd2;
    }

    /** Starts a diff; {@link #add} then adds keys' diffs, {@link #triples} returns them all. */
    void clear() {
        removedRows.size = 0;
        addedRows.size = 0;
    }

    /** Diffs one key's tail. */
    void add(VersionTail before, VersionTail after) {
        int nb = before.size();
        int na = after.size();
        if (matched.length < nb) {
            matched = new boolean[Math.max(nb, matched.length * 2)];
        }
        Arrays.fill(matched, 0, nb, false);
        if ((long) nb * na <= SMALL) {
            for (int j = 0; j < na; j++) {
                int i = 0;
                while (i < nb && (matched[i] || !sameTargetRow(before, i, after, j))) {
                    i++;
                }
                if (i < nb) {
                    matched[i] = true;
                } else {
                    addedRows.add(after, j);
                }
            }
        } else {
            matchByHash(before, after);
        }
        for (int i = 0; i < nb; i++) {
            if (!matched[i]) {
                removedRows.add(before, i);
            }
        }
    }

    boolean isEmpty() {
        return removedRows.size == 0 && addedRows.size == 0;
    }

    /** How many of the triples are removed rows (the rest are added rows). */
    int removedCount() {
        return removedRows.size / 3;
    }

    /** How many of the triples are added rows. */
    int addedCount() {
        return addedRows.size / 3;
    }

    /** Copies the removed then the added rows, as triples, into {@code target} from {@code offset} on. */
    void copyTo(Object[] target, int offset) {
        System.arraycopy(removedRows.values, 0, target, offset, removedRows.size);
        System.arraycopy(addedRows.values, 0, target, offset + removedRows.size, addedRows.size);
    }

    /** Finds, for each row after in order, the first unmatched equal row before, through hash chains. */
    private void matchByHash(VersionTail before, VersionTail after) {
        int nb = before.size();
        if (hashes.length < nb) {
            hashes = new int[Math.max(nb, hashes.length * 2)];
            next = new int[hashes.length];
        }
        int buckets = Integer.highestOneBit(Math.max(1, nb) * 2 - 1) << 1;
        if (heads.length < buckets) {
            heads = new int[buckets];
        }
        Arrays.fill(heads, 0, buckets, -1);
        int mask = buckets - 1;
        for (int i = nb - 1; i >= 0; i--) {
            hashes[i] = hash(before, i);
            int b = hashes[i] & mask;
            next[i] = heads[b];
            heads[b] = i;
        }
        for (int j = 0; j < after.size(); j++) {
            int h = hash(after, j);
            int i = heads[h & mask];
            while (i >= 0 && (matched[i] || hashes[i] != h || !sameTargetRow(before, i, after, j))) {
                i = next[i];
            }
            if (i >= 0) {
                matched[i] = true;
            } else {
                addedRows.add(after, j);
            }
        }
    }

    private boolean sameTargetRow(VersionTail a, int i, VersionTail b, int j) {
        if (scd2 && !(Values.same(a.start(i), b.start(j)) && Values.same(a.end(i), b.end(j)))) {
            return false;
        }
        Row x = a.row(i);
        Row y = b.row(j);
        if (x == y) {
            return true;
        }
        for (int c : projection) {
            if (!Values.same(x.get(c), y.get(c))) {
                return false;
            }
        }
        return true;
    }

    private int hash(VersionTail t, int i) {
        int h = 1;
        Row row = t.row(i);
        for (int c : projection) {
            h = 31 * h + Values.hash(row.get(c));
        }
        if (scd2) {
            h = 31 * h + Values.hash(t.start(i));
            h = 31 * h + Values.hash(t.end(i));
        }
        return h;
    }

    /** A growable list of (row, start, end) triples. */
    private static final class Triples {
        private Object[] values = new Object[24];
        private int size;

        void add(VersionTail t, int i) {
            if (size + 3 > values.length) {
                values = Arrays.copyOf(values, values.length * 2);
            }
            values[size++] = t.row(i);
            values[size++] = t.start(i);
            values[size++] = t.end(i);
        }
    }
}
