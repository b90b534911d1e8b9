package io.scdstudio.practice;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.List;

/**
 * The target as the trace says it stood: the rows after the first {@code n} events, of one key or of all, replayed
 * from each entry's removed and added rows (a truncate's entry removes rows of many keys at once).
 */
final class KeyRows {
    private final Trace trace;
    private final int[] keyAt;

    KeyRows(ResolvedFlow flow, Trace trace) {
        this.trace = trace;
        List<String> target = flow.target().names();
        this.keyAt = flow.keyNames().stream().mapToInt(target::indexOf).toArray();
    }

    /** The rows of {@code key} (as {@link #keyOf} writes it) after {@code n} events. */
    List<Row> after(int n, String key) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n && i < trace.size(); i++) {
            TraceEntry e = trace.get(i);
            for (Row r : e.removed()) {
                if (keyOf(r).equals(key)) {
                    rows.remove(r);
                }
            }
            for (Row r : e.added()) {
                if (keyOf(r).equals(key)) {
                    rows.add(r);
                }
            }
        }
        return rows;
    }

    /** The key's rows after one event that changed them (numbered from 1). */
    record State(int event, List<Row> rows) {}

    /** The key's rows after each event that changed them, in event order, replayed once. */
    List<State> history(String key) {
        List<State> out = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < trace.size(); i++) {
            TraceEntry e = trace.get(i);
            boolean changed = false;
            for (Row r : e.removed()) {
                if (keyOf(r).equals(key)) {
                    changed |= rows.remove(r);
                }
            }
            for (Row r : e.added()) {
                if (keyOf(r).equals(key)) {
                    rows.add(r);
                    changed = true;
                }
            }
            if (changed) {
                out.add(new State(i + 1, List.copyOf(rows)));
            }
        }
        return out;
    }

    /** Every row any event gave this key: the true rows at some point, and distractors at another. */
    List<Row> everRows(String key) {
        List<Row> rows = new ArrayList<>();
        for (TraceEntry e : trace.entries()) {
            for (Row r : e.added()) {
                if (keyOf(r).equals(key) && !rows.contains(r)) {
                    rows.add(r);
                }
            }
        }
        return rows;
    }

    String keyOf(Row row) {
        List<String> parts = new ArrayList<>();
        for (int i : keyAt) {
            parts.add(CanonicalText.render(row.get(i)));
        }
        return String.join(", ", parts);
    }
}
