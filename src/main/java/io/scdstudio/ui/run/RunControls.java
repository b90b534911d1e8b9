package io.scdstudio.ui.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What one run in the pane offers the engine it runs on: how many batches are coming, the settings the user set
 * (master, workspace, target folder) for an engine that takes them, where to report each stage
 * ("merging batch 2 of 3"), and a stop signal to act on mid-batch. An engine that has none of these ignores them;
 * the pane still stops such a run after its current batch.
 */
public final class RunControls {
    private final int batches;
    private final Optional<EngineSettings> settings;
    private final Consumer<String> stages;
    private final List<Runnable> onStop = new CopyOnWriteArrayList<>();
    private volatile boolean stopped;

    RunControls(int batches, Optional<EngineSettings> settings, Consumer<String> stages) {
        this.batches = batches;
        this.settings = Objects.requireNonNull(settings, "settings");
        this.stages = Objects.requireNonNull(stages, "stages");
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

    /** {@code action} runs (on the thread that stops the run) when the user cancels; at once if already cancelled. */
    public void onStop(Runnable action) {
        onStop.add(action);
        if (stopped) {
            action.run();
        }
    }

    boolean stopped() {
        return stopped;
    }

    void stop() {
        stopped = true;
        onStop.forEach(Runnable::run);
    }
}
