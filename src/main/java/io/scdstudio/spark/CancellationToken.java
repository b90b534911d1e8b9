package io.scdstudio.spark;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Cancels a Spark run from any thread: the running Spark jobs are cancelled through their job group and the
 * run stops before its next stage. A cancelled run leaves the target at its last complete Delta version.
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

    void onCancel(Runnable action) {
        actions.add(action);
    }
}
