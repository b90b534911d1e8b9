package io.scdstudio.ui.timeline;

import io.scdstudio.engine.Trace;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import io.scdstudio.model.Values;
import io.scdstudio.ui.PreviewResult;
import java.util.Arrays;
import java.util.List;

/**
 * The latest {@code __START_AT} or {@code __END_AT} any event of a run has written, after each event: the axis's
 * last point when the chart draws only the first keys. The axis made from those keys alone ended at their last
 * point, and the table "as of" the last event then held versions other keys had closed since.
 *
 * <p>A later event may take out the row that held the latest value, so this is at or past the target's latest
 * point, never before it. Every row of the target then starts at or before it and none ends after it: the table
 * as of this point is the current table, as at the target's own latest point. While a big feed shows its final table
 * before the trace the step-through needs, the point is that table's latest.
 */
final class LatestPoint {
    private final PreviewResult result;
    private final Trace trace;
    private final int start;
    private final int end;
    /** {@code after[i]}: the latest value after the first {@code i + 1} events; worked out as far as a step asked. */
    private Object[] after = new Object[0];

    private int known;

    /** The latest value of the walk {@link #extendTo} is making. */
    private Object walked;

    /** The latest point of the final table, while a big feed's preview shows it before its trace is ready. */
    private Object finalLatest;

    LatestPoint(PreviewResult result) {
        this.result = result;
        this.trace = result.trace();
        this.start = result.startIndex();
        this.end = result.endIndex();
    }

    /**
     * The latest value after the first {@code applied} events, or null before any. Walks each event once per run:
     * a step costs nothing, the first jump to the end of the 100,000-event lesson a walk of its trace.
     */
    Object after(int applied) {
        if (!result.traced()) {
            return finalTableLatest();
        }
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
        walked = known == 0 ? null : after[known - 1];
        for (int i = known; i < n; i++) {
            trace.addedIntervalsAt(i, start, end, this::interval);
            after[i] = walked;
        }
        known = n;
    }

    private void interval(Object from, Object to) {
        walked = later(later(walked, from), to);
    }

    private Object finalTableLatest() {
        if (finalLatest == null && start >= 0) {
            for (Row row : result.finalTarget().map(Table::rows).orElse(List.of())) {
                finalLatest = later(later(finalLatest, row.get(start)), row.get(end));
            }
        }
        return finalLatest;
    }

    private static Object later(Object a, Object b) {
        if (b == null) {
            return a;
        }
        return a == null || Values.compareNullsFirst(b, a) > 0 ? b : a;
    }
}
