package io.scdstudio.ui.run;

import io.scdstudio.engine.EngineLog;
import io.scdstudio.engine.ScdEngine;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The engine the run pane uses for each mode, given the run's controls (settings, stages to report, a stop to act
 * on), how to name it ("Spark 4.2 + Delta 4.4"), its own log, and, for an engine with settings the user can change
 * (Spark: master, workspace, target folder), their defaults and a background warm-up, and the modes it runs
 * (the AUTO CDC modes, and for Spark the textbook MERGE recipe too).
 */
public record RunEngine(
        Factory engines, String label, EngineLog log, Optional<EngineSettings.Support> settings, List<RunMode> modes) {
    /** Makes the engine for one run. */
    @FunctionalInterface
    public interface Factory {
        ScdEngine engine(RunMode mode, RunControls controls);
    }

    public RunEngine {
        Objects.requireNonNull(engines, "engines");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(log, "log");
        Objects.requireNonNull(settings, "settings");
        modes = List.copyOf(modes);
    }

    /** An engine of the AUTO CDC modes. */
    public RunEngine(Factory engines, String label, EngineLog log, Optional<EngineSettings.Support> settings) {
        this(engines, label, log, settings, RunMode.AUTO_CDC);
    }

    /** An engine without settings of its own to show. */
    public RunEngine(Factory engines, String label, EngineLog log) {
        this(engines, label, log, Optional.empty());
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
