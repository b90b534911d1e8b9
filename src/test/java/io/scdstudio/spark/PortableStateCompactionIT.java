package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.exec.SqlScript;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
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
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Compacting an export's state between batches keeps the target as it was and bounds the event table. For SCD1 every
 * later event folds exactly. For SCD2 every later event at or after the compaction point folds exactly as without
 * compaction: after the next batch the target
 * is the in-memory engine's table for all events. Events below the point are counted in the batch log and leave a
 * valid history. The random search runs only with {@code -Dexport.proof=all} (each try runs about forty Delta
 * statements); the build runs the hand-made history, which covers the cases the random ones may miss.
 */
class PortableStateCompactionIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));
    private static final Schema TARGET = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("seq", DataType.BIGINT),
            new Column("__START_AT", DataType.BIGINT),
            new Column("__END_AT", DataType.BIGINT));
    /** The SCD1 target of the flows below, which leave op out. */
    private static final Schema SCD1_TARGET = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    private static SparkSqlRunner runner;

    @BeforeContainer
    static void start() {
        runner = new SparkSqlRunner();
    }

    @AfterContainer
    static void stop() {
        runner.close();
    }

    /**
     * Key 1 changes its tracked name twice before the point, with in-place city updates and a NULL city that
     * ignore-null fills; key 2 is deleted before the point and comes back after it; key 3 ends deleted at the point;
     * key 4 is deleted and comes back with the same name before the point, so only the delete keeps its two versions
     * apart.
     * The later batch sends events at the point and after it, among them a late one before the newest event.
     */
    @Example
    void aHandMadeHistoryFoldsTheSameAfterCompaction() {
        List<Row> before = List.of(
                up(1, "A", "X", 1),
                up(1, "A", "Y", 2),
                up(1, "B", null, 4),
                up(1, "B", "Z", 5),
                up(1, "A", "Z", 7),
                up(2, "A", "X", 1),
                del(2, 3),
                up(3, "B", "Y", 2),
                del(3, 8),
                up(1, "B", "X", 12),
                up(4, "A", "X", 1),
                del(4, 2),
                up(4, "A", "Y", 3),
                up(4, "B", "Y", 6));
        List<Row> after = List.of(
                up(2, "B", null, 9), up(1, "A", null, 10), up(3, "A", "Z", 8), up(1, "B", "Y", 8), up(4, "B", "Z", 9));
        List<String> file = assertCompactionKeepsExactness(before, after, 8, true, true);

        apply(file, List.of(up(1, "B", "Z", 3), up(2, "B", "Z", 7), up(2, "A", "Z", 1), up(3, "B", "X", 11)), 2);

        assertThat(lateRows(2)).as("three rows are below the point 8").isEqualTo(3);
        assertThat(count("SELECT count(*) AS n FROM target WHERE __END_AT IS NULL GROUP BY id HAVING count(*) > 1"))
                .as("keys with more than one current row")
                .isZero();
        assertThat(count("SELECT count(*) AS n FROM target AS a JOIN target AS b ON a.id = b.id"
                        + " AND a.__START_AT < b.__START_AT AND (a.__END_AT IS NULL OR a.__END_AT > b.__START_AT)"))
                .as("overlapping versions")
                .isZero();
    }

    /**
     * SCD1 compacts exactly, with no point. Before compaction: key 1 has a late upsert within the batch and a NULL city
     * that ignore-null fills, key 2 ends deleted, keys 3 and 4 are emptied by a truncate, and the next batch brings key
     * 4 back with a NULL city. The Spark Java export's {@code main --compact} leaves per key the events that can still
     * decide it; the late events after it (one before the truncate, one between two kept upserts that inherits its
     * city from the earlier one, one before a delete, one before a kept upsert that inherits its city) fold to the
     * engine's table.
     */
    @Example
    void anScd1StateCompactedByTheJavaMainFoldsLaterLateEventsExactly() {
        runner.reset();
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.of("op = 'TRUNCATE'"))
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withIgnoreNullUpdates(true, Optional.empty(), Optional.empty())
                .withScdType(1);
        Schema target = SCD1_TARGET;
        List<String> file = file(flow);
        List<Row> first = List.of(
                up(1, "A", "X", 1),
                up(1, "B", null, 4),
                up(1, "C", "Y", 3),
                up(2, "A", "X", 1),
                up(2, "B", "Z", 3),
                del(2, 5),
                up(3, "A", "X", 2),
                up(3, "B", "Y", 2),
                up(4, "A", "X", 1),
                Row.of(null, null, null, "TRUNCATE", 2L));
        List<Row> second = List.of(up(4, "D", null, 6), up(1, "E", null, 7));
        apply(file, first, 0);
        apply(file, second, 1);
        Table before = runner.query("SELECT * FROM target", target);
        long events = count("SELECT count(*) AS n FROM target__scd_events");

        runJavaMain(flow, "compact-scd1-java", "--compact");

        assertSameTable(before, runner.query("SELECT * FROM target", target));
        assertThat(events)
                .as("the appended state: 12 events and 2 batch markers")
                .isEqualTo(14);
        long compacted = count("SELECT count(*) AS n FROM target__scd_events");

        List<Row> late = List.of(
                up(1, "F", null, 2), up(1, "G", null, 5), up(2, "C", null, 4), up(3, "Z", "Z", 3), up(4, null, "Q", 5));
        apply(file, late, 2);

        assertSameTable(engine(flow, List.of(first, second, late)), runner.query("SELECT * FROM target", target));
        assertThat(compacted)
                .as("kept: key 1's last upsert and the one that set its city, key 2's delete, key 4's upsert, the"
                        + " truncate")
                .isEqualTo(5);
    }

    /**
     * D3 of the exports review: compaction discards an event by (keys, sequence, kind, batch, arrival), and a row
     * delivered twice with one arrival value (at-least-once delivery, a constant as arrival) made that identity name
     * both copies: the survivor was deleted with its duplicate, and a later late event then won (room 999, not 101).
     * Stored arrivals are numbered afresh within each key, so the identity names one event.
     */
    @Example
    void aRowDeliveredTwiceWithOneArrivalValueSurvivesCompaction() {
        runner.reset();
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withScdType(1);
        Schema target = SCD1_TARGET;
        List<String> file = file(flow);
        runner.execute("CREATE OR REPLACE TEMPORARY VIEW source_batch AS SELECT * FROM VALUES"
                + " (9001L, 'Ann', '101', 'UPSERT', 5L, 0L), (9001L, 'Ann', '101', 'UPSERT', 5L, 0L),"
                + " (9002L, 'Bob', '7', 'UPSERT', 5L, 0L)"
                + " AS t(id, name, city, op, seq, __scd_arrival)");
        runStatements(file, 0);
        runJavaMain(flow, "compact-duplicate-java", "--compact");

        List<Row> late = List.of(up(9001, "Ann", "999", 4));
        apply(file, late, 1);

        List<Row> first = List.of(up(9001, "Ann", "101", 5), up(9001, "Ann", "101", 5), up(9002, "Bob", "7", 5));
        assertSameTable(engine(flow, List.of(first, late)), runner.query("SELECT * FROM target", target));
        assertThat(count("SELECT count(*) AS n FROM target WHERE id = 9001 AND city = '101'"))
                .as("the late event loses to the stored one")
                .isEqualTo(1);
    }

    @Property(tries = 6)
    @AddLifecycleHook(WholeExportProofOnly.class)
    void compactingAtAnyPointKeepsLaterEventsExact(
            @ForAll("events") List<Row> before,
            @ForAll("events") List<Row> later,
            @ForAll @IntRange(min = 1, max = 12) int point,
            @ForAll boolean ignoreNull) {
        List<Row> after = later.stream().filter(r -> (Long) r.get(4) >= point).toList();
        assertCompactionKeepsExactness(before, after, point, ignoreNull, false);
    }

    @Example
    void compactingWhileABatchWaitsForItsMergeIsRefused() {
        runner.reset();
        CdcFlowSettings flow = flow(false);
        List<String> file = file(flow);
        apply(file, List.of(up(1, "A", "X", 1), up(1, "B", "X", 5)), 0);
        List<String> failing = new ArrayList<>();
        for (String statement : MergeSqlGenerator.batchStatements(String.join("\n;\n", file))) {
            failing.add(statement.contains("MERGE INTO target AS t") ? "SELECT * FROM target__scd_gone" : statement);
        }
        assertThatThrownBy(() -> apply(failing, List.of(up(1, "A", "Y", 9)), 1)).hasMessageContaining("scd_gone");
        // The failed run keeps its writer lease; the operator releases it, as the file says, before compacting.
        runner.execute("UPDATE target__scd_lease SET __scd_holder = NULL");

        assertThatThrownBy(() -> compact(file, "6")).hasMessageContaining("BATCH_PENDING: batch 1");
    }

    /**
     * Applies {@code before}, compacts at the point (with the SQL file's statements, or with the Spark Java export's
     * {@code main --compact-before}), applies {@code after}; returns the file's statements.
     */
    private static List<String> assertCompactionKeepsExactness(
            List<Row> before, List<Row> after, int point, boolean ignoreNull, boolean viaJava) {
        runner.reset();
        CdcFlowSettings flow = flow(ignoreNull);
        List<String> file = file(flow);
        apply(file, before, 0);
        Table first = runner.query("SELECT * FROM target", TARGET);
        assertSameTable(engine(flow, List.of(before)), first);
        long events = count("SELECT count(*) AS n FROM target__scd_events");

        if (viaJava) {
            runJavaMain(flow, "compact-java", "--compact-before", Integer.toString(point));
        } else {
            compact(file, Integer.toString(point));
        }

        assertSameTable(first, runner.query("SELECT * FROM target", TARGET));
        assertThat(count("SELECT count(*) AS n FROM target__scd_events"))
                .as("the state after compaction holds no more rows than before, the point aside")
                .isLessThanOrEqualTo(events + 1);
        assertThat(count("SELECT count(*) AS n FROM target__scd_events AS e JOIN (SELECT id, max(__END_AT) AS until"
                        + " FROM target WHERE __END_AT <= " + point + " GROUP BY id) AS u ON e.id = u.id"
                        + " WHERE e.__scd_batch = 0 AND e.__scd_kind < 3 AND e.__scd_seq < u.until"))
                .as("events behind a version ended by the point")
                .isZero();

        apply(file, after, 1);

        assertSameTable(engine(flow, List.of(before, after)), runner.query("SELECT * FROM target", TARGET));
        assertThat(lateRows(1)).isZero();
        return file;
    }

    private static CdcFlowSettings flow(boolean ignoreNull) {
        return CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withIgnoreNullUpdates(ignoreNull, Optional.empty(), Optional.empty())
                .withTrackHistory(Optional.of(List.of("name")), Optional.empty())
                .withScdType(2);
    }

    private static List<String> file(CdcFlowSettings flow) {
        return SqlScript.statements(new MergeSqlGenerator().generate(new ExportRequest(flow, SCHEMA)));
    }

    /** One batch as a batch job runs it: the file without its adoption and compaction statements. */
    private static void apply(List<String> file, List<Row> rows, long id) {
        runner.registerBatch("source_batch", SCHEMA, Batch.of(1, 0, rows), "__scd_arrival");
        runStatements(file, id);
    }

    /** The batch statements on the batch view registered already, under the id given. */
    private static void runStatements(List<String> file, long id) {
        for (String statement : MergeSqlGenerator.batchStatements(String.join("\n;\n", file))) {
            if (statement.contains("-- Step 1:")) {
                runner.execute("SET VAR target__scd_batch_id = " + id);
            }
            runner.execute(statement);
        }
    }

    /** The setup statements, the compaction point, then the compaction statements, as the file's header says. */
    private static void compact(List<String> file, String point) {
        String text = String.join("\n;\n", file);
        List<String> compaction = MergeSqlGenerator.compactionStatements(text);
        assertThat(compaction).as("the file has compaction statements").isNotEmpty();
        for (String statement : MergeSqlGenerator.batchStatements(text)) {
            if (statement.contains("-- Step 0:")) {
                break;
            }
            runner.execute(statement);
        }
        runner.execute("SET VAR target__scd_compact_before = " + point);
        compaction.forEach(runner::execute);
    }

    /** The Spark Java export's {@code main}, compiled in {@code folder} of the workspace, run with {@code args}. */
    private static void runJavaMain(CdcFlowSettings flow, String folder, String... args) {
        ExportRequest request = new ExportRequest(flow, SCHEMA);
        new ExportedJavaClasses(SharedSpark.SETTINGS.workspace().resolve(folder))
                .invoke(
                        SparkJavaGenerator.className(request),
                        new SparkJavaGenerator().generate(request),
                        "main",
                        new Class<?>[] {String[].class},
                        (Object) args);
    }

    /** The in-memory engine's table after the batches given; an empty one is left out, as a batch job skips it. */
    private static Table engine(CdcFlowSettings flow, List<List<Row>> rows) {
        List<Batch> batches = new ArrayList<>();
        int from = 0;
        for (List<Row> batch : rows) {
            if (!batch.isEmpty()) {
                batches.add(Batch.of(batches.size() + 1, from, batch));
                from += batch.size();
            }
        }
        FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(), flow, new ChangeFeed("random.csv", SCHEMA, batches), RunOptions.FAST, List.of());
        return new Table(run.targetSchema(), new ArrayList<>(run.target().rows()));
    }

    private static long lateRows(long batch) {
        return count("SELECT __scd_late_rows AS n FROM target__scd_batches WHERE __scd_batch = " + batch);
    }

    private static long count(String sql) {
        Table t = runner.query(sql, Schema.of(new Column("n", DataType.BIGINT)));
        return t.rows().isEmpty() ? 0 : (Long) t.rows().get(0).get(0);
    }

    private static void assertSameTable(Table expected, Table actual) {
        TableDiff diff = TableDiff.of(expected, actual);
        assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
    }

    private static Row up(long id, String name, String city, long seq) {
        return Row.of(id, name, city, "UPSERT", seq);
    }

    private static Row del(long id, long seq) {
        return Row.of(id, null, null, "DELETE", seq);
    }

    @Provide
    Arbitrary<List<Row>> events() {
        Arbitrary<Long> ids = Arbitraries.longs().between(1, 3);
        Arbitrary<String> names = Arbitraries.of("A", "B").injectNull(0.2);
        Arbitrary<String> cities = Arbitraries.of("X", "Y", "Z").injectNull(0.25);
        Arbitrary<Long> seqs = Arbitraries.longs().between(1, 14);
        Arbitrary<Integer> kinds = Arbitraries.integers().between(0, 99);
        Arbitrary<Row> row = Combinators.combine(ids, names, cities, seqs, kinds)
                .as((id, n, c, s, k) -> k < 80 ? up(id, n, c, s) : del(id, s));
        return row.list().ofMinSize(1).ofMaxSize(24);
    }
}
