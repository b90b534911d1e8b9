package io.scdstudio.engine;

/** How to run a flow: {@code trace} records, for every event, what it did and why. */
public record RunOptions(boolean trace) {
    public static final RunOptions FAST = new RunOptions(false);
    public static final RunOptions TRACED = new RunOptions(true);
}
