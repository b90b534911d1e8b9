package io.scdstudio.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs work away from the FX thread and hands the result back on it. Implementations decide the policy:
 * {@link LatestWinsRunner} drops results that a newer submission made stale; {@link #inline()} runs at once,
 * on the caller's thread, for tests.
 */
public interface TaskRunner {

    <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure);

    /** Stops accepting work; running work may finish but its result is dropped. */
    default void shutdown() {}

    /** What work waits for, on its runner's own thread, before it starts. */
    @FunctionalInterface
    interface Wait {
        void await() throws InterruptedException;
    }

    /** {@code runner}, each piece of its work started once {@code wait} returns, on the runner's own thread. */
    static TaskRunner after(Wait wait, TaskRunner runner) {
        return new TaskRunner() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
                runner.submit(
                        () -> {
                            wait.await();
                            return work.call();
                        },
                        onResult,
                        onFailure);
            }

            @Override
            public void shutdown() {
                runner.shutdown();
            }
        };
    }

    static TaskRunner inline() {
        return new TaskRunner() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
                T result;
                try {
                    result = work.call();
                } catch (Exception | Error e) {
                    onFailure.accept(e);
                    return;
                }
                onResult.accept(result);
            }
        };
    }
}
