package io.scdstudio.ui.run;

import io.scdstudio.engine.CancellationToken;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What one run in the pane offers the engine it runs on: how many batches are coming, the settings the user set
 * (master, workspace, target folder) for an engine that takes them, where to report each stage
 * ("merging batch 2 of 3"), and the run's cancellation to act on mid-batch. An engine that uses none of these
 * ignores them; the pane still stops such a run after its current batch.
 */
public final class RunControls {
    private final int batches;
    private final Optional<EngineSettings> settings;
    private final Consumer<String> stages;
    private final CancellationToken cancellation;

    RunControls(
            int batches, Optional<EngineSettings> settings, Consumer<String> stages, CancellationToken cancellation) {
        this.batches = batches;
        this.settings = Objects.requireNonNull(settings, "settings");
        this.stages = Objects.requireNonNull(stages, "stages");
        this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
    }

    public int batches() {
        return batches;
    }

    /** The master, workspace and target the user set, for an engine that takes them. */
    public Optional<EngineSettings> settings() {
        return settings;
    }

    /** Called by the engine, on its own thread, before each stage of the run. */
    public void stage(String description) {
        stages.accept(description);
    }

    /** The user's Cancel, for an engine that takes a {@link CancellationToken} (Spark). */
    public CancellationToken cancellation() {
        return cancellation;
    }

    /** {@code action} runs (on the thread that stops the run) when the user cancels; at once if already cancelled. */
    public void onStop(Runnable action) {
        cancellation.onCancel(action);
    }
}
