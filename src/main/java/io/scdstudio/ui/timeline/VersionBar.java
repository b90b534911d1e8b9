package io.scdstudio.ui.timeline;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.List;

/**
 * One version on the timeline: its row, where it starts and ends on the axis ({@code to} is -1 while the
 * version is current), whether a late event opened it, whether the key had no row just before it, and the label
 * drawn on it: the values that changed from the version before (all of them for a key's first version).
 */
public record VersionBar(Row row, int from, int to, boolean late, boolean gapBefore, String label) {
    public boolean open() {
        return to < 0;
    }

    /** "city = Rotterdam", one of {@code names} a line: the version's whole row. */
    String describe(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < names.size() && c < row.size(); c++) {
            sb.append(sb.length() == 0 ? "" : "\n")
                    .append(names.get(c))
                    .append(" = ")
                    .append(CanonicalText.shown(row.get(c)));
        }
        return sb.toString();
    }
}
