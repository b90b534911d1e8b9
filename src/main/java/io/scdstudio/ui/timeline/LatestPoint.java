package io.scdstudio.ui.timeline;

import io.scdstudio.engine.Trace;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Arrays;

/**
 * The latest {@code __START_AT} or {@code __END_AT} any event of a run has written, after each event: the axis's
 * last point when the chart draws only the first keys. The axis made from those keys alone ended at their last
 * point, and the table "as of" the last event then held versions other keys had closed since.
 *
 * <p>A later event may take out the row that held the latest value, so this is at or past the target's latest
 * point, never before it. Every row of the target then starts at or before it and none ends after it: the table
 * as of this point is the current table, as at the target's own latest point.
 */
final class LatestPoint {
    private final Trace trace;
    private final int start;
    private final int end;
    /** {@code after[i]}: the latest value after the first {@code i + 1} events; worked out as far as a step asked. */
    private Object[] after = new Object[0];

    private int known;

    LatestPoint(Trace trace, int start, int end) {
        this.trace = trace;
        this.start = start;
        this.end = end;
    }

    /**
     * The latest value after the first {@code applied} events, or null before any. Walks each event once per run:
     * a step costs nothing, the first jump to the end of the 100,000-event lesson a walk of its trace.
     */
    Object after(int applied) {
        int n = Math.min(applied, trace.size());
        if (n <= 0) {
            return null;
        }
        if (n > known) {
            extendTo(n);
        }
        return after[n - 1];
    }

    private void extendTo(int n) {
        if (n > after.length) {
            after = Arrays.copyOf(after, Math.max(n, Math.min(trace.size(), after.length * 2 + 16)));
        }
        Object latest = known == 0 ? null : after[known - 1];
        for (int i = known; i < n; i++) {
            for (Row row : trace.addedAt(i)) {
                latest = later(later(latest, row.get(start)), row.get(end));
            }
            after[i] = latest;
        }
        known = n;
    }

    private static Object later(Object a, Object b) {
        if (b == null) {
            return a;
        }
        return a == null || Values.compareNullsFirst(b, a) > 0 ? b : a;
    }
}
