package io.scdstudio.engine;

import io.scdstudio.model.Row;

/**
 * One SCD2 version of a key as the fold keeps it: the effective source row (after ignore-null filling),
 * {@code [start, end)} with {@code end == null} while current, and the events that opened it, last
 * changed it and ended it (arrival indexes, -1 when none). SCD1 keeps its current row as an open version.
 */
public record Version(Row row, Object start, Object end, long openedBy, long lastChangedBy, long endedBy) {

    public boolean isCurrent() {
        return end == null;
    }

    Version updatedInPlace(Row newRow, long by) {
        return new Version(newRow, start, end, openedBy, by, endedBy);
    }

    Version closedAt(Object seq, long by) {
        return new Version(row, start, seq, openedBy, lastChangedBy, by);
    }
}
