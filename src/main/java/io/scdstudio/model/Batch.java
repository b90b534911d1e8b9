package io.scdstudio.model;

import java.util.List;

/**
 * One micro-batch (one pipeline update) of a change feed. {@code firstArrival} is the arrival index of its
 * first row in the whole feed, so arrival order survives splitting a feed into batches.
 */
public record Batch(int number, long firstArrival, List<Row> rows, List<Integer> lines) {
    public Batch {
        if (number < 1) {
            throw new IllegalArgumentException("batch numbers start at 1, got " + number);
        }
        rows = List.copyOf(rows);
        lines = List.copyOf(lines);
        if (!lines.isEmpty() && lines.size() != rows.size()) {
            throw new IllegalArgumentException("one source line per row, or none");
        }
    }

    public static Batch of(int number, long firstArrival, List<Row> rows) {
        return new Batch(number, firstArrival, rows, List.of());
    }

    /** The 1-based line of the row in its source file, or 0 when unknown. */
    public int lineOf(int rowIndex) {
        return lines.isEmpty() ? 0 : lines.get(rowIndex);
    }
}
