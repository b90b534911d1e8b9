package io.scdstudio.ui.run;

import io.scdstudio.engine.EngineLog;

/** A log an engine writes to from its own thread, as Spark's log4j2 appender does. */
final class FakeDeltaLog implements EngineLog {
    private volatile java.util.function.Consumer<String> listener = line -> {};
    volatile boolean following;

    @Override
    public Following follow(java.util.function.Consumer<String> lines) {
        listener = lines;
        following = true;
        return () -> {
            following = false;
            listener = line -> {};
        };
    }

    void log(String line) {
        Thread t = new Thread(() -> listener.accept("INFO DeltaLog: " + line));
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
