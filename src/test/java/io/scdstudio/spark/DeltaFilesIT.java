package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
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
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Dataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine reads bronze and the target as the Parquet files Kernel lists (DeltaFiles), not through Spark's Delta
 * reader. That is right only if those files are exactly the rows a Delta reader sees: after appends, after a batch
 * that failed and was rolled back, with the TIMESTAMP sequence most change feeds have (Delta turns a table feature
 * on for it), and never for a table whose files are not its rows (deletion vectors).
 */
class DeltaFilesIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("changed_at", DataType.TIMESTAMP));
    /** With a truncate condition a batch is checked in bronze after the append, so a bad one is rolled back. */
    private static final CdcFlowSettings FLOW = CdcFlowSettings.of(List.of("id"), SequenceBy.column("changed_at"))
            .withConditions(Optional.of("op = 'DELETE'"), Optional.of("op = 'TRUNCATE'"))
            .withColumnSelection(Optional.empty(), Optional.of(List.of("op")));

    @Test
    void bronzesFilesAreTheRowsOfItsDeltaTableAfterARolledBackBatch(@TempDir Path dir) {
        Batch first =
                Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", "UPSERT", day(1)), Row.of(2L, "Lviv", "UPSERT", day(1))));
        Batch bad =
                Batch.of(2, 2, List.of(Row.of(1L, "Odesa", "UPSERT", day(2)), Row.of(2L, "Dnipro", "UPSERT", null)));
        Batch third =
                Batch.of(3, 4, List.of(Row.of(1L, "Odesa", "UPSERT", day(3)), Row.of(2L, null, "DELETE", day(4))));
        SparkFlowRun run = SharedSpark.engine(SparkEngine.Mode.INCREMENTAL)
                .withTargetPath(dir.resolve("t"))
                .open(
                        FLOW,
                        SourceShape.of(new ChangeFeed("feed.csv", SCHEMA, List.of(first, bad, third))),
                        RunOptions.FAST);

        run.apply(first);
        assertThatThrownBy(() -> run.apply(bad))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("NULL_SEQUENCE"));
        run.apply(third);

        Dataset<org.apache.spark.sql.Row> events = run.events();
        assertThat(events.queryExecution().executedPlan().toString())
                .as("bronze read as plain Parquet files")
                .contains("InMemoryFileIndex");
        Dataset<org.apache.spark.sql.Row> delta = DeltaTables.read(
                        SparkSessions.get(SharedSpark.SETTINGS), run.bronzePath())
                .select(Names.cols(List.of(events.columns())));
        assertThat(events.orderBy(Names.ARRIVAL).collectAsList())
                .containsExactlyElementsOf(delta.orderBy(Names.ARRIVAL).collectAsList())
                .hasSize(4)
                .noneMatch(r -> "Dnipro".equals(r.getAs("city")));
    }

    @Test
    void aTargetWithDeletionVectorsIsReadThroughDeltaAndGivesTheAutoCdcTable(@TempDir Path dir) {
        // A user's earlier table at the picked path, with deletion vectors on: the first batch overwrites its rows
        // but keeps its properties, so later MERGEs mark deleted rows in vectors instead of rewriting files.
        Path target = dir.resolve("dim");
        var spark = SparkSessions.get(SharedSpark.SETTINGS);
        spark.sql("CREATE TABLE delta.`" + target + "` (id BIGINT) USING delta "
                + "TBLPROPERTIES (delta.enableDeletionVectors = true)");
        Schema schema = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("city", DataType.STRING),
                new Column("op", DataType.STRING),
                new Column("seq", DataType.BIGINT));
        Batch first = Batch.of(
                1,
                0,
                List.of(
                        Row.of(1L, "Kyiv", "UPSERT", 1L),
                        Row.of(2L, "Lviv", "UPSERT", 1L),
                        Row.of(3L, "Odesa", "UPSERT", 1L)));
        Batch second = Batch.of(2, 3, List.of(Row.of(2L, null, "DELETE", 2L), Row.of(3L, "Dnipro", "UPSERT", 3L)));
        ChangeFeed feed = new ChangeFeed("feed.csv", schema, List.of(first, second));
        CdcFlowSettings scd2 = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withScdType(2);
        SparkFlowRun run = SharedSpark.engine(SparkEngine.Mode.INCREMENTAL)
                .withTargetPath(target)
                .open(scd2, SourceShape.of(feed), RunOptions.FAST);
        run.apply(first);
        run.apply(second);

        java.util.Map<String, String> merge = spark.sql("DESCRIBE HISTORY delta.`" + target + "` LIMIT 1")
                .select("operationMetrics")
                .first()
                .getJavaMap(0);
        assertThat(Long.parseLong(merge.get("numTargetDeletionVectorsAdded")))
                .as("the MERGE marked rows in vectors")
                .isPositive();
        Table expected = FeedRunner.runAll(new InMemoryEngine(), scd2, feed, RunOptions.FAST, List.of())
                .target();
        TableDiff diff = TableDiff.of(expected, run.target());
        assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
        assertThat(run.target().rows()).hasSize(4);
    }

    private static LocalDateTime day(int d) {
        return LocalDateTime.of(2024, 1, d, 9, 0);
    }
}
