package io.scdstudio.model;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * An expected target in a scenario folder: {@code expected_scd<T>.csv} (after all batches) or
 * {@code expected_scd<T>_after_batch_<N>.csv}.
 */
public record ExpectedTable(int scdType, OptionalInt afterBatch, String file, Table table) {
    public ExpectedTable {
        Objects.requireNonNull(afterBatch, "afterBatch");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(table, "table");
    }

    public boolean isFinal() {
        return afterBatch.isEmpty();
    }
}
