package io.scdstudio.engine.memory;

/**
 * An open-addressing table from a long to a slot number, each key beside its slot in one array: a look-up that
 * misses the cache then misses it once, not once for the key and once more for the slot. Load stays at most half.
 */
final class LongSlotTable {
    /** Per position, the key then slot + 1; a slot of 0 marks an empty position. */
    private long[] cells = new long[2 * 1024];

    private int size;

    /** The key's slot, or -1. */
    int get(long k) {
        long[] c = cells;
        int mask = c.length / 2 - 1;
        for (int i = mix(k) & mask; ; i = (i + 1) & mask) {
            long s = c[2 * i + 1];
            if (s == 0) {
                return -1;
            }
            if (c[2 * i] == k) {
                return (int) s - 1;
            }
        }
    }

    /** Adds a key the table does not hold. */
    void put(long k, int slot) {
        if ((size + 1) * 4 > cells.length) {
            grow();
        }
        place(cells, k, slot);
        size++;
    }

    int size() {
        return size;
    }

    /** Calls {@code each} for every key and its slot. */
    void forEach(Entry each) {
        for (int i = 0; i < cells.length; i += 2) {
            if (cells[i + 1] != 0) {
                each.accept(cells[i], (int) cells[i + 1] - 1);
            }
        }
    }

    /** A key and its slot. */
    interface Entry {
        void accept(long key, int slot);
    }

    private static void place(long[] c, long k, int slot) {
        int mask = c.length / 2 - 1;
        int i = mix(k) & mask;
        while (c[2 * i + 1] != 0) {
            i = (i + 1) & mask;
        }
        c[2 * i] = k;
        c[2 * i + 1] = slot + 1L;
    }

    private void grow() {
        long[] old = cells;
        long[] c = new long[old.length * 2];
        for (int i = 0; i < old.length; i += 2) {
            if (old[i + 1] != 0) {
                place(c, old[i], (int) old[i + 1] - 1);
            }
        }
        cells = c;
    }

    private static int mix(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
