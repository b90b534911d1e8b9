package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code export --target junit|pytest}: the generated tests match their reviewed files, hold the scenario's rows and
 * the engine's tables, and the pytest module is valid Python. (TakeAwayTestsIT runs the JUnit one on Spark.)
 */
class TakeAwayTestExportTest {
    private static final boolean UPDATE = Boolean.getBoolean("codegen.updateGolden");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"junit", "pytest"})
    void theGeneratedTestMatchesItsReviewedFile(String target) throws IOException {
        String actual = generate("customer-moves", target);
        Path golden = Path.of(
                "src/test/resources/codegen/take-away", "customer-moves." + (target.equals("junit") ? "java" : "py"));
        if (UPDATE) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
        assertThat(actual).contains("Kyiv").contains("__END_AT IS NULL GROUP BY customer_id HAVING count(*) > 1");
    }

    @Test
    void aFeedWhoseLaterBatchFailsGivesATestThatExpectsTheFailure(@TempDir Path dir) throws IOException {
        Path lesson = Path.of("sample-data", "late-update-splits-history");
        Files.copy(lesson.resolve("case.json"), dir.resolve("case.json"));
        Files.writeString(
                dir.resolve("input.csv"),
                Files.readString(lesson.resolve("input.csv"))
                        + "3,null,HS-200 handheld scanner,Oslo,2024-06-01 08:00:00\n");
        Scenario s = ScenarioReader.read(dir);

        String junit = TakeAwayTestExport.generate("junit", s, ExportRequest.of(s.flow(), s.feed(), Optional.empty()));
        String pytest =
                TakeAwayTestExport.generate("pytest", s, ExportRequest.of(s.flow(), s.feed(), Optional.empty()));

        assertThat(junit).contains("assertThrows(").contains("\"NULL_KEY\"").contains("CAST(NULL AS bigint)");
        assertThat(pytest).contains("with pytest.raises(Exception, match=\"NULL_KEY\")");
    }

    /**
     * Adoption keeps no events: the adoption test is written only after a batch past which no event of a key is
     * older than that key's events before it, or the adopted table would fold a late event differently.
     */
    @Test
    void anAdoptionTestIsWrittenOnlyWhereNoLaterEventIsOlderThanTheAdoptedRows() {
        String inOrder = junit(feed(
                List.of(List.of(1L, 10L, "a"), List.of(2L, 10L, "b")),
                List.of(List.of(1L, 20L, "c"), List.of(3L, 5L, "d"))));
        String late = junit(feed(List.of(List.of(1L, 10L, "a")), List.of(List.of(1L, 5L, "late"))));

        assertThat(inOrder).contains("ADOPT_AFTER = 1;").contains("void anAdoptedTargetGoesOnAsTheEngineDoes()");
        assertThat(late).doesNotContain("ADOPT_AFTER").doesNotContain("anAdoptedTarget");
    }

    @Test
    void aMergeFailureTestIsWrittenForTheFirstBatchThatChangesRowsAlreadyThere() {
        String changes = junit(feed(List.of(List.of(1L, 10L, "a")), List.of(List.of(1L, 20L, "b"))));
        String addsOnly = junit(feed(List.of(List.of(1L, 10L, "a")), List.of(List.of(2L, 20L, "b"))));

        assertThat(changes).contains("MERGE_FAILS_AT = 1;").contains("appendOnly(true)");
        assertThat(addsOnly).doesNotContain("MERGE_FAILS_AT");
    }

    /** A Unity Catalog target runs on the local session's own catalog; a schema-qualified one needs no mapping. */
    @Test
    void aCatalogQualifiedTargetIsMappedOntoTheLocalCatalog() {
        Scenario s = ScenarioReader.read(Path.of("sample-data", "customer-moves"));
        CdcFlowSettings flow = ((CdcFlowSettings) s.flow()).withTarget("main.sales.customers");
        Scenario qualified = s.withFlow(flow);

        String junit =
                TakeAwayTestExport.generate("junit", qualified, ExportRequest.of(flow, s.feed(), Optional.empty()));

        assertThat(junit)
                .contains("spark.conf().set(\"spark.sql.catalog.main\", LocalCatalog.class.getName());")
                .contains("CREATE SCHEMA IF NOT EXISTS main.sales")
                .contains("main.sales.customers is sales.customers here");
        assertThat(generate("customer-moves", "junit")).doesNotContain("LocalCatalog");
    }

    /** A design read through a CDC format's preset is tested on its file's raw lines, cut into two batches. */
    @Test
    void aCdcDesignsJunitFeedsItsFilesRawLinesAndItsPytestIsRefused() {
        Path folder = Path.of("sample-data", "debezium-postgres-customers");
        ScenarioReader.Read read = ScenarioReader.readWithSourceView(folder);
        ExportRequest request =
                ExportRequest.of(read.scenario().flow(), read.scenario().feed(), read.sourceView());
        Optional<Path> file = Optional.of(folder.resolve("input.jsonl"));

        String junit = TakeAwayTestExport.generate("junit", read.scenario(), request, file);

        assertThat(junit)
                .contains("private static final List<List<String>> RAW = List.of(")
                .contains(".applyBatch(raw(b), b);")
                .contains("\\\"op\\\":");
        assertThatThrownBy(() -> TakeAwayTestExport.generate("pytest", read.scenario(), request, file))
                .hasMessageContaining("the pytest feeds the MERGE SQL flat rows");
        assertThatThrownBy(() -> TakeAwayTestExport.generate("junit", read.scenario(), request, Optional.empty()))
                .hasMessageContaining("no file was given");
    }

    @Test
    void aFeedTooLargeToHoldAsSqlIsRefusedWithTheWayToASmallerOne() {
        assertThatThrownBy(() -> generate("generated-100k", "junit"))
                .hasMessageContaining("this feed has 100000 rows (a test holds at most 2000)");
    }

    private static String junit(ChangeFeed feed) {
        CdcFlowSettings flow = CdcFlowSettings.builder(List.of("id"), SequenceBy.column("seq"))
                .target("dim")
                .source("src")
                .storedAsScdType(Optional.of(2))
                .build();
        Scenario s = Scenario.builder("t", feed, flow).build();
        return TakeAwayTestExport.generate("junit", s, ExportRequest.of(flow, feed, Optional.empty()));
    }

    @SafeVarargs
    private static ChangeFeed feed(List<Object>... batches) {
        Schema schema = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("seq", DataType.BIGINT),
                new Column("v", DataType.STRING));
        List<Batch> out = new java.util.ArrayList<>();
        int first = 0;
        for (int b = 0; b < batches.length; b++) {
            List<Row> rows = batches[b].stream()
                    .map(r -> Row.of(((List<?>) r).toArray()))
                    .toList();
            out.add(Batch.of(b + 1, first, rows));
            first += rows.size();
        }
        return new ChangeFeed("t.csv", schema, out);
    }

    @Test
    void thePytestModuleIsValidPython(@TempDir Path dir) throws Exception {
        assumeTrue(python(), "python3 is not on the PATH");
        Path file = dir.resolve("test_target_auto_cdc.py");
        Files.writeString(file, generate("late-update-splits-history", "pytest"), StandardCharsets.UTF_8);

        Process p = new ProcessBuilder("python3", "-m", "py_compile", file.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(output).isZero();
    }

    private static String generate(String lesson, String target) {
        Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
        return TakeAwayTestExport.generate(target, s, ExportRequest.of(s.flow(), s.feed(), Optional.empty()));
    }

    private static boolean python() {
        try {
            return new ProcessBuilder("python3", "--version").start().waitFor(30, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
