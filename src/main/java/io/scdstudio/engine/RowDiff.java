package io.scdstudio.engine;

import io.scdstudio.model.Row;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The rows one list has that the other lacks, counted as multisets. */
final class RowDiff {
    private RowDiff() {
    }

    static void between(List<Row> before, List<Row> after, List<Row> removed, List<Row> added) {
        if (before.equals(after)) {
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
