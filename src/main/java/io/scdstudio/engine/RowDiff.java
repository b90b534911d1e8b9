package io.scdstudio.engine;

import io.scdstudio.model.Row;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The rows one list has that the other lacks, counted as multisets. */
public final class RowDiff {
    /** Up to this many rows a side, matching pairs directly beats hashing every row (one traced event's diff). */
    private static final int SMALL = 8;

    private RowDiff() {}

    private static void pairwise(List<Row> before, List<Row> after, List<Row> removed, List<Row> added) {
        boolean[] matched = new boolean[before.size()];
        for (Row r : after) {
            int i = 0;
            while (i < matched.length && (matched[i] || !before.get(i).equals(r))) {
                i++;
            }
            if (i < matched.length) {
                matched[i] = true;
            } else {
                added.add(r);
            }
        }
        for (int i = 0; i < matched.length; i++) {
            if (!matched[i]) {
                removed.add(before.get(i));
            }
        }
    }

    public static void between(List<Row> before, List<Row> after, List<Row> removed, List<Row> added) {
        if (before.equals(after)) {
            return;
        }
        if (before.size() <= SMALL && after.size() <= SMALL) {
            pairwise(before, after, removed, added);
            return;
        }
        Map<Row, Integer> count = new HashMap<>();
        for (Row r : before) {
            count.merge(r, 1, Integer::sum);
        }
        for (Row r : after) {
            Integer c = count.get(r);
            if (c == null || c == 0) {
                added.add(r);
            } else {
                count.put(r, c - 1);
            }
        }
        for (Row r : before) {
            Integer c = count.get(r);
            if (c != null && c > 0) {
                removed.add(r);
                count.put(r, c - 1);
            }
        }
    }
}
