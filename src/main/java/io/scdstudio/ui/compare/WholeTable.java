package io.scdstudio.ui.compare;

import io.scdstudio.model.Row;
import io.scdstudio.ui.preview.RowOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One of the tab's two whole tables as it is shown: sorted by its values column by column (numbers as numbers, so key
 * 2 comes before key 10), cut to the first {@code max} rows, each marked when the other table lacks it. Made with the
 * comparison, off the FX thread: sorting a big feed's table there held the window for seconds.
 */
record WholeTable(List<Row> shown, List<Boolean> onlyHere, int total) {
    static WholeTable of(List<Row> rows, Set<Row> other, int max) {
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(RowOrder.byEveryColumn());
        List<Row> shown = List.copyOf(sorted.subList(0, Math.min(max, sorted.size())));
        List<Boolean> onlyHere = new ArrayList<>();
        for (Row row : shown) {
            onlyHere.add(!other.contains(row));
        }
        return new WholeTable(shown, List.copyOf(onlyHere), rows.size());
    }
}
