package io.scdstudio.engine;

/**
 * How to run a flow. {@code trace} records, for every event, what it did and why (event by event, so one
 * thread). {@code threads} is how many threads a batch's keys are folded on: 0 lets the engine choose (every
 * core, for batches large enough to gain from it), 1 folds on the caller's thread alone, and 2 or more folds
 * every batch on that many, however small, which the tests use to run the parallel path on small cases.
 */
public record RunOptions(boolean trace, int threads) {
    public static final RunOptions FAST = new RunOptions(false, 0);
    public static final RunOptions TRACED = new RunOptions(true, 0);

    public RunOptions {
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be 0 (choose) or more, not " + threads);
        }
    }

    public RunOptions withThreads(int count) {
        return new RunOptions(trace, count);
    }
}
