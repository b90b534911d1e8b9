package io.scdstudio.ui;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A runner that keeps submitted work until the test runs it, so a test can see what happens between a
 * request and its result, and in what order results arrive. Each result is handed back (the caller must
 * drop stale ones itself); times of the last work and of its result handling are kept for benchmarks.
 */
public final class DeferredRunner implements TaskRunner {
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private long lastWorkNanos;
    private long lastResultNanos;

    @Override
    public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
        queue.add(() -> {
            long t0 = System.nanoTime();
            T result;
            try {
                result = work.call();
            } catch (Exception | Error e) {
                onFailure.accept(e);
                return;
            }
            long t1 = System.nanoTime();
            onResult.accept(result);
            lastWorkNanos = t1 - t0;
            lastResultNanos = System.nanoTime() - t1;
        });
    }

    public int pending() {
        return queue.size();
    }

    /** Runs every waiting piece of work in submission order, handing back each result. */
    public void runAll() {
        while (!queue.isEmpty()) {
            queue.poll().run();
        }
    }

    public long lastWorkNanos() {
        return lastWorkNanos;
    }

    public long lastResultNanos() {
        return lastResultNanos;
    }
}
