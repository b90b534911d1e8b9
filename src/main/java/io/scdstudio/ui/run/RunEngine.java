package io.scdstudio.ui.run;

import io.scdstudio.engine.EngineLog;
import io.scdstudio.engine.ScdEngine;
import java.util.Objects;
import java.util.function.Function;

/** The engine the run pane uses for each mode, how to name it ("Spark 4.2 local[*]"), and its own log. */
public record RunEngine(Function<RunMode, ScdEngine> engines, String label, EngineLog log) {
    public RunEngine {
        Objects.requireNonNull(engines, "engines");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(log, "log");
    }

    /** An engine per mode, without a log of its own. */
    public RunEngine(Function<RunMode, ScdEngine> engines, String label) {
        this(engines, label, EngineLog.NONE);
    }

    /** One engine for both modes (backfill then runs the feed as one batch). */
    public RunEngine(ScdEngine engine, String label) {
        this(mode -> engine, label);
    }

    public ScdEngine engineFor(RunMode mode) {
        return engines.apply(mode);
    }
}
