package io.scdstudio.ui.feed;

import io.scdstudio.model.Row;

/** One event of the feed as the table lists it: 0-based arrival index, batch, source line (0 = unknown), row. */
public record EventItem(long arrival, int batch, int line, Row row) {}
