package io.scdstudio.cli.bench;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/** Timing and heap helpers for {@code bench}: medians over repeated runs, heap in use after a GC. */
final class Measure {
    private Measure() {}

    /**
     * Wall time (median and fastest) and the CPU time of the whole process (median, every thread, the garbage
     * collector's included), each run after a full collection, outside the measured time. On a machine shared with
     * other work, wall time grows with the load while the CPU
     * time mostly does not, so the two together tell a slow fold from a busy machine.
     */
    record Timing(double medianMillis, double fastestMillis, double medianCpuMillis) {}

    /** {@code reset} runs before each run, untimed (e.g. to let go of the previous run's result). */
    static Timing time(int warmups, int runs, Runnable reset, Runnable work) {
        for (int i = 0; i < warmups; i++) {
            reset.run();
            work.run();
        }
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        for (int i = 0; i < runs; i++) {
            reset.run();
            System.gc();
            long c0 = processCpuNanos();
            long t0 = System.nanoTime();
            work.run();
            wall[i] = (System.nanoTime() - t0) / 1e6;
            cpu[i] = (processCpuNanos() - c0) / 1e6;
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        return new Timing(median(wall), wall[0], median(cpu));
    }

    /** The median of {@code values}, in any order. */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * The JIT this JVM compiles with, for a benchmark's heading: the installed app runs C1 alone
     * ({@code -XX:TieredStopAtLevel=1}, docs/decisions/0015), which folds a million events about twice as slowly as
     * {@code java -jar} with both compilers, so a figure without it compares nothing.
     */
    static String jit() {
        var args = ManagementFactory.getRuntimeMXBean().getInputArguments();
        if (args.stream().anyMatch(a -> a.matches("-XX:TieredStopAtLevel=[123]"))) {
            return "JIT C1 only";
        }
        return args.contains("-XX:-TieredCompilation") ? "JIT C2 only" : "JIT C1 and C2";
    }

    /** -1 per call (so differences are 0) where the JVM does not report process CPU time. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os
                ? os.getProcessCpuTime()
                : -1;
    }

    /** Median wall time in milliseconds of {@code runs} runs, after {@code warmups} unmeasured ones. */
    static double medianMillis(int warmups, int runs, Runnable work) {
        for (int i = 0; i < warmups; i++) {
            work.run();
        }
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            // Each run starts from a collected heap, as a user's load or fold does, instead of paying for the
            // garbage the run before it left (a million-event load leaves hundreds of MB).
            System.gc();
            long t0 = System.nanoTime();
            work.run();
            times[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(times);
        return median(times);
    }

    static long usedHeapAfterGc() {
        Runtime rt = Runtime.getRuntime();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            best = Math.min(best, rt.totalMemory() - rt.freeMemory());
        }
        return best;
    }
}
