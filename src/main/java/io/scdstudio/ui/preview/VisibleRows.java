package io.scdstudio.ui.preview;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The rows the preview table lists: the cursor's rows plus the ones the last event removed, in display order,
 * filtered to the keys whose text contains the filter (or, for {@code =key}, to that key alone). Plain code, so a
 * long jump can build it off the FX thread.
 */
final class VisibleRows {
    /** A filter starting with this follows exactly one key ({@code =1} shows key 1, not 10 or 21). */
    static final String EXACT = "=";

    private VisibleRows() {}

    static List<Row> of(TargetCursor cursor, Set<Row> removed, String filter) {
        List<Row> now = cursor.rows();
        List<Row> shown = new ArrayList<>(now.size() + removed.size());
        shown.addAll(now);
        for (Row gone : removed) {
            int at = Collections.binarySearch(shown, gone, cursor.order());
            if (at < 0) {
                shown.add(-at - 1, gone);
            }
        }
        if (!filter.isEmpty()) {
            shown.removeIf(r -> !passes(cursor, r, filter));
        }
        return shown;
    }

    /** The filter as the user typed it, normalised: trimmed, lower case, never null. */
    static String normalise(String filter) {
        return filter == null ? "" : filter.trim().toLowerCase(Locale.ROOT);
    }

    static boolean passes(TargetCursor cursor, Row row, String filter) {
        return filter.isEmpty() || keyMatches(keyText(cursor, row), filter);
    }

    /** Whether a key, as its text reads, is one the {@linkplain #normalise normalised} filter follows. */
    static boolean keyMatches(String keyText, String filter) {
        String key = keyText.toLowerCase(Locale.ROOT);
        return filter.startsWith(EXACT)
                ? key.equals(filter.substring(EXACT.length()).trim())
                : key.contains(filter);
    }

    static String keyText(TargetCursor cursor, Row row) {
        return cursor.keyOf(row).stream().map(CanonicalText::render).collect(Collectors.joining(", "));
    }
}
