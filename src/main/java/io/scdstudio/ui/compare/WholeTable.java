package io.scdstudio.ui.compare;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
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
        sorted.sort(WholeTable::compare);
        List<Row> shown = List.copyOf(sorted.subList(0, Math.min(max, sorted.size())));
        List<Boolean> onlyHere = new ArrayList<>();
        for (Row row : shown) {
            onlyHere.add(!other.contains(row));
        }
        return new WholeTable(shown, List.copyOf(onlyHere), rows.size());
    }

    /** Column by column, NULL first, as a query's ORDER BY over every column would. */
    private static int compare(Row a, Row b) {
        for (int i = 0; i < a.size(); i++) {
            int c = compareValues(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** An ARRAY or MAP value (or a STRUCT holding one) has no order of its own: it sorts by its text. */
    private static int compareValues(Object a, Object b) {
        if (a == null || b == null || a instanceof Comparable<?> && b instanceof Comparable<?>) {
            try {
                return Values.compareNullsFirst(a, b);
            } catch (ClassCastException unordered) {
                // A STRUCT with an ARRAY or MAP field: its text below.
            }
        }
        return CanonicalText.render(a).compareTo(CanonicalText.render(b));
    }
}
