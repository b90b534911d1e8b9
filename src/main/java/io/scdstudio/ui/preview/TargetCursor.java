package io.scdstudio.ui.preview;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The target table after the first {@code applied} events, kept as a sorted multiset of rows. Moving
 * forward applies each event's removed and added rows, moving back undoes them, so a step costs the size of
 * one event's change (log n per row). It also counts each key's open versions, so a view can tell a closed
 * version from a key that was deleted.
 */
public final class TargetCursor {
    private final Trace trace;
    private final int[] keys;
    private final int end;
    private final TreeMap<Row, int[]> rows;
    private final Map<List<Object>, Integer> openByKey = new HashMap<>();
    private int applied;

    public TargetCursor(Trace trace, int[] keys, int start, int end) {
        this.trace = trace;
        this.keys = keys.clone();
        this.end = end;
        this.rows = new TreeMap<>(new RowOrder(keys, start));
    }

    public int applied() {
        return applied;
    }

    /** Moves to the state after {@code n} events (0 = the empty target), clamped to the trace. */
    public void moveTo(int n) {
        int target = Math.max(0, Math.min(n, trace.size()));
        while (applied < target) {
            TraceEntry e = trace.get(applied++);
            e.removed().forEach(r -> change(r, -1));
            e.added().forEach(r -> change(r, +1));
        }
        while (applied > target) {
            TraceEntry e = trace.get(--applied);
            e.added().forEach(r -> change(r, -1));
            e.removed().forEach(r -> change(r, +1));
        }
    }

    /** The rows now, in display order. */
    public List<Row> rows() {
        List<Row> out = new ArrayList<>(rows.size());
        rows.forEach((row, count) -> {
            for (int i = 0; i < count[0]; i++) {
                out.add(row);
            }
        });
        return out;
    }

    public int size() {
        return rows.size();
    }

    /** Whether the row's key has a current (open) version; always true for SCD1 rows. */
    public boolean keyHasCurrentRow(Row row) {
        return end < 0 || openByKey.getOrDefault(keyOf(row), 0) > 0;
    }

    public List<Object> keyOf(Row row) {
        Object[] k = new Object[keys.length];
        for (int i = 0; i < keys.length; i++) {
            k[i] = row.get(keys[i]);
        }
        return Arrays.asList(k);
    }

    public java.util.Comparator<? super Row> order() {
        return rows.comparator();
    }

    private void change(Row row, int delta) {
        int[] count = rows.computeIfAbsent(row, r -> new int[1]);
        count[0] += delta;
        if (count[0] <= 0) {
            rows.remove(row);
        }
        if (end >= 0 && row.get(end) == null) {
            openByKey.merge(keyOf(row), delta, Integer::sum);
        }
    }
}
