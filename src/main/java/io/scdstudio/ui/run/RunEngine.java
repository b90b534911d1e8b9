package io.scdstudio.ui.run;

import io.scdstudio.engine.ScdEngine;
import java.util.Objects;

/** An engine the run pane can use, and how to name it ("Spark 4.2 local[2]"). */
public record RunEngine(ScdEngine engine, String label) {
    public RunEngine {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(label, "label");
    }
}
