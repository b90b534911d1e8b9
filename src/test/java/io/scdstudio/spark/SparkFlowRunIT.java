package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.engine.CancellationToken;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a user of the Spark engine sees besides the table: history, Change Data Feed, progress, cancel, failures. */
class SparkFlowRunIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));
    private static final CdcFlowSettings FLOW = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
            .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
            .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
            .withScdType(2);

    private static final Batch FIRST =
            Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", "UPSERT", 1L), Row.of(2L, "Lviv", "UPSERT", 1L)));
    private static final Batch SECOND =
            Batch.of(2, 2, List.of(Row.of(1L, "Odesa", "UPSERT", 3L), Row.of(2L, null, "DELETE", 2L)));

    private static SparkFlowRun open(SparkEngine engine) {
        return engine.open(
                FLOW, SourceShape.of(new ChangeFeed("feed.csv", SCHEMA, List.of(FIRST, SECOND))), RunOptions.FAST);
    }

    @Test
    void theTargetsHistoryNamesTheBatchEachVersionHoldsAndTheRunsSparkLogCanBeFollowed(@TempDir Path dir) {
        List<String> lines = java.util.Collections.synchronizedList(new ArrayList<>());
        SparkFlowRun run;
        try (var following = new SparkLog().follow(lines::add)) {
            run = open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(dir.resolve("t")));
            run.apply(FIRST);
            run.apply(Batch.of(5, 2, SECOND.rows()));
        }
        int seen = lines.size();
        assertThat(run.targetHistory()).extracting(v -> v.batch().getAsInt()).containsExactly(1, 5);
        assertThat(run.targetHistory())
                .extracting(io.scdstudio.engine.TargetVersion::operation)
                .containsExactly("WRITE", "MERGE");
        assertThat(lines)
                .anySatisfy(l -> assertThat(l).contains("DAGScheduler").contains("finished"))
                .anySatisfy(l -> assertThat(l).contains("Committed delta #1"));
        run.target();
        assertThat(lines).as("nothing is forwarded after following stopped").hasSize(seen);
    }

    @Test
    void incrementalRunWritesTheTargetWhereTheUserPicksWithOneCommitPerBatchAndChangeDataFeedOn(@TempDir Path dir) {
        Path target = dir.resolve("dim_customers");
        SparkFlowRun run = open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(target));
        run.apply(FIRST);
        run.apply(SECOND);

        assertThat(run.targetPath()).isEqualTo(target.toAbsolutePath());
        assertThat(run.history()).extracting(TableVersion::version).containsExactly(0L, 1L);
        assertThat(run.history().get(1).operation()).isEqualTo("MERGE");
        var spark = SparkSessions.get(SharedSpark.SETTINGS);
        assertThat(spark.sql("DESCRIBE DETAIL delta.`" + target + "`")
                        .select("properties")
                        .first()
                        .getMap(0)
                        .get("delta.enableChangeDataFeed")
                        .get())
                .isEqualTo("true");
        assertThat(spark.read()
                        .format("delta")
                        .option("readChangeFeed", "true")
                        .option("startingVersion", 1)
                        .load(target.toString())
                        .filter("_change_type = 'insert'")
                        .count())
                .isEqualTo(1);
        assertThat(spark.read()
                        .format("delta")
                        .option("versionAsOf", 0)
                        .load(target.toString())
                        .count())
                .isEqualTo(2);
        assertThat(run.target().rows())
                .containsExactly(Row.of(1L, "Kyiv", 1L, 3L), Row.of(1L, "Odesa", 3L, null), Row.of(2L, "Lviv", 1L, 2L));
    }

    @Test
    void eachVersionTheRunCommittedReadsBackAsItsBatchLeftItButAnEarlierTablesVersionIsRefused(@TempDir Path dir) {
        Path target = dir.resolve("dim_customers");
        var spark = SparkSessions.get(SharedSpark.SETTINGS);
        spark.sql("CREATE TABLE delta.`" + target + "` (id BIGINT, note STRING) USING delta");
        SparkFlowRun run = open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(target));
        run.apply(FIRST);
        run.apply(SECOND);

        assertThat(run.targetHistory())
                .extracting(io.scdstudio.engine.TargetVersion::version)
                .containsExactly(0L, 1L, 2L);
        assertThat(run.targetAt(1).rows()).containsExactly(Row.of(1L, "Kyiv", 1L, null), Row.of(2L, "Lviv", 1L, null));
        assertThat(run.targetAt(2)).isEqualTo(run.target());
        assertThatThrownBy(() -> run.targetAt(0)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("UNKNOWN_VERSION");
            assertThat(e.hint()).contains("VERSION AS OF 0");
        });
    }

    @Test
    void aTargetFolderHoldingOtherFilesIsRefusedAndLeftAsItWas(@TempDir Path dir) throws java.io.IOException {
        Path folder = Files.createDirectories(dir.resolve("reports"));
        Files.writeString(folder.resolve("q3.xlsx"), "someone's work");
        assertThatThrownBy(() ->
                        open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(folder)))
                .isInstanceOfSatisfying(ScdException.class, e -> {
                    assertThat(e.errorClass()).isEqualTo("TARGET_NOT_EMPTY");
                    assertThat(e.userMessage()).contains(folder.toString(), "is not a Delta table", "empty folder");
                });
        try (var left = Files.list(folder)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("q3.xlsx");
        }
        assertThatThrownBy(() -> open(
                        SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(folder.resolve("q3.xlsx"))))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("TARGET_NOT_A_FOLDER"));
    }

    @Test
    void aFailedFirstBatchLeavesThePickedFolderEmptySoTheNextRunIsNotRefused(@TempDir Path dir)
            throws java.io.IOException {
        Path folder = Files.createDirectories(dir.resolve("dim_customers"));
        Files.writeString(folder.resolve(".DS_Store"), "a file manager's");
        SparkFlowRun run = open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(folder));
        // What a first write cut short leaves: data files, no Delta log.
        Files.writeString(folder.resolve("part-00000-cut-short.snappy.parquet"), "half a file");
        Files.writeString(folder.resolve(".part-00000-cut-short.snappy.parquet.crc"), "its checksum");
        Batch bad = new Batch(1, 0, List.of(Row.of(null, "Poltava", "UPSERT", 5L)), List.of(2));

        assertThatThrownBy(() -> run.apply(bad)).isInstanceOf(ScdException.class);
        try (var left = Files.list(folder)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly(".DS_Store");
        }
        SparkFlowRun again =
                open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withTargetPath(folder));
        again.apply(FIRST);
        assertThat(again.target().rows()).hasSize(2);
    }

    @Test
    void aDiscardedRunLeavesNothingInTheWorkspaceButATargetTheUserPickedStays(@TempDir Path dir) {
        SparkFlowRun scratch = open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL));
        scratch.apply(FIRST);
        scratch.apply(SECOND);
        Path folder = scratch.bronzePath().getParent();
        assertThat(folder.resolve("target")).isEqualTo(scratch.targetPath());
        assertThat(Files.isDirectory(folder.resolve("target"))).isTrue();
        scratch.discard();
        assertThat(folder).doesNotExist();

        Path picked = dir.resolve("dim_customers");
        SparkFlowRun kept = open(SharedSpark.engine(SparkEngine.Mode.BACKFILL).withTargetPath(picked));
        kept.apply(FIRST);
        kept.discard();
        assertThat(kept.bronzePath()).doesNotExist();
        assertThat(SparkSessions.get(SharedSpark.SETTINGS)
                        .read()
                        .format("delta")
                        .load(picked.toString())
                        .count())
                .isEqualTo(2);
    }

    /**
     * A target path may hold a table made elsewhere, with table features of its own: a table Databricks created
     * has deletion vectors on, and its protocol then lists every feature, so Delta no longer adds the one a
     * TIMESTAMP column needs by itself. The first batch replaces the table whatever it had.
     */
    @ParameterizedTest(name = "earlier table: {0}")
    @ValueSource(
            strings = {
                "",
                "TBLPROPERTIES (delta.enableDeletionVectors = true)",
                "TBLPROPERTIES (delta.minReaderVersion = 3, delta.minWriterVersion = 7)"
            })
    void aTimestampFlowReplacesAnEarlierTableAtThePickedPath(String properties, @TempDir Path dir) {
        Path target = dir.resolve("dim_customers");
        var spark = SparkSessions.get(SharedSpark.SETTINGS);
        spark.sql("CREATE TABLE delta.`" + target + "` (id BIGINT, note STRING) USING delta " + properties);
        spark.sql("INSERT INTO delta.`" + target + "` VALUES (9, 'from an earlier table')");
        Schema schema = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("city", DataType.STRING),
                new Column("changed_at", DataType.TIMESTAMP));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("changed_at"))
                .withScdType(2);
        java.time.LocalDateTime day = java.time.LocalDateTime.of(2024, 1, 1, 9, 0);
        Batch first = Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", day)));
        Batch second = Batch.of(2, 1, List.of(Row.of(1L, "Lviv", day.plusDays(1))));
        for (SparkEngine.Mode mode : SparkEngine.Mode.values()) {
            SparkFlowRun run = SharedSpark.engine(mode)
                    .withTargetPath(target)
                    .open(
                            flow,
                            SourceShape.of(new ChangeFeed("feed.csv", schema, List.of(first, second))),
                            RunOptions.FAST);
            run.apply(first);
            run.apply(second);
            assertThat(run.target().rows())
                    .as(mode.name())
                    .containsExactly(
                            Row.of(1L, "Kyiv", day, day, day.plusDays(1)),
                            Row.of(1L, "Lviv", day.plusDays(1), day.plusDays(1), null));
        }
    }

    @Test
    void progressNamesTheStageAndTheBatchOfHowMany() {
        List<ProgressListener.Progress> seen = new ArrayList<>();
        SparkFlowRun run = open(SharedSpark.engine(SparkEngine.Mode.BACKFILL)
                .withPlannedBatches(2)
                .withProgress(seen::add));
        run.apply(FIRST);

        assertThat(seen)
                .extracting(ProgressListener.Progress::describe)
                .contains("computing and writing the target (batch 1 of 2)");
    }

    @Test
    void aCancelledBatchLeavesTheTargetAtTheLastCompleteBatch() {
        CancellationToken token = new CancellationToken();
        SparkFlowRun run = open(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL).withCancellation(token));
        run.apply(FIRST);
        Table before = run.target();
        token.cancel();

        assertThatThrownBy(() -> run.apply(SECOND))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).errorClass()).isEqualTo("CANCELLED"));
        assertThat(run.target()).isEqualTo(before);
        assertThat(run.history()).hasSize(1);
    }

    @Test
    void aBatchWithANullKeyFailsWholeAndTheNextBatchStillApplies() {
        SparkFlowRun run = open(SharedSpark.engine(SparkEngine.Mode.BACKFILL));
        run.apply(FIRST);
        Batch bad = new Batch(
                2,
                2,
                List.of(Row.of(3L, "Dnipro", "UPSERT", 5L), Row.of(null, "Poltava", "UPSERT", 5L)),
                List.of(4, 5));

        assertThatThrownBy(() -> run.apply(bad))
                .isInstanceOf(ScdException.class)
                .hasMessageContaining("key column 'id' is NULL")
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).startsWith("feed.csv line 5"));
        run.apply(SECOND);
        assertThat(run.target().rows()).hasSize(3);
    }
}
