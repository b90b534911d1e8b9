package io.scdstudio.feed.values;

import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Schema;
import io.scdstudio.model.TypeFallback;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A schema guessed from a feed's values, with one plain sentence per column saying why
 * ({@code "sequenceNum: bigint — all 8 non-null values are whole numbers"}), and the columns that fell back to text
 * because some of their values did not parse as the type the others share.
 */
public record InferredSchema(Schema schema, List<String> reasons, List<TypeFallback> fallbacks) {
    public InferredSchema(Schema schema, List<String> reasons) {
        this(schema, reasons, List.of());
    }

    public InferredSchema {
        Objects.requireNonNull(schema, "schema");
        reasons = List.copyOf(reasons);
        fallbacks = List.copyOf(fallbacks);
        if (reasons.size() != schema.size()) {
            throw new IllegalArgumentException("one reason per column");
        }
    }

    /** The feed, noting those of this schema's fallbacks whose column it still reads as text. */
    public ChangeFeed attachFallbacks(ChangeFeed feed) {
        List<TypeFallback> kept = fallbacks.stream()
                .filter(f -> feed.schema()
                        .find(f.column())
                        .map(c -> c.type().equals(f.readAs()))
                        .orElse(false))
                .toList();
        if (kept.isEmpty()) {
            return feed;
        }
        // A feed re-read with the inferred types already noted its own; the inference's are added, not swapped in.
        List<TypeFallback> all = new ArrayList<>(feed.typeFallbacks());
        kept.stream().filter(f -> !all.contains(f)).forEach(all::add);
        return feed.withTypeFallbacks(all);
    }
}
