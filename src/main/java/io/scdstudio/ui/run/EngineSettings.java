package io.scdstudio.ui.run;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Where and how the run pane's engine runs: the master URL, the workspace folder (Spark's scratch space and the
 * tables of runs without a target folder) and the target folder, when the user picked one.
 */
public record EngineSettings(String master, Path workspace, Optional<Path> target) {
    public EngineSettings {
        Objects.requireNonNull(master, "master");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(target, "target");
    }

    /**
     * The engine's defaults, and how to start it early in the background (a Spark session takes 20 s): the warm-up
     * answers at once with what completes when the engine is ready, so the pane can say it is warming.
     */
    public record Support(EngineSettings defaults, Function<EngineSettings, CompletableFuture<Void>> warmUp) {
        public Support {
            Objects.requireNonNull(defaults, "defaults");
            Objects.requireNonNull(warmUp, "warmUp");
        }
    }
}
