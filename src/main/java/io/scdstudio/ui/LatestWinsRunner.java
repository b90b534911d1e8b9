package io.scdstudio.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * One daemon worker thread; each submission supersedes the ones before it. Work that has not started when a
 * newer one arrives is skipped, and a result that is no longer the newest is dropped, so a burst of edits
 * costs one preview and the window shows only the latest design's result.
 */
public final class LatestWinsRunner implements TaskRunner {
    private final ExecutorService executor;
    private final AtomicLong generation = new AtomicLong();

    public LatestWinsRunner(String threadName) {
        this.executor = daemonThread(threadName);
    }

    /** One daemon worker thread, so a runner never holds the app's exit. */
    static ExecutorService daemonThread(String name) {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
        long mine = generation.incrementAndGet();
        executor.execute(() -> {
            if (mine != generation.get()) {
                return;
            }
            try {
                T result = work.call();
                Platform.runLater(() -> {
                    if (mine == generation.get()) {
                        onResult.accept(result);
                    }
                });
            } catch (Exception | Error e) {
                Platform.runLater(() -> {
                    if (mine == generation.get()) {
                        onFailure.accept(e);
                    }
                });
            }
        });
    }

    @Override
    public void shutdown() {
        generation.incrementAndGet();
        executor.shutdownNow();
    }
}
