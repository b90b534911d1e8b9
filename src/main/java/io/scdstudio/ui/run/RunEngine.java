package io.scdstudio.ui.run;

import io.scdstudio.engine.EngineLog;
import io.scdstudio.engine.ScdEngine;
import java.util.Objects;
import java.util.function.Function;

/**
 * The engine the run pane uses for each mode, given the run's controls (stages to report, a stop to act on), how
 * to name it ("Spark 4.2 local[*]"), and its own log.
 */
public record RunEngine(Factory engines, String label, EngineLog log) {
    /** Makes the engine for one run. */
    @FunctionalInterface
    public interface Factory {
        ScdEngine engine(RunMode mode, RunControls controls);
    }

    public RunEngine {
        Objects.requireNonNull(engines, "engines");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(log, "log");
    }

    /** An engine per mode that reports no stages and stops only between batches. */
    public RunEngine(Function<RunMode, ScdEngine> engines, String label, EngineLog log) {
        this((mode, controls) -> engines.apply(mode), label, log);
    }

    /** An engine per mode, without a log of its own. */
    public RunEngine(Function<RunMode, ScdEngine> engines, String label) {
        this(engines, label, EngineLog.NONE);
    }

    /** One engine for both modes (backfill then runs the feed as one batch). */
    public RunEngine(ScdEngine engine, String label) {
        this(mode -> engine, label);
    }

    public ScdEngine engineFor(RunMode mode, RunControls controls) {
        return engines.engine(mode, controls);
    }
}
