package io.scdstudio.ui.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Gathers log lines from any thread and hands them to the FX thread in batches: the first line after a
 * hand-over schedules one, and every line that arrives before it runs goes with it, so Spark logging
 * hundreds of lines a second costs the window a few updates rather than one per line.
 */
final class LogBatcher {
    private final ConcurrentLinkedQueue<String> waiting = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final Executor fxThread;
    private final Consumer<List<String>> onBatch;

    LogBatcher(Executor fxThread, Consumer<List<String>> onBatch) {
        this.fxThread = fxThread;
        this.onBatch = onBatch;
    }

    void add(String line) {
        waiting.add(line);
        if (scheduled.compareAndSet(false, true)) {
            fxThread.execute(this::drain);
        }
    }

    private void drain() {
        scheduled.set(false);
        List<String> batch = new ArrayList<>();
        for (String line = waiting.poll(); line != null; line = waiting.poll()) {
            batch.add(line);
        }
        if (!batch.isEmpty()) {
            onBatch.accept(batch);
        }
    }
}
