package io.scdstudio.ui.preview;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.Row;
import io.scdstudio.ui.PreviewResult;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * What the event the preview stands after did to the shown table: the rows it added (marked changed) and the
 * rows it took out without putting back (kept visible, struck through). None before the first event.
 */
record StepMarks(Optional<TraceEntry> entry, Set<Row> changed, Set<Row> removed) {

    static StepMarks after(PreviewResult result, int applied) {
        Optional<TraceEntry> entry = result.entry(applied - 1L);
        if (entry.isEmpty()) {
            return new StepMarks(entry, Set.of(), Set.of());
        }
        Set<Row> gone = new HashSet<>(entry.get().removed());
        entry.get().added().forEach(gone::remove);
        return new StepMarks(entry, Set.copyOf(entry.get().added()), Set.copyOf(gone));
    }

    /** How many events of the trace belong to batch {@code batch} or an earlier one (the trace is in batch order). */
    static int eventsThroughBatch(Trace t, int batch) {
        int lo = 0;
        int hi = t.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (t.get(mid).batch() <= batch) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
