package io.scdstudio.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * One daemon worker thread that runs every submission, in the order given, and hands each result back on the FX
 * thread. Writes go here (a save, the recovery copy and its clearing), so none is skipped and none overtakes
 * another: a recovery copy written after its clear would offer, at the next start, work the user already saved.
 */
public final class SerialRunner implements TaskRunner {
    private final ExecutorService executor;

    public SerialRunner(String threadName) {
        this.executor = LatestWinsRunner.daemonThread(threadName);
    }

    @Override
    public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
        executor.execute(() -> {
            try {
                T result = work.call();
                Platform.runLater(() -> onResult.accept(result));
            } catch (Exception | Error e) {
                Platform.runLater(() -> onFailure.accept(e));
            }
        });
    }

    /**
     * Lets queued writes finish (a save the user asked for must land, a clear of the recovery copy too), waiting a
     * few seconds at most, then stops the thread. The thread is a daemon, so nothing else can hold the exit.
     */
    @Override
    public void shutdown() {
        executor.shutdown();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
