package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import io.scdstudio.cli.TakeAwayTestExport;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.exec.InMemoryJavaCompiler;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.codegen.merge.TakeAwayTests;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The JUnit test {@code export --target junit} writes, run as a user's build runs it: compiled with the Spark Java
 * export beside it and launched through the JUnit Platform on the test session. It passes against the export of its
 * own design and fails against the export of another, so it is a test that can fail.
 */
class TakeAwayTestsIT {
    private static final String IN_ORDER = "everyBatchGivesTheTableScdStudioComputed";
    private static final String ADOPTED = "anAdoptedTargetGoesOnAsTheEngineDoes";
    private static SparkSqlRunner runner;

    @BeforeAll
    static void start() {
        runner = new SparkSqlRunner();
    }

    @AfterAll
    static void stop() {
        runner.close();
    }

    @Test
    void theGeneratedJunitTestPassesAgainstItsOwnDesignsExport(@TempDir Path dir) throws Exception {
        Scenario s = ScenarioReader.read(Path.of("sample-data", "customer-moves"));
        CdcFlowSettings flow = (CdcFlowSettings) s.flow();

        TestExecutionSummary summary = run(dir, s, flow, flow);

        assertThat(summary.getTestsFailedCount()).as(failures(summary)).isZero();
        // in order, twice, compacted, a failed MERGE retried, adopted after batch 1
        assertThat(summary.getTestsSucceededCount()).isEqualTo(5);
    }

    @Test
    void theGeneratedJunitTestFailsAgainstTheExportOfAnotherDesign(@TempDir Path dir) throws Exception {
        Scenario s = ScenarioReader.read(Path.of("sample-data", "customer-moves"));
        CdcFlowSettings flow = (CdcFlowSettings) s.flow();
        // email tracked too: every email change opens a version the test does not expect
        CdcFlowSettings other = flow.withTrackHistory(Optional.empty(), Optional.empty());

        TestExecutionSummary summary = run(dir, s, flow, other, IN_ORDER);

        assertThat(summary.getTestsFailedCount()).isPositive();
        assertThat(failures(summary)).contains("after batch");
    }

    /**
     * D6 of the exports review: on a design whose names need quoting (a dot, a space, a backtick, a quote, a reserved
     * word) the generated test failed with UNRESOLVED_COLUMN before it compared anything.
     */
    @Test
    void theGeneratedJunitTestRunsOnADesignWhoseNamesNeedQuoting(@TempDir Path dir) throws Exception {
        io.scdstudio.model.Schema schema = io.scdstudio.model.Schema.of(
                new io.scdstudio.model.Column("my col", io.scdstudio.model.DataType.BIGINT),
                new io.scdstudio.model.Column("select", io.scdstudio.model.DataType.STRING),
                new io.scdstudio.model.Column("it's", io.scdstudio.model.DataType.STRING),
                new io.scdstudio.model.Column("a.b", io.scdstudio.model.DataType.BIGINT),
                new io.scdstudio.model.Column("op", io.scdstudio.model.DataType.STRING));
        ChangeFeed feed = new ChangeFeed(
                "odd.csv",
                schema,
                List.of(
                        io.scdstudio.model.Batch.of(
                                1,
                                0,
                                List.of(
                                        io.scdstudio.model.Row.of(1L, "x", "Kyiv", 1L, "UPSERT"),
                                        io.scdstudio.model.Row.of(2L, "y", "Lviv", 1L, "UPSERT"))),
                        io.scdstudio.model.Batch.of(
                                2,
                                2,
                                List.of(
                                        io.scdstudio.model.Row.of(1L, "x", "Odesa", 2L, "UPSERT"),
                                        io.scdstudio.model.Row.of(2L, "y", null, 3L, "DELETE")))));
        CdcFlowSettings flow = CdcFlowSettings.builder(
                        List.of("my col", "select"), io.scdstudio.model.SequenceBy.column("a.b"))
                .target("sales_eu.customers")
                .source("raw.`customer events`")
                .applyAsDeletes(Optional.of("op = 'DELETE'"))
                .exceptColumnList(Optional.of(List.of("op")))
                .storedAsScdType(Optional.of(2))
                .build();
        runner.execute("CREATE DATABASE IF NOT EXISTS sales_eu");
        Scenario s = Scenario.builder("odd names", feed, flow).build();

        TestExecutionSummary summary = run(dir, s, flow, flow, IN_ORDER, ADOPTED);

        assertThat(summary.getTestsFailedCount()).as(failures(summary)).isZero();
        assertThat(summary.getTestsSucceededCount()).isEqualTo(2);
    }

    /**
     * D6 of the exports review: a Unity Catalog target (catalog.schema.table) failed with
     * REQUIRES_SINGLE_PART_NAMESPACE on a local session; the test maps the catalog onto the session's own.
     */
    @Test
    void theGeneratedJunitTestRunsOnACatalogQualifiedTarget(@TempDir Path dir) throws Exception {
        Scenario s = ScenarioReader.read(Path.of("sample-data", "customer-moves"));
        CdcFlowSettings flow = ((CdcFlowSettings) s.flow()).withTarget("main.sales.customers");

        TestExecutionSummary summary = run(dir, s.withFlow(flow), flow, flow, IN_ORDER, ADOPTED);

        assertThat(summary.getTestsFailedCount()).as(failures(summary)).isZero();
        assertThat(summary.getTestsSucceededCount()).isEqualTo(2);
    }

    /**
     * D6 of the exports review: a design read through a CDC format's preset could not export tests at all. The test
     * feeds the Spark Java export the Debezium dump's own lines, in two micro-batches.
     */
    @Test
    void theGeneratedJunitTestFeedsACdcDesignItsFilesRawLines(@TempDir Path dir) throws Exception {
        Path folder = Path.of("sample-data", "debezium-postgres-customers");
        ScenarioReader.Read read = ScenarioReader.readWithSourceView(folder);
        CdcFlowSettings flow = (CdcFlowSettings) read.scenario().flow();

        TestExecutionSummary summary = run(dir, read, cdcFile(read, folder), flow, flow, IN_ORDER);

        assertThat(summary.getTestsFailedCount()).as(failures(summary)).isZero();
        assertThat(summary.getTestsSucceededCount()).isEqualTo(1);
    }

    /** The CDC file of a scenario folder read through a format, as the command line finds it. */
    private static Optional<Path> cdcFile(ScenarioReader.Read read, Path folder) {
        return read.sourceView()
                .map(v -> folder.resolve(((ChangeFeed) read.scenario().feed()).source()));
    }

    /**
     * Every change-feed lesson of the library, all five ways; some 2 min each, so with -Dexport.proof=all only
     * ({@code -Dtakeaway.lesson=<id>} runs one).
     */
    static Stream<String> lessons() {
        String only = System.getProperty("takeaway.lesson", "");
        return LessonLibrary.read(Path.of("sample-data")).lessons().stream()
                .map(Lesson::id)
                .filter(id -> only.isEmpty() || id.equals(only));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    @EnabledIfSystemProperty(named = "export.proof", matches = "all")
    void theGeneratedJunitTestPassesOnEveryLessonsDesign(String lesson, @TempDir Path dir) throws Exception {
        Path folder = Path.of("sample-data", lesson);
        ScenarioReader.Read read = ScenarioReader.readWithSourceView(folder);
        Assumptions.assumeTrue(read.scenario().flow() instanceof CdcFlowSettings, "a change-feed design");
        Assumptions.assumeTrue(
                ((ChangeFeed) read.scenario().feed())
                                .batches().stream()
                                        .mapToInt(b -> b.rows().size())
                                        .sum()
                        <= TakeAwayTests.MAX_ROWS,
                "a feed a test can hold");
        CdcFlowSettings flow = (CdcFlowSettings) read.scenario().flow();

        TestExecutionSummary summary = run(dir, read, cdcFile(read, folder), flow, flow);

        assertThat(summary.getTestsFailedCount()).as(failures(summary)).isZero();
        assertThat(summary.getTestsSucceededCount()).isGreaterThanOrEqualTo(3);
    }

    /** The test generated for {@code tested}, run against the Spark Java export of {@code exported}. */
    private static TestExecutionSummary run(
            Path dir, Scenario s, CdcFlowSettings tested, CdcFlowSettings exported, String... methods)
            throws Exception {
        return run(dir, new ScenarioReader.Read(s, Optional.empty()), Optional.empty(), tested, exported, methods);
    }

    /** As above, a design in a CDC format tested on its file's raw lines. */
    private static TestExecutionSummary run(
            Path dir,
            ScenarioReader.Read read,
            Optional<Path> cdcFile,
            CdcFlowSettings tested,
            CdcFlowSettings exported,
            String... methods)
            throws Exception {
        runner.reset();
        ChangeFeed feed = (ChangeFeed) read.scenario().feed();
        ExportRequest request = new ExportRequest(tested, feed.schema(), read.sourceView());
        String test = TakeAwayTestExport.generate("junit", read.scenario().withFlow(tested), request, cdcFile);
        String className = SparkJavaGenerator.className(request);
        String export =
                new SparkJavaGenerator().generate(new ExportRequest(exported, feed.schema(), read.sourceView()));
        List<String> errors = InMemoryJavaCompiler.compile(
                Map.of(className + ".java", export, className + "Test.java", test),
                dir,
                System.getProperty("java.class.path"));
        assertThat(errors).as("the generated test compiles with -Werror").isEmpty();
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {dir.resolve("classes").toUri().toURL()}, TakeAwayTestsIT.class.getClassLoader())) {
            Launcher launcher = LauncherFactory.create();
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            // Spark finds a catalog class through the context class loader, as a user's test runner sets it.
            ClassLoader before = Thread.currentThread().getContextClassLoader();
            Thread.currentThread().setContextClassLoader(loader);
            try {
                Class<?> testClass = loader.loadClass(className + "Test");
                List<DiscoverySelector> selectors = methods.length == 0
                        ? List.of(selectClass(testClass))
                        : Arrays.stream(methods)
                                .map(m -> (DiscoverySelector) selectMethod(testClass, m))
                                .toList();
                launcher.execute(
                        LauncherDiscoveryRequestBuilder.request()
                                .selectors(selectors)
                                .build(),
                        listener);
            } finally {
                Thread.currentThread().setContextClassLoader(before);
            }
            return listener.getSummary();
        }
    }

    private static String failures(TestExecutionSummary summary) {
        StringBuilder out = new StringBuilder();
        summary.getFailures().forEach(f -> out.append(f.getException()).append('\n'));
        return out.toString();
    }
}
