package io.scdstudio.engine;

import java.time.Instant;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One committed version of a run's target table, as an engine that keeps versions (Delta) reports it: the
 * version number, when it was committed, the operation ({@code WRITE}, {@code MERGE}, ...), and the batch
 * whose result it holds (empty for a version an earlier run left at the same path).
 */
public record TargetVersion(long version, Instant timestamp, String operation, OptionalInt batch) {
    public TargetVersion {
        Objects.requireNonNull(timestamp, "timestamp");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(batch, "batch");
    }
}
