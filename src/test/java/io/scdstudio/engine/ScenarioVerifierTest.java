package io.scdstudio.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A check runs each case and leaves nothing of it behind, whether the case passes, fails or raises. */
class ScenarioVerifierTest {

    @Test
    void everyRunOfACheckIsDiscardedOnceItsVerdictIsKnown() {
        DiscardCounting engine = new DiscardCounting();
        ScenarioVerifier verifier = new ScenarioVerifier(engine.engine(), RunOptions.FAST);

        Batch good = Batch.of(1, 0, List.of(Feeds.upsert(1, "Ann", "Kyiv", 1)));
        List<ScenarioVerifier.Verdict> passing = verifier.verify(scenario(good));
        Batch nullKey = Batch.of(1, 0, List.of(Row.of(null, "Ann", "Kyiv", "UPSERT", 1L)));
        List<ScenarioVerifier.Verdict> raising = verifier.verify(scenario(nullKey));

        assertThat(passing)
                .singleElement()
                .satisfies(v -> assertThat(v.problems()).isEmpty());
        assertThat(raising)
                .singleElement()
                .satisfies(
                        v -> assertThat(v.problems()).singleElement().asString().startsWith("unexpected error"));
        assertThat(engine.opened).isEqualTo(2);
        assertThat(engine.discarded).isEqualTo(2);
    }

    private static Scenario scenario(Batch batch) {
        return Scenario.builder("t", new ChangeFeed("feed.csv", Feeds.SCHEMA, List.of(batch)), Feeds.flow(1))
                .title("t")
                .build();
    }

    /** The in-memory engine, counting the runs it opens and the ones discarded. */
    private static final class DiscardCounting {
        int opened;
        int discarded;

        ScdEngine engine() {
            return ForwardingFlowRun.overInMemory("counting", run -> {
                opened++;
                return new ForwardingFlowRun(run) {
                    @Override
                    public void discard() {
                        discarded++;
                    }
                };
            });
        }
    }
}
