package io.scdstudio.feed.values;

import io.scdstudio.model.ChangeFeed;
import java.util.Objects;

/**
 * A change feed read without a declared schema, with the schema chosen for it and why. The feed carries the
 * columns that fell back to text, so a run can stop when one of them orders or identifies rows.
 */
public record InferredFeed(ChangeFeed feed, InferredSchema inference) {
    public InferredFeed {
        Objects.requireNonNull(feed, "feed");
        Objects.requireNonNull(inference, "inference");
        feed = inference.attachFallbacks(feed);
    }
}
