package io.scdstudio.engine;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Cancels a run from any thread. An engine registers what stopping means to it (Spark: cancel the run's job group
 * and its future jobs) and checks {@link #isCancelled} between stages; a caller such as the window's Cancel calls
 * {@link #cancel}. A cancelled run leaves the target at its last complete version.
 */
public final class CancellationToken {
    private volatile boolean cancelled;
    private final List<Runnable> actions = new CopyOnWriteArrayList<>();

    public static CancellationToken none() {
        return new CancellationToken();
    }

    public void cancel() {
        cancelled = true;
        for (Runnable r : actions) {
            r.run();
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** {@code action} runs (on the cancelling thread) when the run is cancelled; at once if it already is. */
    public void onCancel(Runnable action) {
        actions.add(action);
        if (cancelled) {
            action.run();
        }
    }
}
