package io.scdstudio.engine.memory;

import java.util.Arrays;

/** A growable list of event ids kept in fold order, with the sorting the fold needs. */
final class EventIds {
    private int[] ids = new int[8];
    private int size;

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int get(int i) {
        return ids[i];
    }

    int last() {
        return ids[size - 1];
    }

    void add(int id) {
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, size + (size >> 1) + 4);
        }
        ids[size++] = id;
    }

    /** Appends {@code source[from..to)}. */
    void addAll(int[] source, int from, int to) {
        int count = to - from;
        if (size + count > ids.length) {
            ids = Arrays.copyOf(ids, Math.max(size + count, size + (size >> 1) + 4));
        }
        System.arraycopy(source, from, ids, size, count);
        size += count;
    }

    void insert(int index, int id) {
        add(id);
        System.arraycopy(ids, index, ids, index + 1, size - 1 - index);
        ids[index] = id;
    }

    /** The position where {@code id} belongs in fold order. */
    int insertionPoint(int id, EventStore store) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (store.compare(ids[mid], id) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Keeps only the first {@code n} ids. */
    void keepFirst(int n) {
        size = n;
    }

    /** Keeps only the ids from {@code from} on. */
    void dropBefore(int from) {
        System.arraycopy(ids, from, ids, 0, size - from);
        size -= from;
    }

    void sort(int from, EventStore store) {
        IdSort.sort(ids, from, size, store);
    }
}
