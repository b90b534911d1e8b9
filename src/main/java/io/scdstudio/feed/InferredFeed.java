package io.scdstudio.feed;

import io.scdstudio.model.ChangeFeed;
import java.util.Objects;

/** A change feed read without a declared schema, with the schema chosen for it and why. */
public record InferredFeed(ChangeFeed feed, InferredSchema inference) {
    public InferredFeed {
        Objects.requireNonNull(feed, "feed");
        Objects.requireNonNull(inference, "inference");
    }
}
