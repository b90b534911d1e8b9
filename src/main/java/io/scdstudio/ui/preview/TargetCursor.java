package io.scdstudio.ui.preview;

import io.scdstudio.engine.Trace;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
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
    private RowListener listener = RowListener.NONE;

    /** Told of every row the cursor takes out or puts in while it moves, so a view can follow by diffs. */
    public interface RowListener {
        RowListener NONE = new RowListener() {
            @Override
            public void removed(Row row) {}

            @Override
            public void added(Row row) {}
        };

        void removed(Row row);

        void added(Row row);
    }

    public TargetCursor(Trace trace, int[] keys, int start, int end) {
        this.trace = trace;
        this.keys = keys.clone();
        this.end = end;
        this.rows = new TreeMap<>(new RowOrder(keys, start));
    }

    public void listen(RowListener l) {
        listener = l == null ? RowListener.NONE : l;
    }

    /**
     * Starts from the table after the whole trace instead of replaying it: the final table of a run is the
     * sum of its trace's diffs, and loading it is much cheaper than applying a million diffs.
     */
    public void startAtEnd(List<Row> finalRows) {
        rows.clear();
        openByKey.clear();
        finalRows.forEach(r -> change(r, +1));
        applied = trace.size();
    }

    public int applied() {
        return applied;
    }

    /** Moves to the state after {@code n} events (0 = the empty target), clamped to the trace. */
    public void moveTo(int n) {
        int target = Math.max(0, Math.min(n, trace.size()));
        // Reads each event's rows alone: a long jump passes hundreds of thousands of events.
        while (applied < target) {
            int i = applied++;
            trace.removedAt(i).forEach(r -> change(r, -1));
            trace.addedAt(i).forEach(r -> change(r, +1));
        }
        while (applied > target) {
            int i = --applied;
            trace.addedAt(i).forEach(r -> change(r, -1));
            trace.removedAt(i).forEach(r -> change(r, +1));
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

    public Comparator<? super Row> order() {
        return rows.comparator();
    }

    private void change(Row row, int delta) {
        if (delta > 0) {
            listener.added(row);
        } else {
            listener.removed(row);
        }
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
