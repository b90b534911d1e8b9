package io.scdstudio.feed;

import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;

import java.util.Objects;
import java.util.Optional;

/** What {@link FeedLoader#open} found: a whole scenario, or a change feed file. */
public sealed interface Loaded permits Loaded.ScenarioFolder, Loaded.FeedFile {

    /** A scenario folder with its flow and expectations. */
    record ScenarioFolder(Scenario scenario) implements Loaded {
        public ScenarioFolder {
            Objects.requireNonNull(scenario, "scenario");
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
