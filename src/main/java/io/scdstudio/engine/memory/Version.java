package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;

/**
 * A copy of one version of a key, as the trace and the step-through see it: the effective source row (after
 * ignore-null filling), {@code [start, end)} with {@code end == null} while current, and the events that
 * opened it, last changed it and ended it (arrival indexes, -1 when none). SCD1 keeps its current row as an
 * open version. The fold itself keeps its versions in a {@link VersionStore}.
 */
public record Version(Row row, Object start, Object end, long openedBy, long lastChangedBy, long endedBy) {

    public boolean isCurrent() {
        return end == null;
    }
}
