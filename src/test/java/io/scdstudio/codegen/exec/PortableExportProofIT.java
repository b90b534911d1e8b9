package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Proof by execution (issue 4): for every change-feed conformance case, the exported Delta MERGE SQL is run
 * statement by statement, batch by batch, on Spark + Delta, and the exported Spark Java is compiled
 * in-process and run the same way; after every batch the target must equal the in-memory engine's. A data
 * error must fail the same batch with the same error class. Skips until Spark is on the class path.
 */
class PortableExportProofIT {
    /** Scenario flows read the source {@code source}; the export reads its batch from {@code source_batch}. */
    private static final String BATCH_VIEW = "source_batch";

    private static SqlRunner runner;

    @BeforeAll
    static void openRunner() {
        runner = SqlRunners.open().orElse(null);
    }

    @AfterAll
    static void closeRunner() {
        if (runner != null) {
            runner.close();
        }
    }

    /**
     * Every change-feed case takes Spark some twenty minutes on a small machine, so the default build proves the
     * representative cases issue 4 names, plus a null key (C24a) for the failing-batch path and typed
     * columns with a timestamp sequence (C31: values come back from Delta as another Java type), and
     * {@code -Dexport.proof=all} proves them all, {@code -Dexport.proof=C31,C32} the cases named (docs/export.md).
     */
    private static final Set<String> REPRESENTATIVE =
            Set.of("C01", "C02", "C03", "C13d", "C17c", "C20", "C21a", "C24a", "C28a", "C31", "C03-odd-names");

    /**
     * The Java export runs the same statements as the MERGE SQL export (every representative case above) and differs
     * only in how it registers the batch and writes the MERGE, so by default it is proven on the cases whose
     * path tests that: truncates (SCD1, with compaction), the failing batch and names that need quoting (SCD2).
     * spark.PortableExportBatchesIT and TakeAwayTestsIT run it on more designs, as a streaming job among them.
     * {@code -Dexport.proof} proves it on the cases named, as for the SQL.
     */
    private static final Set<String> JAVA_REPRESENTATIVE = Set.of("C02", "C24a", "C03-odd-names");

    /**
     * The SCD2 cases whose compacted state the build folds again: a STRUCT sequence, a timestamp sequence and names
     * that need quoting, the ways the compaction statements can go wrong that spark.PortableStateCompactionIT's
     * plain design does not reach; {@code -Dexport.proof} checks every SCD2 case it runs.
     */
    private static final Set<String> COMPACTION_REPRESENTATIVE = Set.of("C13d", "C31", "C03-odd-names");

    static List<CdcCases.Run> javaCases() {
        List<CdcCases.Run> some = new ArrayList<>(cases());
        if (System.getProperty("export.proof", "").isBlank()) {
            some.removeIf(run -> !JAVA_REPRESENTATIVE.contains(run.scenario().id()));
        }
        return some;
    }

    /** The change-feed cases the build proves (see {@link #REPRESENTATIVE}). */
    static List<CdcCases.Run> cases() {
        String proof = System.getProperty("export.proof", "");
        if (proof.equals("all")) {
            return allCases();
        }
        Set<String> picked = proof.isBlank() ? REPRESENTATIVE : Set.of(proof.split("\\s*,\\s*"));
        List<CdcCases.Run> some = new ArrayList<>(allCases());
        some.removeIf(run -> !picked.contains(run.scenario().id()));
        return some;
    }

    /** Every change-feed case, plus the docs example with names that need quoting. */
    static List<CdcCases.Run> allCases() {
        List<CdcCases.Run> all = new ArrayList<>(CdcCases.all());
        OddNamesScenario.c03Renamed().ifPresent(all::add);
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void mergeSqlGivesTheEngineTableAfterEveryBatch(CdcCases.Run run) {
        ExportRequest request = runnable(run);
        String file = new MergeSqlGenerator().generate(request);
        List<String> statements = MergeSqlGenerator.batchStatements(file);
        boolean scd1 = run.scenario().flow().scdType() == 1;
        List<String> compaction = MergeSqlGenerator.compactionStatements(file);
        int[] applied = {0};
        Optional<FlowRun> last = proveAgainstEngine(run.scenario(), batch -> {
            statements.forEach(runner::execute);
            // after every other batch, so that later batches meet both a compacted and an appended state
            if (scd1 && ++applied[0] % 2 == 1) {
                runner.execute("SET VAR target__scd_compact = true");
                compaction.forEach(runner::execute);
            }
        });
        boolean compactionProof = !System.getProperty("export.proof", "").isBlank()
                || COMPACTION_REPRESENTATIVE.contains(run.scenario().id());
        if (run.scenario().flow().scdType() == 2 && last.isPresent() && compactionProof) {
            assertCompactedStateFoldsBackToTheTarget(file, last.get());
        }
    }

    /**
     * Compacts an SCD2 export's state at the last version's end, so every closed version is kept as itself, then folds
     * every key again with the file's own statements: the versions must be the target's, or a later late event would
     * fold against wrong ones.
     */
    private static void assertCompactedStateFoldsBackToTheTarget(String file, FlowRun last) {
        runner.execute("SET VAR target__scd_compact_before = (SELECT max(__END_AT) FROM target)");
        MergeSqlGenerator.compactionStatements(file).forEach(runner::execute);
        // Every stored batch counts as pending, compacted ones (-2) included, so the views fold every key again.
        runner.execute("SET VAR target__scd_pending_batches = "
                + "(SELECT collect_set(__scd_batch) FROM target__scd_events WHERE __scd_batch IS NOT NULL)");
        MergeSqlGenerator.statements(file).stream()
                .filter(st -> st.contains("VIEW target__scd_affected AS") || st.contains("VIEW target__scd_fold AS"))
                .forEach(runner::execute);
        TableDiff diff = TableDiff.of(
                runner.query("SELECT * FROM target", last.targetSchema()),
                runner.query("SELECT * FROM target__scd_fold", last.targetSchema()));
        assertThat(diff.isEmpty())
                .as("the compacted state folded again: " + diff.describe())
                .isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("javaCases")
    void sparkJavaGivesTheEngineTableAfterEveryBatch(CdcCases.Run run) {
        ExportRequest request = runnable(run);
        String source = new SparkJavaGenerator().generate(request);
        String className = SparkJavaGenerator.className(request);
        proveAgainstEngine(run.scenario(), view -> runner.applyWithJava(className, source, view));
    }

    private static ExportRequest runnable(CdcCases.Run run) {
        assumeTrue(runner != null, SqlRunners.MISSING);
        Scenario s = run.scenario();
        assumeTrue(
                s.simulateTombstoneGcBeforeBatches().isEmpty(),
                "tombstone GC simulation: the portable export never drops a tombstone (infinite retention, U16)");
        ExportRequest request = new ExportRequest(s.flow(), ((ChangeFeed) s.feed()).schema());
        try {
            new MergeSqlGenerator().generate(request);
        } catch (ScdException e) {
            assumeFalse(
                    true, "configuration error " + e.errorClass() + ": refused at export (PortableExportRefusalTest)");
        }
        runner.reset();
        return request;
    }

    /** Applies each batch to Spark with {@code apply} right after the engine applied it, and compares. */
    private static Optional<FlowRun> proveAgainstEngine(Scenario s, BatchApplier apply) {
        ChangeFeed feed = (ChangeFeed) s.feed();
        Map<Integer, Batch> byNumber = new HashMap<>();
        feed.batches().forEach(b -> byNumber.put(b.number(), b));
        List<String> problems = new ArrayList<>();
        int[] lastGood = {0};
        FlowRun[] lastRun = {null};
        try {
            FeedRunner.run(new InMemoryEngine(), s.flow(), feed, RunOptions.FAST, List.of(), (n, engineRun) -> {
                applyToSpark(feed, byNumber.get(n), apply);
                compare(n, engineRun, problems);
                lastGood[0] = n;
                lastRun[0] = engineRun;
                return true;
            });
        } catch (ScdException engineError) {
            Batch failing = feed.batches().stream()
                    .filter(b -> b.number() > lastGood[0])
                    .findFirst()
                    .orElseThrow();
            assertThatThrownBy(() -> applyToSpark(feed, failing, apply))
                    .as("batch " + failing.number() + " must fail as the engine's does")
                    .hasMessageContaining(engineError.errorClass());
            lastRun[0] = null;
        }
        assertThat(problems).as(s.id()).isEmpty();
        return Optional.ofNullable(lastRun[0]);
    }

    private static void applyToSpark(ChangeFeed feed, Batch batch, BatchApplier apply) {
        if (batch == null) {
            return;
        }
        runner.registerBatch(BATCH_VIEW, feed.schema(), batch, "__scd_arrival");
        apply.apply(BATCH_VIEW);
    }

    private static void compare(int batch, FlowRun engineRun, List<String> problems) {
        Table expected = engineRun.target();
        Table actual = runner.query("SELECT * FROM target", engineRun.targetSchema());
        TableDiff diff = TableDiff.of(expected, actual);
        if (!diff.isEmpty()) {
            problems.add("after batch " + batch + ": " + diff.describe());
        }
    }

    private interface BatchApplier {
        void apply(String batchView);
    }
}
