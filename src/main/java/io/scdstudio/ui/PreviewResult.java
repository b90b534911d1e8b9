package io.scdstudio.ui;

import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One run of the design: the target's schema, the trace (one entry per event applied), the target after the
 * last event, warnings, and the error that stopped the run, if any. A configuration error stops it before any
 * event (empty trace, no schema); a data error stops it at the failing batch, after the events before it.
 * An untraced result ({@code traced == false}) has the final table but no trace yet: a big feed shows its
 * table from the fast fold while the traced run that the step-through needs is still on its way.
 */
public record PreviewResult(
        Optional<Schema> targetSchema,
        List<String> keyNames,
        List<String> trackedNames,
        int scdType,
        Trace trace,
        Optional<Table> finalTarget,
        List<FlowWarning> warnings,
        Optional<ScdException> error,
        boolean traced) {

    public PreviewResult {
        Objects.requireNonNull(trace, "trace");
        keyNames = List.copyOf(keyNames);
        trackedNames = List.copyOf(trackedNames);
        warnings = List.copyOf(warnings);
    }

    public static PreviewResult failed(ScdException error, int scdType) {
        return new PreviewResult(
                Optional.empty(),
                List.of(),
                List.of(),
                scdType,
                Trace.empty(),
                Optional.empty(),
                List.of(),
                Optional.of(error),
                true);
    }

    public static PreviewResult empty() {
        return new PreviewResult(
                Optional.empty(),
                List.of(),
                List.of(),
                1,
                Trace.empty(),
                Optional.empty(),
                List.of(),
                Optional.empty(),
                true);
    }

    public int eventCount() {
        return trace.size();
    }

    public Optional<TraceEntry> entry(long arrival) {
        return arrival >= 0 && arrival < trace.size() ? Optional.of(trace.get((int) arrival)) : Optional.empty();
    }

    /** Index of {@code __START_AT} in the target, or -1 for SCD1 and failed runs. */
    public int startIndex() {
        return targetSchema.map(s -> s.indexOf(FlowResolver.START_AT)).orElse(-1);
    }

    public int endIndex() {
        return targetSchema.map(s -> s.indexOf(FlowResolver.END_AT)).orElse(-1);
    }

    public int[] keyIndexes() {
        return indexesOf(keyNames);
    }

    /** The target's columns whose changes open a version (SCD2); empty for SCD1 and failed runs. */
    public int[] trackedIndexes() {
        return indexesOf(trackedNames);
    }

    private int[] indexesOf(List<String> names) {
        Schema s = targetSchema.orElse(new Schema(List.of()));
        return names.stream().mapToInt(s::indexOf).filter(i -> i >= 0).toArray();
    }
}
