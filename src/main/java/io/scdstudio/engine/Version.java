package io.scdstudio.engine;

import io.scdstudio.model.Row;

/**
 * One SCD2 version of a key: the effective source row (after ignore-null filling), {@code [start, end)}
 * with {@code end == null} while current, and the events that opened it, last changed it and ended it
 * (arrival indexes, -1 when none). SCD1 keeps its current row as an open version.
 *
 * <p>The fold updates its own versions in place (a million events would otherwise allocate a version per
 * event); anything that leaves the run is a {@link #copy()}.
 */
public final class Version {
    private Row row;
    private final Object start;
    private Object end;
    private final long openedBy;
    private long lastChangedBy;
    private long endedBy;

    public Version(Row row, Object start, Object end, long openedBy, long lastChangedBy, long endedBy) {
        this.row = row;
        this.start = start;
        this.end = end;
        this.openedBy = openedBy;
        this.lastChangedBy = lastChangedBy;
        this.endedBy = endedBy;
    }

    public Row row() {
        return row;
    }

    public Object start() {
        return start;
    }

    public Object end() {
        return end;
    }

    public long openedBy() {
        return openedBy;
    }

    public long lastChangedBy() {
        return lastChangedBy;
    }

    public long endedBy() {
        return endedBy;
    }

    public boolean isCurrent() {
        return end == null;
    }

    Version copy() {
        return new Version(row, start, end, openedBy, lastChangedBy, endedBy);
    }

    void updateInPlace(Row newRow, long by) {
        this.row = newRow;
        this.lastChangedBy = by;
    }

    void closeAt(Object seq, long by) {
        this.end = seq;
        this.endedBy = by;
    }
}
