package io.scdstudio.feed;

import io.scdstudio.model.ChangeFeed;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A feed file read by its {@link FeedFormat}: the flat rows, the inferred schema when types were guessed, the
 * design the format suggests, and what the reading did that the user should know (rows dropped, values not
 * supplied), one sentence each.
 */
public record FormatRead(FeedFormat format, ChangeFeed feed, Optional<InferredSchema> inference,
        Optional<Preset> preset, List<String> notes) {
    public FormatRead {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(feed, "feed");
        Objects.requireNonNull(inference, "inference");
        Objects.requireNonNull(preset, "preset");
        notes = List.copyOf(notes);
    }
}
