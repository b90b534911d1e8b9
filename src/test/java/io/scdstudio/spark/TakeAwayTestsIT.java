package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.exec.InMemoryJavaCompiler;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.codegen.merge.TakeAwayTests;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.ScenarioReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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

        assertThat(summary.getTestsSucceededCount()).as(failures(summary)).isEqualTo(1);
        assertThat(summary.getTestsFailedCount()).isZero();
    }

    @Test
    void theGeneratedJunitTestFailsAgainstTheExportOfAnotherDesign(@TempDir Path dir) throws Exception {
        Scenario s = ScenarioReader.read(Path.of("sample-data", "customer-moves"));
        CdcFlowSettings flow = (CdcFlowSettings) s.flow();
        // email tracked too: every email change opens a version the test does not expect
        CdcFlowSettings other = flow.withTrackHistory(Optional.empty(), Optional.empty());

        TestExecutionSummary summary = run(dir, s, flow, other);

        assertThat(summary.getTestsFailedCount()).isEqualTo(1);
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

        TestExecutionSummary summary = run(dir, s, flow, flow);

        assertThat(summary.getTestsSucceededCount()).as(failures(summary)).isEqualTo(1);
    }

    /** The test generated for {@code tested}, run against the Spark Java export of {@code exported}. */
    private static TestExecutionSummary run(Path dir, Scenario s, CdcFlowSettings tested, CdcFlowSettings exported)
            throws Exception {
        runner.reset();
        ChangeFeed feed = (ChangeFeed) s.feed();
        List<Table> after = new ArrayList<>();
        FlowRun run = FeedRunner.run(new InMemoryEngine(), tested, feed, RunOptions.FAST, List.of(), (n, r) -> {
            after.add(new Table(r.targetSchema(), new ArrayList<>(r.target().rows())));
            return true;
        });
        ExportRequest request = new ExportRequest(tested, feed.schema());
        String test = new TakeAwayTests(
                        request,
                        feed.batches(),
                        new TakeAwayTests.Expected(run.targetSchema(), after, Optional.empty()))
                .junit();
        String className = SparkJavaGenerator.className(request);
        String export = new SparkJavaGenerator().generate(new ExportRequest(exported, feed.schema()));
        List<String> errors = InMemoryJavaCompiler.compile(
                Map.of(className + ".java", export, className + "Test.java", test),
                dir,
                System.getProperty("java.class.path"));
        assertThat(errors).as("the generated test compiles with -Werror").isEmpty();
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {dir.resolve("classes").toUri().toURL()}, TakeAwayTestsIT.class.getClassLoader())) {
            Launcher launcher = LauncherFactory.create();
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            launcher.execute(
                    LauncherDiscoveryRequestBuilder.request()
                            .selectors(selectClass(loader.loadClass(className + "Test")))
                            .build(),
                    listener);
            return listener.getSummary();
        }
    }

    private static String failures(TestExecutionSummary summary) {
        StringBuilder out = new StringBuilder();
        summary.getFailures().forEach(f -> out.append(f.getException()).append('\n'));
        return out.toString();
    }
}
