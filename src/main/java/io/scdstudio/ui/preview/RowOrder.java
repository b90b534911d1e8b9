package io.scdstudio.ui.preview;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Comparator;

/**
 * The order the preview lists target rows in: by key, then {@code __START_AT}, then every column, so two
 * distinct rows never compare equal (the cursor keeps rows in a sorted multiset).
 */
public final class RowOrder implements Comparator<Row> {
    private final int[] keys;
    private final int start;

    RowOrder(int[] keys, int start) {
        this.keys = keys.clone();
        this.start = start;
    }

    /**
     * By the columns {@code keys}, then the column {@code start} ({@code __START_AT}, or -1 for SCD type 1), then every
     * column, NULL first: as the preview lists rows, a key's versions in time order.
     */
    public static Comparator<Row> asThePreviewLists(int[] keys, int start) {
        return new RowOrder(keys, start);
    }

    @Override
    public int compare(Row a, Row b) {
        for (int k : keys) {
            int c = safeCompare(a.get(k), b.get(k));
            if (c != 0) {
                return c;
            }
        }
        if (start >= 0) {
            int c = safeCompare(a.get(start), b.get(start));
            if (c != 0) {
                return c;
            }
        }
        for (int i = 0; i < a.size(); i++) {
            int c = safeCompare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Map and array values are not comparable; their text orders them well enough for display. */
    private static int safeCompare(Object a, Object b) {
        if (a != null
                && b != null
                && !(a instanceof Comparable<?> && a.getClass() == b.getClass())
                && !(a instanceof Number && b instanceof Number)) {
            return String.valueOf(a).compareTo(String.valueOf(b));
        }
        return Values.compareNullsFirst(a, b);
    }
}
