package io.scdstudio.feed;

import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SourceView;
import java.util.Objects;
import java.util.Optional;

/** What {@link FeedLoader#open} found: a whole scenario, or a change feed file. */
public sealed interface Loaded permits Loaded.ScenarioFolder, Loaded.FeedFile {

    /** A scenario folder with its flow and expectations, and its feed format's source view when it names one. */
    record ScenarioFolder(Scenario scenario, Optional<SourceView> sourceView) implements Loaded {
        public ScenarioFolder {
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(sourceView, "sourceView");
        }

        public ScenarioFolder(Scenario scenario) {
            this(scenario, Optional.empty());
        }
    }

    /** A change feed file as its format read it. */
    record FeedFile(FormatRead read) implements Loaded {
        public FeedFile {
            Objects.requireNonNull(read, "read");
        }

        public ChangeFeed feed() {
            return read.feed();
        }

        /** Present when the schema was inferred rather than given. */
        public Optional<InferredSchema> inference() {
            return read.inference();
        }

        /** The design the format suggests; empty for plain CSV and JSON lines. */
        public Optional<Preset> preset() {
            return read.preset();
        }
    }
}
