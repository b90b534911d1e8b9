package io.scdstudio.codegen.lakeflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.codegen.ConformanceCases;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.GoldenScenarios;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every exported Python file is valid Python: {@code python3 -m py_compile} accepts the export of every
 * golden scenario, conformance case and CDC format's preset design (with its source view). Skipped when python3 is not on the PATH.
 */
class PythonCompilesTest {

    @Test
    void everyExportedPythonFileCompiles(@TempDir Path dir) throws IOException, InterruptedException {
        assumeTrue(pythonAvailable(), "python3 is not on the PATH; the Python export is not compiled");
        List<String> command = new ArrayList<>(List.of("python3", "-m", "py_compile"));
        LakeflowPythonGenerator generator = new LakeflowPythonGenerator();
        for (GoldenScenarios.Scenario s : GoldenScenarios.all()) {
            command.add(write(dir, s.name(), generator.generate(s.request())));
        }
        for (ConformanceCases.Case c : ConformanceCases.all()) {
            command.add(write(dir, c.id(), generator.generate(new ExportRequest(c.flow(), c.schema()))));
        }
        for (String id : io.scdstudio.format.FormatCases.ids()) {
            io.scdstudio.feed.FormatRead read = io.scdstudio.format.FormatCases.read(id);
            command.add(write(
                    dir,
                    "format_" + id,
                    generator.generate(new ExportRequest(
                            read.preset().get().flow(), read.feed().schema(), read.sourceView()))));
        }

        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).as(output).isZero();
    }

    @Test
    void pyCompileRejectsBrokenPythonSoTheCheckCanFail(@TempDir Path dir) throws IOException, InterruptedException {
        assumeTrue(pythonAvailable(), "python3 is not on the PATH");
        String broken = write(dir, "broken", "dp.create_auto_cdc_flow(\n    target=\"t\"\n    source=\"s\",\n)\n");

        Process p = new ProcessBuilder("python3", "-m", "py_compile", broken)
                .redirectErrorStream(true)
                .start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).isNotZero();
    }

    private static String write(Path dir, String name, String code) throws IOException {
        Path file = dir.resolve(name.replaceAll("[^A-Za-z0-9_]", "_") + ".py");
        Files.writeString(file, code, StandardCharsets.UTF_8);
        return file.toString();
    }

    private static boolean pythonAvailable() {
        try {
            Process p = new ProcessBuilder("python3", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
