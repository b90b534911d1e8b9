package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The incremental benchmark compares one of our batches with a hand-written MERGE of the same batch. That
 * yardstick is only fair if it does the same job where it can: MERGEd into a copy of the engine's table after the
 * first batch, a batch without late data or ties must give the table AUTO CDC gives (one changed, one unchanged,
 * one deleted and one new key).
 */
class HandMergeIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    @ParameterizedTest(name = "SCD type {0}")
    @ValueSource(ints = {1, 2})
    void onAnInOrderBatchTheHandWrittenMergeGivesTheAutoCdcTable(int scd, @TempDir Path dir) {
        ChangeFeed feed = new ChangeFeed(
                "hand.csv",
                SCHEMA,
                List.of(
                        Batch.of(
                                1,
                                0,
                                List.of(
                                        Row.of(1L, "Kyiv", "UPSERT", 1L),
                                        Row.of(2L, "Lviv", "UPSERT", 2L),
                                        Row.of(3L, "Odesa", "UPSERT", 3L))),
                        Batch.of(
                                2,
                                3,
                                List.of(
                                        Row.of(1L, "Dnipro", "UPSERT", 4L),
                                        Row.of(2L, "Lviv", "UPSERT", 5L),
                                        Row.of(3L, null, "DELETE", 6L),
                                        Row.of(4L, "Poltava", "UPSERT", 7L)))));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(scd);
        Table expected = FeedRunner.run(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of(), (n, run) -> true)
                .target();
        ResolvedFlow resolved = FlowResolver.resolveCdc(flow, SCHEMA);
        var spark = SparkSessions.get(SharedSpark.SETTINGS);
        SparkFlowRun engine =
                SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).open(flow, SourceShape.of(feed), RunOptions.FAST);
        engine.apply(feed.batches().get(0));
        Path table = dir.resolve("hand");
        DeltaTables.copy(engine.targetPath(), table);

        double ms = HandMerge.time(spark, resolved, feed.batches().get(1), table);

        Table actual = new TargetReader(resolved).read(spark, table);
        TableDiff diff = TableDiff.of(expected, actual);
        assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
        assertThat(actual.rows()).hasSize(scd == 1 ? 3 : 5);
        assertThat(ms).isPositive();
    }
}
