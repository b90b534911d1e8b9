package io.scdstudio.cli;

import java.util.Arrays;

/** Timing and heap helpers for {@code bench}: medians over repeated runs, heap in use after a GC. */
final class Measure {
    private Measure() {
    }

    /** Median wall time in milliseconds of {@code runs} runs, after {@code warmups} unmeasured ones. */
    static double medianMillis(int warmups, int runs, Runnable work) {
        for (int i = 0; i < warmups; i++) {
            work.run();
        }
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            work.run();
            times[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(times);
        return runs % 2 == 1 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
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
