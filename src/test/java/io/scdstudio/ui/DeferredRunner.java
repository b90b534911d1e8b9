package io.scdstudio.ui;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A runner that keeps submitted work until the test runs it, so a test can see what happens between a
 * request and its result, and in what order results arrive. The work (the worker's part) and the handing
 * back of its result (the FX thread's part) can be run apart, so a test can act in between, as a user would
 * while the worker is busy. Each result is handed back (the caller must drop stale ones itself); times of the
 * last work and of its result handling are kept for benchmarks.
 */
public final class DeferredRunner implements TaskRunner {
    private final Deque<Job<?>> queue = new ArrayDeque<>();
    private long lastWorkNanos;
    private long lastResultNanos;

    @Override
    public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
        queue.add(new Job<>(work, onResult, onFailure));
    }

    public int pending() {
        return queue.size();
    }

    /** Does the worker's part of every waiting piece of work; the results wait for {@link #runAll()}. */
    public void runWorkOnly() {
        queue.forEach(Job::work);
    }

    /** Runs the piece of work submitted first, handing back its result. */
    public void runNext() {
        queue.poll().handBack();
    }

    /** Runs every waiting piece of work in submission order, handing back each result. */
    public void runAll() {
        while (!queue.isEmpty()) {
            queue.poll().handBack();
        }
    }

    /** Runs every waiting piece of work, handing back the newest result first, as a worker that finished late would. */
    public void runAllNewestFirst() {
        while (!queue.isEmpty()) {
            queue.pollLast().handBack();
        }
    }

    public long lastWorkNanos() {
        return lastWorkNanos;
    }

    public long lastResultNanos() {
        return lastResultNanos;
    }

    private final class Job<T> {
        private final Callable<T> work;
        private final Consumer<T> onResult;
        private final Consumer<Throwable> onFailure;
        private boolean done;
        private T result;
        private Throwable failure;
        private long workNanos;

        Job(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
            this.work = work;
            this.onResult = onResult;
            this.onFailure = onFailure;
        }

        void work() {
            if (done) {
                return;
            }
            long t0 = System.nanoTime();
            try {
                result = work.call();
            } catch (Exception | Error e) {
                failure = e;
            }
            workNanos = System.nanoTime() - t0;
            done = true;
        }

        void handBack() {
            work();
            if (failure != null) {
                onFailure.accept(failure);
                return;
            }
            long t0 = System.nanoTime();
            onResult.accept(result);
            lastWorkNanos = workNanos;
            lastResultNanos = System.nanoTime() - t0;
        }
    }
}
