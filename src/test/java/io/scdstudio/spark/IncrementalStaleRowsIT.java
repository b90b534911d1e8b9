package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Incremental mode deletes target rows a later batch makes stale without reading the target to find them: each
 * case's second batch takes away a row the first batch wrote, and the table after every batch is the in-memory
 * engine's.
 */
class IncrementalStaleRowsIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    @Test
    void aLateEventThatJoinsTwoRunsRemovesTheVersionTheLaterRunStarted() {
        // Kyiv from 1, Lviv from 3; then Lviv arrives late at 2, so the Lviv version starts at 2, not 3.
        List<Table> tables = bothEngines(
                2,
                Batch.of(1, 0, List.of(upsert(1, "Kyiv", 1), upsert(1, "Lviv", 3))),
                Batch.of(2, 2, List.of(upsert(1, "Lviv", 2))));
        assertThat(startsOf(tables.get(0))).containsExactly(1L, 3L);
        assertThat(startsOf(tables.get(1))).containsExactly(1L, 2L);
    }

    @Test
    void aDeleteTiedWithAVersionsFirstEventRemovesThatVersion() {
        // A delete at the same sequence as the upsert that started a version wins the tie (kind rank, U1).
        List<Table> tables = bothEngines(
                2,
                Batch.of(1, 0, List.of(upsert(1, "Kyiv", 1), upsert(1, "Lviv", 3))),
                Batch.of(2, 2, List.of(Row.of(1L, null, "DELETE", 3L))));
        assertThat(startsOf(tables.get(1))).containsExactly(1L);
    }

    @Test
    void scd1KeysDeletedByTheBatchGoAndALateDeleteChangesNothing() {
        List<Table> tables = bothEngines(
                1,
                Batch.of(1, 0, List.of(upsert(1, "Kyiv", 5), upsert(2, "Lviv", 5))),
                Batch.of(2, 2, List.of(Row.of(1L, null, "DELETE", 6L), Row.of(2L, null, "DELETE", 4L))));
        assertThat(tables.get(1).rows()).extracting(r -> r.get(0)).containsExactly(2L);
    }

    /** Runs the batches through the in-memory engine and Spark's incremental mode; Spark's tables, checked equal. */
    private static List<Table> bothEngines(int scd, Batch... batches) {
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withTrackHistory(scd == 2 ? Optional.of(List.of("city")) : Optional.empty(), Optional.empty())
                .withScdType(scd);
        ChangeFeed feed = new ChangeFeed("feed.csv", SCHEMA, List.of(batches));
        List<Table> expected = new ArrayList<>();
        FeedRunner.run(
                new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of(), (n, run) -> expected.add(run.target()));
        List<Table> actual = new ArrayList<>();
        FeedRunner.run(
                SharedSpark.engine(SparkEngine.Mode.INCREMENTAL),
                flow,
                feed,
                RunOptions.FAST,
                List.of(),
                (n, run) -> actual.add(run.target()));
        for (int i = 0; i < batches.length; i++) {
            assertThat(TableDiff.of(expected.get(i), actual.get(i)).isEmpty())
                    .as(
                            "after batch %d: %s",
                            i + 1, TableDiff.of(expected.get(i), actual.get(i)).describe())
                    .isTrue();
        }
        return actual;
    }

    private static Row upsert(long id, String city, long seq) {
        return Row.of(id, city, "UPSERT", seq);
    }

    private static List<Object> startsOf(Table table) {
        int start = table.schema().names().indexOf("__START_AT");
        return table.rows().stream()
                .map(r -> r.get(start))
                .sorted((a, b) -> Long.compare((Long) a, (Long) b))
                .toList();
    }
}
