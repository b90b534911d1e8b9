package io.scdstudio.ui;

import javafx.beans.Observable;

/**
 * Work that waits for the step-through to stand still. Work that only makes a later action faster (the Timeline's
 * walk of a big run's trace) took a core from the learner's first steps on a two-core machine: it starts once
 * {@code moving} has not changed for {@code quietMillis}, the wait on the runner's own thread.
 */
public final class WhenStill {
    private final long quietNanos;
    private volatile long lastMove = System.nanoTime();

    /** {@code moving}: changed on the FX thread at each step. */
    public WhenStill(Observable moving, long quietMillis) {
        this.quietNanos = quietMillis * 1_000_000;
        moving.addListener(o -> lastMove = System.nanoTime());
    }

    /** {@code runner}, its work started only in a quiet spell. */
    public TaskRunner runner(TaskRunner runner) {
        return TaskRunner.after(this::awaitStill, runner);
    }

    private void awaitStill() throws InterruptedException {
        long left;
        while ((left = lastMove + quietNanos - System.nanoTime()) > 0) {
            Thread.sleep(left / 1_000_000 + 1);
        }
    }
}
