package io.scdstudio.model;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * One micro-batch (one pipeline update) of a change feed. {@code firstArrival} is the arrival index of its
 * first row in the whole feed, so arrival order survives splitting a feed into batches.
 *
 * <p>A batch never changes, so what is worked out from its rows alone (the engine's primitive columns of a sequence, a
 * key or an operation) can be kept with it: {@link #memo}. The window folds the same feed again on every edit of a
 * design, and a bench folds it many times; each then reads arrays instead of a million row objects.
 */
public final class Batch {
    private final int number;
    private final long firstArrival;
    private final List<Row> rows;
    private final List<Integer> lines;
    private final ConcurrentHashMap<Object, Object> memos = new ConcurrentHashMap<>();

    public Batch(int number, long firstArrival, List<Row> rows, List<Integer> lines) {
        if (number < 1) {
            throw new IllegalArgumentException("batch numbers start at 1, got " + number);
        }
        this.number = number;
        this.firstArrival = firstArrival;
        this.rows = List.copyOf(rows);
        this.lines = List.copyOf(lines);
        if (!this.lines.isEmpty() && this.lines.size() != this.rows.size()) {
            throw new IllegalArgumentException("one source line per row, or none");
        }
    }

    public static Batch of(int number, long firstArrival, List<Row> rows) {
        return new Batch(number, firstArrival, rows, List.of());
    }

    public int number() {
        return number;
    }

    public long firstArrival() {
        return firstArrival;
    }

    public List<Row> rows() {
        return rows;
    }

    public List<Integer> lines() {
        return lines;
    }

    /** The 1-based line of the row in its source file, or 0 when unknown. */
    public int lineOf(int rowIndex) {
        return lines.isEmpty() ? 0 : lines.get(rowIndex);
    }

    /**
     * What {@code compute} works out from this batch's rows, kept under {@code key} for the batch's life; worked out once
     * even when two threads ask at once (the window's preview and its step-through fold the same feed together).
     * {@code compute} must depend on the rows alone and must not ask for another memo of this batch.
     */
    @SuppressWarnings("unchecked")
    public <T> T memo(Object key, Function<Batch, T> compute) {
        Object known = memos.get(key);
        return (T) (known != null ? known : memos.computeIfAbsent(key, k -> compute.apply(this)));
    }

    /** Whether the batch keeps a memo under {@code key}. */
    public boolean remembers(Object key) {
        return memos.containsKey(key);
    }

    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof Batch b
                        && number == b.number
                        && firstArrival == b.firstArrival
                        && rows.equals(b.rows)
                        && lines.equals(b.lines);
    }

    @Override
    public int hashCode() {
        return Objects.hash(number, firstArrival, rows, lines);
    }

    @Override
    public String toString() {
        return "Batch[number=" + number + ", firstArrival=" + firstArrival + ", rows=" + rows + ", lines=" + lines
                + "]";
    }
}
