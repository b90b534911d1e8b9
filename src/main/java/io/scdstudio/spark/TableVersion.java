package io.scdstudio.spark;

import java.time.Instant;

/** One commit of a Delta table, as {@code DESCRIBE HISTORY} lists it: read it back with {@code VERSION AS OF}. */
public record TableVersion(long version, Instant timestamp, String operation) {}
