package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.model.Row;

/**
 * One classified CDC event: its arrival index in the whole feed, batch, kind, source row, sequence value
 * and key (NULL only on truncates). Immutable.
 */
record Event(long arrival, int batch, int line, EventKind kind, Row row, Object seq, Object key) {}
