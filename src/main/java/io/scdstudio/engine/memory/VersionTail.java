package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;
import java.util.Arrays;

/**
 * A copy of a key's versions from some index on, in reusable arrays: what the trace compares before and after
 * an event. One per thread, refilled for every event, so recording an event allocates nothing for the versions
 * it leaves alone.
 */
final class VersionTail {
    private Row[] rows = new Row[4];
    private Object[] starts = new Object[4];
    private Object[] ends = new Object[4];
    private long[] openedBy = new long[4];
    private int size;

    /** Copies the versions of {@code h} from index {@code from} on. */
    void capture(KeyHistory h, int from) {
        int n = Math.max(0, h.versionCount() - from);
        if (n > rows.length) {
            int capacity = Math.max(n, rows.length * 2);
            rows = Arrays.copyOf(rows, capacity);
            starts = Arrays.copyOf(starts, capacity);
            ends = Arrays.copyOf(ends, capacity);
            openedBy = Arrays.copyOf(openedBy, capacity);
        }
        VersionStore store = h.store();
        for (int i = 0; i < n; i++) {
            int v = h.versionId(from + i);
            rows[i] = store.row(v);
            starts[i] = store.start(v);
            ends[i] = store.end(v);
            openedBy[i] = store.openedBy(v);
        }
        if (n < size) {
            // Drops references to versions the fold may free, so the scratch space keeps no rows alive.
            Arrays.fill(rows, n, size, null);
            Arrays.fill(starts, n, size, null);
            Arrays.fill(ends, n, size, null);
        }
        size = n;
    }

    int size() {
        return size;
    }

    Row row(int i) {
        return rows[i];
    }

    Object start(int i) {
        return starts[i];
    }

    Object end(int i) {
        return ends[i];
    }

    long openedBy(int i) {
        return openedBy[i];
    }

    boolean hasCurrent() {
        return currentIndex() >= 0;
    }

    /** The start of the current version, or null when there is none. */
    Object openStart() {
        int i = currentIndex();
        return i < 0 ? null : starts[i];
    }

    private int currentIndex() {
        for (int i = 0; i < size; i++) {
            if (ends[i] == null) {
                return i;
            }
        }
        return -1;
    }
}
