package io.scdstudio.model;

import java.util.List;
import java.util.Objects;

/** One full snapshot of the source table, with its version (a number or a timestamp). */
public record Snapshot(Object version, String source, List<Row> rows, List<Integer> lines) {
    public Snapshot {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(source, "source");
        rows = List.copyOf(rows);
        lines = List.copyOf(lines);
    }

    public int lineOf(int rowIndex) {
        return lines.isEmpty() ? 0 : lines.get(rowIndex);
    }
}
