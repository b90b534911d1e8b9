package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code bench --engine spark} on a tiny feed: every step the report prints has a time, and the measured runs, the
 * floor's table and the hand MERGE's copy are gone from the workspace afterwards.
 */
class SparkBenchmarkIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));
    private static final String RUN_NAME = "dim_bench_it";
    private static final ChangeFeed FEED = new ChangeFeed(
            "bench.csv",
            SCHEMA,
            List.of(
                    Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", "UPSERT", 1L), Row.of(2L, "Lviv", "UPSERT", 2L))),
                    Batch.of(
                            2,
                            2,
                            List.of(
                                    Row.of(1L, "Dnipro", "UPSERT", 4L),
                                    Row.of(2L, null, "DELETE", 5L),
                                    Row.of(3L, "Poltava", "UPSERT", 6L)))));

    @ParameterizedTest(name = "SCD type {0}")
    @ValueSource(ints = {1, 2})
    void everyReportedStepIsTimedAndTheBenchLeavesNoTablesBehind(int scd) throws IOException {
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(scd)
                .withTarget(RUN_NAME);
        Path workspace = SharedSpark.SETTINGS.workspace();
        Set<String> before = benchRuns(workspace);
        // A run killed mid-bench (a build stopped by hand) can leave a copy behind; this bench must add none.
        Set<String> copiesBefore = entries(workspace.resolve("bench"));
        SparkBenchmark bench = new SparkBenchmark(SharedSpark.SETTINGS);

        SparkBenchmark.Timings backfill = bench.backfill(FEED, flow, scd == 1);
        SparkBenchmark.Timings incremental = bench.incremental(FEED, flow, scd == 2);

        assertThat(backfill.steps())
                .containsOnlyKeys(
                        "backfill total",
                        "read (the driver's rows into Spark)",
                        "bronze write",
                        "check keys and sequence",
                        "compute",
                        "target write",
                        "floor (read + plain Delta write)");
        assertThat(incremental.steps())
                .containsOnlyKeys(
                        "incremental batch (MERGE)",
                        "  reading the batch into Spark",
                        "  checking keys and sequence values",
                        "  writing the batch to the bronze table",
                        "  computing and writing the target",
                        "hand-written MERGE");
        assertThat(backfill.steps().values())
                .allSatisfy(ms -> assertThat(ms).isNotNaN().isGreaterThanOrEqualTo(0));
        assertThat(incremental.steps().values())
                .allSatisfy(ms -> assertThat(ms).isNotNaN().isGreaterThanOrEqualTo(0));
        // Other Spark tests may add runs meanwhile; the bench's are the ones named after its flow's target.
        assertThat(benchRuns(workspace)).isEqualTo(before);
        assertThat(entries(workspace.resolve("bench"))).isEqualTo(copiesBefore);
    }

    private static Set<String> benchRuns(Path workspace) throws IOException {
        return entries(workspace.resolve("runs")).stream()
                .filter(name -> name.startsWith(RUN_NAME + "-"))
                .collect(Collectors.toSet());
    }

    private static Set<String> entries(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return Set.of();
        }
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
    }
}
