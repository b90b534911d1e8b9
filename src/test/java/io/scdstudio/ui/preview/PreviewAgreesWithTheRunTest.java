package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The preview folds a feed through the same loop as the Run pane and the command line ({@code FeedRunner}): a
 * scenario that expires tombstones before a batch number the feed skips gives the preview the table the run gives.
 */
class PreviewAgreesWithTheRunTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    @Test
    void tombstonesExpiredBeforeASkippedBatchNumberExpireInThePreviewToo() {
        // Batch 1 inserts and deletes key 1; batch 2 never comes; batch 3 brings an update older than the delete.
        // Tombstones expire before batch 2, so the late update finds no tombstone and brings the key back.
        ChangeFeed feed = new ChangeFeed(
                "input.csv",
                SCHEMA,
                List.of(
                        Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", "U", 1L), Row.of(1L, null, "D", 3L))),
                        Batch.of(3, 2, List.of(Row.of(1L, "Odesa", "U", 2L)))));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'D'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")));
        Scenario s = Scenario.builder("gc-gap", feed, flow)
                .simulateTombstoneGcBeforeBatches(List.of(2))
                .build();

        FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(), flow, feed, RunOptions.FAST, s.simulateTombstoneGcBeforeBatches());
        Table byTheRun = run.target();
        run.discardAndClose();
        Table inThePreview = new PreviewComputer().compute(s).finalTarget().orElseThrow();

        assertThat(byTheRun.rows())
                .as("the run: the tombstone is gone, the late update brings key 1 back")
                .containsExactly(Row.of(1L, "Odesa"));
        assertThat(inThePreview.rows()).isEqualTo(byTheRun.rows());
    }
}
