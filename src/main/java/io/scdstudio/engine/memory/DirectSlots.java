package io.scdstudio.engine.memory;

import java.util.Arrays;

/**
 * Slot + 1 per key code in plain int arrays, one per value of the code's high 32 bits: a single bigint key's
 * surrogate ids (1, 2, 3, ...) all fall in the first, and a key of (region, account_id) in one per region. One array
 * read per event costs less than a probe of the hash table, which no longer fits the cache at 100,000 keys (a third
 * of classifying a feed keyed by two columns). The arrays grow only while they stay within a budget of ints, so
 * sparse key values never make a large one; codes outside them are for the caller's hash table.
 */
final class DirectSlots {
    /** A code {@link #lookup} finds outside the arrays. */
    static final int OUTSIDE = -2;

    private static final int MAX_ROWS = 1 << 10;
    private static final int MAX_ROW_LENGTH = 1 << 24;
    private static final int[] EMPTY = new int[0];

    private int[][] rows = new int[0][];
    private long held;

    /** The code's slot, -1 when the arrays cover the code but no key has it, or {@link #OUTSIDE}. */
    int lookup(long code) {
        if (code < 0) {
            return OUTSIDE;
        }
        long high = code >>> 32;
        if (high >= rows.length) {
            return OUTSIDE;
        }
        int[] row = rows[(int) high];
        int low = (int) code;
        return low >= 0 && low < row.length ? row[low] - 1 : OUTSIDE;
    }

    boolean covers(long code) {
        return lookup(code) != OUTSIDE;
    }

    /** Grows the arrays to cover {@code code} if they then hold at most {@code budget} ints; whether they cover it. */
    boolean growToCover(long code, long budget) {
        if (code < 0 || (code >>> 32) >= MAX_ROWS || (int) code < 0 || (int) code >= MAX_ROW_LENGTH) {
            return false;
        }
        int high = (int) (code >>> 32);
        int length = Math.max(1024, Integer.highestOneBit((int) code) << 1);
        int now = high < rows.length ? rows[high].length : 0;
        if (length <= now) {
            return true;
        }
        if (held + length - now > budget) {
            return false;
        }
        if (high >= rows.length) {
            int old = rows.length;
            rows = Arrays.copyOf(rows, high + 1);
            Arrays.fill(rows, old, rows.length, EMPTY);
        }
        rows[high] = Arrays.copyOf(rows[high], length);
        held += length - now;
        return true;
    }

    /** Stores the slot of a code the arrays cover. */
    void put(long code, int slot) {
        rows[(int) (code >>> 32)][(int) code] = slot + 1;
    }

    /** Forgets every slot and keeps the arrays' sizes. */
    void clear() {
        for (int[] row : rows) {
            Arrays.fill(row, 0);
        }
    }

    void forEach(LongSlotTable.Entry each) {
        for (int high = 0; high < rows.length; high++) {
            int[] row = rows[high];
            for (int low = 0; low < row.length; low++) {
                if (row[low] != 0) {
                    each.accept(((long) high << 32) | low, row[low] - 1);
                }
            }
        }
    }
}
