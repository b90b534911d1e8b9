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
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The portable exports as a production job runs them: batch ids that make a re-run harmless, a batch whose MERGE
 * failed folded again by the next run, a non-empty target refused until it is adopted, adoption of an SCD1 or SCD2
 * table built elsewhere followed by late data, and the Spark Java class inside a real foreachBatch. Each result is
 * compared with the in-memory engine's table for the same events.
 */
class PortableExportBatchesIT {
    private static final String VIEW = "source_batch";
    private static SparkSqlRunner runner;
    private static ChangeFeed feed;
    private static CdcFlowSettings scd2;

    @BeforeAll
    static void start() {
        runner = new SparkSqlRunner();
        var scenario = ScenarioReader.read(Path.of("sample-data", "late-update-splits-history"));
        feed = (ChangeFeed) scenario.feed();
        scd2 = (CdcFlowSettings) scenario.flow();
    }

    @AfterAll
    static void stop() {
        runner.close();
    }

    @BeforeEach
    void empty() {
        runner.reset();
    }

    @Test
    void aNonEmptyTargetWithoutStateIsRefusedAndLeftAsItWas() {
        List<String> sql = merge(scd2);
        Table built = engine(scd2, 1);
        createTargetHolding(sql, built, scd2);

        assertThatThrownBy(() -> apply(sql, batch(2), null, false))
                .hasMessageContaining("TARGET_WITHOUT_STATE")
                .hasMessageContaining("Adopting an existing target");

        assertSameTable(built, target(built.schema()));
        assertThat(count("target__scd_events")).isZero();
    }

    @Test
    void adoptingAnScd2TargetThenApplyingLateDataGivesTheEngineTable() {
        List<String> sql = merge(scd2);
        createTargetHolding(sql, engine(scd2, 1), scd2);

        adopt(sql, null);
        apply(sql, batch(2), null, false);

        assertSameTable(engine(scd2, 2), target(engine(scd2, 2).schema()));
    }

    @Test
    void adoptingAnScd1TargetThatKeepsItsSequenceThenApplyingLateDataGivesTheEngineTable() {
        CdcFlowSettings scd1 = scd2.withScdType(1).withColumnSelection(Optional.empty(), Optional.empty());
        List<String> sql = merge(scd1);
        createTargetHolding(sql, engine(scd1, 1), scd1);

        adopt(sql, null);
        apply(sql, batch(2), null, false);

        assertThat(engine(scd1, 2).rows())
                .as("batch 2 is late: it must lose")
                .isEqualTo(engine(scd1, 1).rows());
        assertSameTable(engine(scd1, 2), target(engine(scd1, 2).schema()));
    }

    @Test
    @EnabledIfSystemProperty(
            named = "export.proof",
            matches = "all",
            disabledReason = "a sibling of the test before it; -Dexport.proof=all runs it")
    void adoptingAnScd1TargetAtAGivenSequenceNeedsThatValueAndThenFoldsLateDataAgainstIt() {
        CdcFlowSettings scd1 = scd2.withScdType(1);
        List<String> sql = merge(scd1);
        createTargetHolding(sql, engine(scd1, 1), scd1);

        assertThatThrownBy(() -> adopt(sql, null)).hasMessageContaining("SEED_SEQUENCE_MISSING");
        adopt(sql, "TIMESTAMP'2024-05-20 14:00:00'");
        apply(sql, batch(2), null, false);

        assertSameTable(engine(scd1, 2), target(engine(scd1, 2).schema()));
    }

    @Test
    void aBatchRunAgainUnderItsIdChangesNothingAndAnIdReusedForOtherRowsIsRefused() {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 10L, false);
        apply(sql, batch(2), 11L, false);
        Table after = target(engine(scd2, 2).schema());
        long events = count("target__scd_events");

        apply(sql, batch(2), 11L, false);
        apply(sql, batch(1), 10L, false);

        assertSameTable(after, target(after.schema()));
        assertSameTable(engine(scd2, 2), after);
        assertThat(count("target__scd_events")).isEqualTo(events);
        assertThatThrownBy(() -> apply(sql, batch(1), 11L, false)).hasMessageContaining("BATCH_ID_REUSED");
        assertThatThrownBy(() -> apply(sql, batch(1), 3L, false)).hasMessageContaining("BATCH_ID_NOT_NEW");
        assertSameTable(after, target(after.schema()));
    }

    /**
     * D1 of the exports review: a new streaming checkpoint numbers its batches from 0 again, and with same-size
     * batches the log (which compared row counts) took the new batch 0 for a re-run of the old one and skipped it,
     * exit 0: its new key never arrived. The fingerprint compares content, so the batch is refused instead.
     */
    @Test
    void aNewCheckpointsBatchOfTheSameSizeUnderAnOldIdIsRefusedNotSkipped() {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 0L, false);
        Table after = target(engine(scd2, 1).schema());
        Batch first = batch(1);
        List<Row> other = new ArrayList<>(first.rows());
        Object[] changed = other.get(0).toArray();
        changed[0] = 999L; // another key, same number of rows
        other.set(0, Row.adopt(changed));
        Batch sameSize = Batch.of(1, 0, other);

        assertThatThrownBy(() -> apply(sql, sameSize, 0L, false))
                .hasMessageContaining("BATCH_ID_REUSED")
                .hasMessageContaining("of other content");
        assertSameTable(after, target(after.schema()));
        apply(sql, first, 0L, false); // the same rows under the same id: a harmless re-run
        assertSameTable(after, target(after.schema()));
    }

    /**
     * D2 of the exports review, two overlapping runs of a job: run A (batch 2) checks its id, run B (batch 3) chooses
     * the keys to fold, A then stores its events and its MERGE fails, and B commits and logs 3. The retry of batch 2
     * took "pending" to mean "above the last logged id" (3), folded nothing and logged 2 as applied: keys only batch
     * 2 touched never reached the target. Pending is now "stored and not logged", whatever the ids.
     */
    @Test
    void aBatchStoredWhileAnotherRunFoldedIsFoldedByItsRetryThoughALaterIdWasLogged() {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 1L, false);
        Object[] other = batch(1).rows().get(0).toArray();
        other[0] = 5000L; // a key of its own, in run B's batch
        Batch third = Batch.of(3, 100, List.of(Row.adopt(other)));
        SparkSqlRunner b = runner.beside();
        runner.registerBatch(VIEW, feed.schema(), batch(2), "__scd_arrival");
        b.registerBatch(VIEW, feed.schema(), third, "__scd_arrival");

        int a = runThrough(runner, sql, 0, "-- Step 1:", 2L, false);
        // Run B overlaps A only by taking over A's lease as lapsed (A seemed dead); the log still folds A's batch.
        int bSetup = runThrough(b, sql, 0, "writer lease lapses", 3L, false);
        b.execute("SET VAR target__scd_lease_minutes = -1");
        int bNext = runThrough(b, sql, bSetup, "-- Step 3:", 3L, false);
        assertThatThrownBy(() -> runThrough(runner, sql, a, null, 2L, true)).hasMessageContaining("target__scd_gone");
        runThrough(b, sql, bNext, null, 3L, false);
        apply(sql, batch(2), 2L, false);

        ChangeFeed all = new ChangeFeed(feed.source(), feed.schema(), List.of(batch(1), batch(2), third));
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), scd2, all, RunOptions.FAST, List.of());
        Table expected =
                new Table(run.targetSchema(), new ArrayList<>(run.target().rows()));
        assertThat(expected.rows())
                .as("batch 2 changes what batch 1 left")
                .isNotEqualTo(engine(scd2, 1).rows());
        assertSameTable(expected, target(expected.schema()));
    }

    /**
     * D2 and D4 of the exports review: a run that finds another writing the target (an overlapping cron run, a
     * compaction between two batches) stops with TARGET_BUSY before it writes; once the first is done it goes through.
     */
    @Test
    void aRunThatFindsTheTargetBeingWrittenStopsBeforeWritingAndGoesThroughAfter() {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 1L, false);
        runner.registerBatch(VIEW, feed.schema(), batch(2), "__scd_arrival");
        int a = runThrough(runner, sql, 0, "-- Step 1:", 2L, false);
        long events = count("target__scd_events");

        SparkSqlRunner b = runner.beside();
        b.registerBatch(VIEW, feed.schema(), batch(2), "__scd_arrival");
        assertThatThrownBy(() -> runThrough(b, sql, 0, null, 3L, false)).hasMessageContaining("TARGET_BUSY");
        String file = String.join("\n;\n", sql);
        assertThatThrownBy(() -> {
                    for (String statement : MergeSqlGenerator.batchStatements(file)) {
                        if (statement.contains("-- Step 0:")) {
                            break;
                        }
                        b.execute(statement);
                    }
                    b.execute("SET VAR target__scd_compact_before = TIMESTAMP'2100-01-01 00:00:00'");
                    MergeSqlGenerator.compactionStatements(file).forEach(b::execute);
                })
                .hasMessageContaining("TARGET_BUSY");
        assertThat(count("target__scd_events"))
                .as("nothing stored by the runs refused")
                .isEqualTo(events);

        runThrough(runner, sql, a, null, 2L, false);
        assertSameTable(engine(scd2, 2), target(engine(scd2, 2).schema()));
        apply(sql, Batch.of(3, 100, List.of()), 3L, false);
        assertSameTable(engine(scd2, 2), target(engine(scd2, 2).schema()));
    }

    /** Two writers at once, in two threads: the lease lets one through; the other stops and its retry goes through. */
    @Test
    void twoWritersAtOnceEndWithTheEngineTable() throws Exception {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 1L, false);
        Object[] other = batch(1).rows().get(0).toArray();
        other[0] = 5000L;
        Batch third = Batch.of(3, 100, List.of(Row.adopt(other)));
        SparkSqlRunner b = runner.beside();
        runner.registerBatch(VIEW, feed.schema(), batch(2), "__scd_arrival");
        b.registerBatch(VIEW, feed.schema(), third, "__scd_arrival");
        List<String> outcomes = twoWritersAtOnce(
                () -> runThrough(runner, sql, 0, null, 2L, false), () -> runThrough(b, sql, 0, null, 3L, false));
        assertStoppedBeforeWriting(outcomes, 2L, 3L);
        if (!outcomes.get(0).equals("ok")) {
            runner.registerBatch(VIEW, feed.schema(), batch(2), "__scd_arrival");
            runThrough(runner, sql, 0, null, 4L, false);
        }
        if (!outcomes.get(1).equals("ok")) {
            b.registerBatch(VIEW, feed.schema(), third, "__scd_arrival");
            runThrough(b, sql, 0, null, 4L, false);
        }
        ChangeFeed all = new ChangeFeed(feed.source(), feed.schema(), List.of(batch(1), batch(2), third));
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), scd2, all, RunOptions.FAST, List.of());
        Table expected =
                new Table(run.targetSchema(), new ArrayList<>(run.target().rows()));
        assertSameTable(expected, target(expected.schema()));
    }

    /**
     * D1 and D2 through the Spark Java class, as a job calls it: a new checkpoint's batch 0 of the same size and other
     * content is refused (it was skipped), and two jobs calling applyBatch on the target at once, each on its own
     * session, end with the engine's table: one goes through, the other stops with the writer error and its retry
     * goes through.
     */
    @Test
    void theJavaClassRefusesAReusedIdAndLetsOneOfTwoWritersThrough() throws Exception {
        ExportRequest request = new ExportRequest(scd2, feed.schema());
        String source = new SparkJavaGenerator().generate(request);
        String className = SparkJavaGenerator.className(request);
        ExportedJavaClasses classes =
                new ExportedJavaClasses(SharedSpark.SETTINGS.workspace().resolve("writers-java"));
        SparkSession one = SparkSessions.get(SharedSpark.SETTINGS);
        SparkSession two = one.newSession();
        Class<?>[] applyBatch = {Dataset.class, long.class};
        classes.invoke(className, source, "applyBatch", applyBatch, javaBatch(one, batch(1)), 0L);
        Object[] changed = batch(1).rows().get(0).toArray();
        changed[0] = 999L; // another key, same number of rows
        List<Row> otherRows = new ArrayList<>(batch(1).rows());
        otherRows.set(0, Row.adopt(changed));

        assertThatThrownBy(() -> classes.invoke(
                        className, source, "applyBatch", applyBatch, javaBatch(one, Batch.of(1, 0, otherRows)), 0L))
                .hasMessageContaining("BATCH_ID_REUSED");

        Object[] own = batch(1).rows().get(0).toArray();
        own[0] = 5000L;
        Batch third = Batch.of(3, 100, List.of(Row.adopt(own)));
        Dataset<org.apache.spark.sql.Row> rowsA = javaBatch(one, batch(2));
        Dataset<org.apache.spark.sql.Row> rowsB = javaBatch(two, third);
        List<String> outcomes = twoWritersAtOnce(
                () -> classes.invoke(className, source, "applyBatch", applyBatch, rowsA, 2L),
                () -> classes.invoke(className, source, "applyBatch", applyBatch, rowsB, 3L));
        assertStoppedBeforeWriting(outcomes, 2L, 3L);
        // The stopped job's retry comes after the other's batch, so it takes the next id, as the SQL twin's does
        // (its own id may now be below the one stored: BATCH_ID_NOT_NEW).
        if (!outcomes.get(0).equals("ok")) {
            classes.invoke(className, source, "applyBatch", applyBatch, javaBatch(one, batch(2)), 4L);
        }
        if (!outcomes.get(1).equals("ok")) {
            classes.invoke(className, source, "applyBatch", applyBatch, javaBatch(two, third), 4L);
        }
        ChangeFeed all = new ChangeFeed(feed.source(), feed.schema(), List.of(batch(1), batch(2), third));
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), scd2, all, RunOptions.FAST, List.of());
        Table expected =
                new Table(run.targetSchema(), new ArrayList<>(run.target().rows()));
        assertSameTable(expected, target(expected.schema()));
    }

    private static Dataset<org.apache.spark.sql.Row> javaBatch(SparkSession session, Batch batch) {
        return io.scdstudio.spark.ExportedFlowRunner.rowsWithArrival(session, feed.schema(), batch, "__scd_arrival");
    }

    /**
     * Starts the two writers at once and returns how each ended: one goes through, the other is stopped by the lease
     * (or, as Delta allows, by a concurrent commit).
     */
    private static List<String> twoWritersAtOnce(Runnable a, Runnable b) throws Exception {
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            java.util.concurrent.Future<String> ranA = pool.submit(() -> {
                start.await();
                return outcome(a);
            });
            java.util.concurrent.Future<String> ranB = pool.submit(() -> {
                start.await();
                return outcome(b);
            });
            List<String> outcomes = List.of(ranA.get(), ranB.get());
            assertThat(outcomes).as("one writer goes through").contains("ok");
            assertThat(outcomes)
                    .as("the other is stopped by the lease")
                    .allSatisfy(o -> assertThat(o).matches("ok|TARGET_BUSY|DELTA_CONCURRENT.*"));
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * A writer that was stopped wrote nothing: its batch is not stored. Without the lease the second writer is stopped
     * too, by Delta's conflict on the target's MERGE, but only after it stored its events (the defect D2 named).
     */
    private static void assertStoppedBeforeWriting(List<String> outcomes, long idA, long idB) {
        List<Long> stored = SparkSessions.get(SharedSpark.SETTINGS)
                .sql("SELECT DISTINCT __scd_batch FROM target__scd_events WHERE __scd_kind = 3")
                .collectAsList()
                .stream()
                .map(r -> r.getLong(0))
                .toList();
        long[] ids = {idA, idB};
        for (int i = 0; i < 2; i++) {
            if (!outcomes.get(i).equals("ok")) {
                assertThat(stored)
                        .as("the writer stopped with " + outcomes.get(i) + " stored nothing")
                        .doesNotContain(ids[i]);
            }
        }
    }

    /** "ok", or the error class a run stopped with (the first upper-case word with an underscore in its message). */
    private static String outcome(Runnable run) {
        try {
            run.run();
            return "ok";
        } catch (RuntimeException e) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("TARGET_BUSY|DELTA_CONCURRENT_[A-Z_]+")
                    .matcher(String.valueOf(e.getMessage()));
            return m.find() ? m.group() : String.valueOf(e.getMessage());
        }
    }

    /**
     * Runs the statements from {@code from} through the first that contains {@code marker} (to the end when null),
     * setting the batch id before step 1 and, with {@code failMerge}, failing the MERGE; returns the next index.
     */
    private static int runThrough(
            SparkSqlRunner session, List<String> sql, int from, String marker, long id, boolean failMerge) {
        for (int i = from; i < sql.size(); i++) {
            if (sql.get(i).contains("-- Step 1:")) {
                session.execute("SET VAR target__scd_batch_id = " + id);
            }
            if (sql.get(i).contains("MERGE INTO target AS t") && failMerge) {
                session.execute(
                        "CREATE OR REPLACE TEMPORARY VIEW target__scd_staged AS SELECT * FROM target__scd_gone");
            }
            session.execute(sql.get(i));
            if (marker != null && sql.get(i).contains(marker)) {
                return i + 1;
            }
        }
        return sql.size();
    }

    @Test
    void aBatchWhoseMergeFailedIsFoldedAgainByTheNextRun() {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 1L, false);

        assertThatThrownBy(() -> applyKeepingLease(sql, batch(2), 2L, true)).hasMessageContaining("target__scd_gone");
        assertSameTable(engine(scd2, 1), target(engine(scd2, 1).schema()));

        // The failed run keeps its writer lease: the retry is told so, and how to release it.
        assertThatThrownBy(() -> applyKeepingLease(sql, Batch.of(3, 100, List.of()), 3L, false))
                .hasMessageContaining("TARGET_BUSY")
                .hasMessageContaining("UPDATE target__scd_lease SET __scd_holder = NULL");
        runner.execute("UPDATE target__scd_lease SET __scd_holder = NULL");
        apply(sql, Batch.of(3, 100, List.of()), 3L, false);
        assertSameTable(engine(scd2, 2), target(engine(scd2, 2).schema()));
    }

    @Test
    void theJavaClassRunsAsAStreamingJobWhoseForeachBatchIsItsApplyBatch(@TempDir Path checkpoint) {
        ExportRequest request = new ExportRequest(scd2, feed.schema());
        String source = new SparkJavaGenerator().generate(request);
        String className = SparkJavaGenerator.className(request);
        ExportedJavaClasses classes =
                new ExportedJavaClasses(SharedSpark.SETTINGS.workspace().resolve("stream-java"));
        SparkSession spark = SparkSessions.get(SharedSpark.SETTINGS);
        String[] args = {"--stream", "stream_source", "--checkpoint", checkpoint.toString(), "--available-now"};
        String columns = feed.schema().names().stream().map(n -> "`" + n + "`").collect(Collectors.joining(", "));

        runner.registerBatch("rows_1", feed.schema(), batch(1), "__scd_arrival");
        runner.execute("CREATE TABLE stream_source USING DELTA AS SELECT " + columns + " FROM rows_1");
        classes.invoke(className, source, "main", new Class<?>[] {String[].class}, (Object) args);
        assertSameTable(engine(scd2, 1), target(engine(scd2, 1).schema()));

        runner.registerBatch("rows_2", feed.schema(), batch(2), "__scd_arrival");
        runner.execute("INSERT INTO stream_source SELECT " + columns + " FROM rows_2");
        classes.invoke(className, source, "main", new Class<?>[] {String[].class}, (Object) args);
        assertSameTable(engine(scd2, 2), target(engine(scd2, 2).schema()));
        assertThat(runner.query("SELECT __scd_batch AS n FROM target__scd_batches ORDER BY 1", ids())
                        .rows())
                .as("the stream's foreachBatch ids")
                .containsExactly(Row.of(0L), Row.of(1L));

        Dataset<org.apache.spark.sql.Row> replay = spark.table("stream_source").where("warehouse = 'Hamburg'");
        assertThatThrownBy(() -> classes.invoke(
                        className, source, "applyBatch", new Class<?>[] {Dataset.class, long.class}, replay, 1L))
                .hasMessageContaining("BATCH_ID_REUSED");
        assertSameTable(engine(scd2, 2), target(engine(scd2, 2).schema()));
    }

    @Test
    @EnabledIfSystemProperty(
            named = "export.proof",
            matches = "all",
            disabledReason = "a sibling of the test before it; -Dexport.proof=all runs it")
    void theJavaClassAppliesOneBatchFileUnderTheIdGiven(@TempDir Path dir) throws IOException {
        ExportRequest request = new ExportRequest(scd2, feed.schema());
        String source = new SparkJavaGenerator().generate(request);
        ExportedJavaClasses classes =
                new ExportedJavaClasses(SharedSpark.SETTINGS.workspace().resolve("batch-java"));
        // the lesson's own CSV, cut at its __batch column, as a landing folder would hold it
        List<String> lines = Files.readAllLines(Path.of("sample-data", "late-update-splits-history", "input.csv"));
        Path first = dir.resolve("batch-1.csv");
        Files.write(
                first,
                lines.stream()
                        .filter(l -> l.startsWith("__batch") || l.startsWith("1,"))
                        .map(l -> l.substring(l.indexOf(',') + 1))
                        .toList());

        for (int run = 0; run < 2; run++) {
            classes.invoke(
                    SparkJavaGenerator.className(request), source, "main", new Class<?>[] {String[].class}, (Object)
                            new String[] {"--batch", first.toString(), "--batch-id", "7"});
        }

        assertSameTable(engine(scd2, 1), target(engine(scd2, 1).schema()));
        assertThat(count("target__scd_events WHERE __scd_kind < 3"))
                .as("stored once")
                .isEqualTo(batch(1).rows().size());

        // D7: an upstream CSV whose columns came in another order was read by position, shifting values between
        // columns; its header is now checked against the design's names.
        Path reordered = dir.resolve("batch-2.csv");
        List<String> second = lines.stream()
                .filter(l -> l.startsWith("__batch") || l.startsWith("2,"))
                .map(l -> l.substring(l.indexOf(',') + 1))
                .map(l -> {
                    String[] f = l.split(",", -1);
                    String t = f[1];
                    f[1] = f[2];
                    f[2] = t;
                    return String.join(",", f);
                })
                .toList();
        Files.write(reordered, second);
        Table before = target(engine(scd2, 1).schema());
        assertThatThrownBy(() -> classes.invoke(
                        SparkJavaGenerator.className(request), source, "main", new Class<?>[] {String[].class}, (Object)
                                new String[] {"--batch", reordered.toString(), "--batch-id", "8"}))
                .hasStackTraceContaining("CSV header does not conform to the schema");
        assertSameTable(before, target(before.schema()));
    }

    /**
     * D7 of the exports review: a column added upstream was dropped without a word, where Lakeflow would add it to
     * the target. Step 1 names it, before anything is stored.
     */
    @Test
    void aBatchWithAColumnTheDesignDoesNotKnowIsRefusedByName() {
        List<String> sql = merge(scd2);
        apply(sql, batch(1), 1L, false);
        long events = count("target__scd_events");
        Schema wider =
                feed.schema().plus(new io.scdstudio.model.Column("Loyalty Tier", io.scdstudio.model.DataType.STRING));
        List<io.scdstudio.model.Row> rows = batch(2).rows().stream()
                .map(r -> {
                    Object[] v = java.util.Arrays.copyOf(r.toArray(), r.size() + 1);
                    v[r.size()] = "gold";
                    return io.scdstudio.model.Row.adopt(v);
                })
                .toList();
        runner.registerBatch(VIEW, wider, Batch.of(2, 0, rows), "__scd_arrival");
        assertThatThrownBy(() -> {
                    for (String statement : sql) {
                        runner.execute(statement);
                    }
                })
                .hasMessageContaining("SOURCE_COLUMNS_CHANGED")
                .hasMessageContaining("Loyalty Tier");
        assertThat(count("target__scd_events")).isEqualTo(events);
        assertSameTable(engine(scd2, 1), target(engine(scd2, 1).schema()));
    }

    private static List<String> merge(CdcFlowSettings flow) {
        return SqlScript.statements(new MergeSqlGenerator().generate(new ExportRequest(flow, feed.schema())));
    }

    /**
     * Runs the file as a scheduler would for one batch: every statement in order, stopping at the first failure,
     * with the batch id set after the setup statements when one is given. {@code failMerge} makes the MERGE fail
     * as a lost cluster or a revoked grant would, after the events were stored.
     */
    private static void apply(List<String> sql, Batch batch, Long id, boolean failMerge) {
        try {
            applyKeepingLease(sql, batch, id, failMerge);
        } catch (RuntimeException e) {
            // As the Java class does, and as the file tells an operator to: a failed run gives its lease back.
            runner.execute("UPDATE target__scd_lease SET __scd_holder = NULL WHERE __scd_holder = target__scd_writer");
            throw e;
        }
    }

    /** As {@link #apply}, leaving the lease held when a statement fails, as a plain SQL runner does. */
    private static void applyKeepingLease(List<String> sql, Batch batch, Long id, boolean failMerge) {
        runner.registerBatch(VIEW, feed.schema(), batch, "__scd_arrival");
        for (String statement : sql) {
            if (statement.contains("-- Step 1:") && id != null) {
                runner.execute("SET VAR target__scd_batch_id = " + id);
            }
            if (statement.contains("MERGE INTO target AS t") && failMerge) {
                runner.execute("CREATE OR REPLACE TEMPORARY VIEW target__scd_staged AS SELECT * FROM target__scd_gone");
            }
            runner.execute(statement);
        }
    }

    /** The setup statements, the adopt switch (and the sequence value), then the adoption statements. */
    private static void adopt(List<String> sql, String seedSequence) {
        for (String statement : sql) {
            if (statement.contains("Step 0:")) {
                return;
            }
            if (statement.contains("Adopting an existing target")) {
                runner.execute("SET VAR target__scd_adopt_target = true");
                if (seedSequence != null) {
                    runner.execute("SET VAR target__scd_seed_sequence = " + seedSequence);
                }
            }
            runner.execute(statement);
        }
    }

    /** A target built by another job: the export's own CREATE TABLE, filled with the rows given. */
    private static void createTargetHolding(List<String> sql, Table rows, CdcFlowSettings flow) {
        runner.execute(sql.get(0));
        runner.registerBatch("built_elsewhere", rows.schema(), Batch.of(1, 0, rows.rows()), "__scd_arrival");
        String columns = rows.schema().names().stream().map(n -> "`" + n + "`").collect(Collectors.joining(", "));
        runner.execute("INSERT INTO target (" + columns + ") SELECT " + columns + " FROM built_elsewhere");
        assertThat(count("target"))
                .as(flow.toString())
                .isEqualTo((long) rows.size())
                .isPositive();
    }

    private static Table engine(CdcFlowSettings flow, int batches) {
        ChangeFeed upTo =
                new ChangeFeed(feed.source(), feed.schema(), feed.batches().subList(0, batches));
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), flow, upTo, RunOptions.FAST, List.of());
        return new Table(run.targetSchema(), new ArrayList<>(run.target().rows()));
    }

    private static Batch batch(int number) {
        return feed.batches().stream()
                .filter(b -> b.number() == number)
                .findFirst()
                .orElseThrow();
    }

    private static Table target(Schema schema) {
        return runner.query("SELECT * FROM target", schema);
    }

    private static long count(String table) {
        return (Long) runner.query("SELECT count(*) AS n FROM " + table, ids())
                .rows()
                .get(0)
                .get(0);
    }

    private static Schema ids() {
        return Schema.of(new io.scdstudio.model.Column("n", io.scdstudio.model.DataType.BIGINT));
    }

    private static void assertSameTable(Table expected, Table actual) {
        TableDiff diff = TableDiff.of(expected, actual);
        assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
    }
}
