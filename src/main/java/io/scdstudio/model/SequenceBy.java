package io.scdstudio.model;

import java.util.List;

/**
 * The {@code sequence_by} setting: one column, or {@code STRUCT(c1, c2, ...)} ordered by the first field,
 * then the next on ties.
 */
public record SequenceBy(List<String> columns, boolean struct) {
    public SequenceBy {
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("sequence_by needs at least one column");
        }
        if (!struct && columns.size() != 1) {
            throw new IllegalArgumentException("a plain sequence_by names exactly one column; use a struct for more");
        }
    }

    public static SequenceBy column(String name) {
        return new SequenceBy(List.of(name), false);
    }

    public static SequenceBy struct(List<String> names) {
        return new SequenceBy(names, true);
    }

    /** The single column of a plain sequence. */
    public String column() {
        return columns.get(0);
    }
}
