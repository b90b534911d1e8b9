package io.scdstudio.ui.compare;

import io.scdstudio.model.Row;
import io.scdstudio.ui.preview.RowOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One of the tab's two whole tables as it is shown: sorted as the preview lists rows (by key, numbers as numbers so
 * key 2 comes before key 10, then a key's versions in time order), cut to the first {@code max} rows, each marked when
 * the other table lacks it. Made with the comparison, off the FX thread: sorting a big feed's table there held the
 * window for seconds. Sorted by every column, a key's versions read out of time order (Kharkiv before Kyiv).
 */
record WholeTable(List<Row> shown, List<Boolean> onlyHere, int total) {
    /** {@code keys}: the key columns; {@code start}: {@code __START_AT}, or -1 for SCD type 1. */
    static WholeTable of(List<Row> rows, Set<Row> other, int max, int[] keys, int start) {
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(RowOrder.asThePreviewLists(keys, start));
        List<Row> shown = List.copyOf(sorted.subList(0, Math.min(max, sorted.size())));
        List<Boolean> onlyHere = new ArrayList<>();
        for (Row row : shown) {
            onlyHere.add(!other.contains(row));
        }
        return new WholeTable(shown, List.copyOf(onlyHere), rows.size());
    }
}
