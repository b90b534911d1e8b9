package io.scdstudio.feed;

import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.SourceView;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A feed file read by its {@link FeedFormat}: the flat rows, the inferred schema when types were guessed, the
 * design the format suggests, what the reading did that the user should know (rows dropped, values not
 * supplied), one sentence each, and the same reading as Spark SQL for exported code (CDC formats).
 */
public record FormatRead(
        FeedFormat format,
        ChangeFeed feed,
        Optional<InferredSchema> inference,
        Optional<Preset> preset,
        List<String> notes,
        Optional<SourceView> sourceView) {
    public FormatRead {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(feed, "feed");
        Objects.requireNonNull(inference, "inference");
        Objects.requireNonNull(preset, "preset");
        Objects.requireNonNull(sourceView, "sourceView");
        notes = List.copyOf(notes);
        if (inference.isPresent()) {
            feed = inference.get().attachFallbacks(feed);
        }
        if (preset.isPresent()) {
            PresetPositions.requireOnChanges(feed, preset.get());
        }
    }

    /** A read of flat rows, which exported code reads as they are. */
    public FormatRead(
            FeedFormat format,
            ChangeFeed feed,
            Optional<InferredSchema> inference,
            Optional<Preset> preset,
            List<String> notes) {
        this(format, feed, inference, preset, notes, Optional.empty());
    }
}
