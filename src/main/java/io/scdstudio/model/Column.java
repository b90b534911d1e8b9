package io.scdstudio.model;

import java.util.Objects;

/** A named, typed column of a feed or a target table. */
public record Column(String name, DataType type) {
    public Column {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a column name cannot be empty");
        }
    }
}
