package io.scdstudio.ui.timeline;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a version bar says: the values that changed from the key's version before ("Rotterdam" where the city
 * moved), so the history reads along the bar. A key's first version, and one equal to the version before it,
 * shows the values that change somewhere in its history, or all its values when nothing does; the tracked columns
 * first. Keys and the interval columns never show: the row and the axis already say them.
 */
final class BarLabels {
    private static final String SEPARATOR = " · ";
    private final List<Row> versions;
    private final List<Integer> shown = new ArrayList<>();

    /**
     * {@code tracked}: the columns whose changes open a version, written first. A version opened by a city change read
     * "dmytro.dubois50@exa…" first, as its untracked email had changed too and comes first among the columns.
     */
    BarLabels(List<Row> versions, int[] keyIndexes, int[] tracked, int start, int end) {
        this.versions = versions;
        int width = versions.isEmpty() ? 0 : versions.get(0).size();
        for (int c : tracked) {
            if (c < width && c != start && c != end && !isIn(c, keyIndexes)) {
                shown.add(c);
            }
        }
        for (int c = 0; c < width; c++) {
            if (c != start && c != end && !isIn(c, keyIndexes) && !isIn(c, tracked)) {
                shown.add(c);
            }
        }
    }

    String label(int version) {
        Row row = versions.get(version);
        List<Integer> columns = version > 0 ? changed(versions.get(version - 1), row) : List.of();
        if (columns.isEmpty()) {
            // A first version, or one whose values equal the one before (a late event split an interval).
            columns = varying().isEmpty() ? shown : varying();
        }
        List<String> values = new ArrayList<>();
        for (int c : columns) {
            values.add(CanonicalText.shown(row.get(c)));
        }
        return String.join(SEPARATOR, values);
    }

    private List<Integer> changed(Row before, Row after) {
        return shown.stream()
                .filter(c -> !Objects.equals(before.get(c), after.get(c)))
                .toList();
    }

    private List<Integer> varying() {
        List<Integer> out = new ArrayList<>();
        for (int c : shown) {
            Object first = versions.get(0).get(c);
            if (versions.stream().anyMatch(v -> !Objects.equals(first, v.get(c)))) {
                out.add(c);
            }
        }
        return out;
    }

    private static boolean isIn(int column, int[] columns) {
        for (int k : columns) {
            if (k == column) {
                return true;
            }
        }
        return false;
    }
}
