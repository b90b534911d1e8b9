package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.feed.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
