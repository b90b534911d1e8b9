package io.scdstudio.feed;

import io.scdstudio.model.Schema;
import java.util.List;
import java.util.Objects;

/**
 * A schema guessed from a feed's values, with one plain sentence per column saying why
 * ({@code "sequenceNum: bigint — all 8 non-null values are whole numbers"}).
 */
public record InferredSchema(Schema schema, List<String> reasons) {
    public InferredSchema {
        Objects.requireNonNull(schema, "schema");
        reasons = List.copyOf(reasons);
        if (reasons.size() != schema.size()) {
            throw new IllegalArgumentException("one reason per column");
        }
    }
}
