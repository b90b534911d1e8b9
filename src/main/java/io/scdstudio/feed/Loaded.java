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

    /** A change feed file; {@code inference} is present when its schema was inferred rather than given. */
    record FeedFile(ChangeFeed feed, Optional<InferredSchema> inference) implements Loaded {
        public FeedFile {
            Objects.requireNonNull(feed, "feed");
            Objects.requireNonNull(inference, "inference");
        }
    }
}
