package io.scdstudio.ui.shell;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Measures how long the FX thread keeps the user waiting: posts a no-op to it every 20 ms and keeps the longest
 * delay before one ran. The app starts one with {@code -Dscd.stallProbe=true}, printing each stall over 100 ms with
 * the JVM's uptime, which is how docs/performance.md times the window's start; the responsiveness check uses it too.
 */
public final class FxStallProbe {
    private static final long BEAT_MILLIS = 20;
    private static final long PRINTED_STALL_MILLIS = 100;

    private final AtomicLong maxLateNanos = new AtomicLong();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final boolean printing;
    /** When the last printed stall ended; the beats queued behind a stall report it again, less late. */
    private long printedStallEnd;

    private FxStallProbe(boolean printing) {
        this.printing = printing;
    }

    /** A probe that keeps the longest stall, for a caller that reads it. */
    public static FxStallProbe start() {
        return start(false);
    }

    /** The probe {@code -Dscd.stallProbe=true} asks for, printing each long stall to stderr; else nothing. */
    static void startIfAsked() {
        if (Boolean.getBoolean("scd.stallProbe")) {
            start(true);
        }
    }

    /** A probe that keeps the longest stall and, when {@code printing}, prints each one over 100 ms to stderr. */
    static FxStallProbe start(boolean printing) {
        FxStallProbe probe = new FxStallProbe(printing);
        Thread t = new Thread(probe::beat, "fx-stall-probe");
        t.setDaemon(true);
        t.start();
        return probe;
    }

    private void beat() {
        while (running.get()) {
            long posted = System.nanoTime();
            Platform.runLater(() -> ran(posted));
            try {
                Thread.sleep(BEAT_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void ran(long posted) {
        long now = System.nanoTime();
        long lateNanos = now - posted;
        maxLateNanos.accumulateAndGet(lateNanos, Math::max);
        if (printing && lateNanos / 1_000_000 > PRINTED_STALL_MILLIS && posted > printedStallEnd) {
            printedStallEnd = now;
            System.err.printf(
                    "FX thread busy for %d ms, until %.2f s after the JVM started%n",
                    lateNanos / 1_000_000, ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0);
        }
    }

    public long maxLateMillis() {
        return maxLateNanos.get() / 1_000_000;
    }

    public void reset() {
        maxLateNanos.set(0);
    }

    public void stop() {
        running.set(false);
    }
}
