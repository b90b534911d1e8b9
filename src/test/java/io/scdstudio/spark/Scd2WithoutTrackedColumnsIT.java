package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SCD type 2 with no tracked column (the only non-key column is in {@code track_history_except_column_list}):
 * every update changes untracked columns only, so it updates the one version in place (U9), with ignore-null on
 * as with it off. With it on, a NULL keeps the earlier value; it used to open a new version on both counts.
 */
@Execution(ExecutionMode.CONCURRENT)
class Scd2WithoutTrackedColumnsIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT), new Column("city", DataType.STRING), new Column("seq", DataType.BIGINT));

    static Stream<Arguments> engines() {
        return Stream.of(
                Arguments.of("memory", new InMemoryEngine()),
                Arguments.of("spark backfill", SharedSpark.engine(SparkEngine.Mode.BACKFILL)),
                Arguments.of("spark incremental", SharedSpark.engine(SparkEngine.Mode.INCREMENTAL)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void anUpdateWithANullUpdatesTheOnlyVersionInPlaceAndKeepsTheValue(String name, ScdEngine engine) {
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withColumnSelection(Optional.of(List.of("id", "city")), Optional.empty())
                .withTrackHistory(Optional.empty(), Optional.of(List.of("city")))
                .withIgnoreNullUpdates(true, Optional.empty(), Optional.empty())
                .withScdType(2);
        ChangeFeed feed = new ChangeFeed(
                "feed.csv",
                SCHEMA,
                List.of(
                        Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", 1L), Row.of(1L, "Lviv", 2L))),
                        Batch.of(2, 2, List.of(Row.of(1L, null, 3L)))));
        FlowRun run = FeedRunner.runAll(engine, flow, feed, RunOptions.FAST, List.of());
        try {
            Table target = run.target();
            assertThat(target.rows())
                    .as("one version, still current, with the last city given")
                    .containsExactly(Row.of(1L, "Lviv", 1L, null));
        } finally {
            run.discardAndClose();
        }
    }
}
