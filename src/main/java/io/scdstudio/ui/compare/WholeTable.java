package io.scdstudio.ui.compare;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * One of the tab's two whole tables as it is shown: sorted by its values, cut to the first {@code max} rows, each
 * marked when the other table lacks it. Made with the comparison, off the FX thread: sorting a big feed's table by
 * its text there held the window for seconds.
 */
record WholeTable(List<Row> shown, List<Boolean> onlyHere, int total) {
    static WholeTable of(List<Row> rows, Set<Row> other, int max) {
        String[] texts = new String[rows.size()];
        Integer[] order = new Integer[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            texts[i] = text(rows.get(i));
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparing(i -> texts[i]));
        List<Row> shown = new ArrayList<>();
        List<Boolean> onlyHere = new ArrayList<>();
        for (int i = 0; i < Math.min(max, order.length); i++) {
            Row row = rows.get(order[i]);
            shown.add(row);
            onlyHere.add(!other.contains(row));
        }
        return new WholeTable(List.copyOf(shown), List.copyOf(onlyHere), rows.size());
    }

    private static String text(Row row) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < row.size(); i++) {
            cells.add(CanonicalText.render(row.get(i)));
        }
        return String.join("\u0000", cells);
    }
}
