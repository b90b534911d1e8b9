package io.scdstudio.engine;

import static io.scdstudio.engine.Feeds.upsert;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FeedRunnerTest {

    @Test
    void aRunThatFailsIsDiscardedBecauseTheCallerNeverGetsIt() {
        List<String> happened = new ArrayList<>();
        ScdEngine failingAtBatch2 = ForwardingFlowRun.overInMemory("failing", inner -> new ForwardingFlowRun(inner) {
            @Override
            public void apply(Batch batch) {
                if (batch.number() == 2) {
                    throw Errors.of(ErrorClass.SPARK_FAILED, "the disk is full", "Free some space");
                }
                super.apply(batch);
                happened.add("batch " + batch.number());
            }

            @Override
            public void discard() {
                happened.add("discarded");
            }
        });

        assertThatThrownBy(() -> FeedRunner.run(
                        failingAtBatch2,
                        Feeds.flow(2),
                        Feeds.batches(List.of(upsert(1, "a", "Kyiv", 1)), List.of(upsert(1, "a", "Lviv", 2))),
                        RunOptions.FAST,
                        List.of(),
                        (n, run) -> true))
                .hasMessageContaining("the disk is full");
        assertThat(happened).containsExactly("batch 1", "discarded");
    }

    @Test
    void aRunThatSucceedsIsTheCallersToKeepOrDiscard() {
        List<String> happened = new ArrayList<>();
        ScdEngine recording = ForwardingFlowRun.overInMemory("recording", inner -> new ForwardingFlowRun(inner) {
            @Override
            public void discard() {
                happened.add("discarded");
            }
        });

        FlowRun run = FeedRunner.run(
                recording,
                Feeds.flow(2),
                Feeds.batches(List.of(upsert(1, "a", "Kyiv", 1))),
                RunOptions.FAST,
                List.of(),
                (n, r) -> true);

        assertThat(run.target().rows()).hasSize(1);
        assertThat(happened).isEmpty();
    }
}
