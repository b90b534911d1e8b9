package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * D5 of the exports review, on the exported Python itself: the historical snapshot export's
 * {@code next_snapshot_and_version} is run by python3 against a stand-in {@code dbutils} and {@code spark} (file
 * listings and row counts), since no Lakeflow runtime is at hand. It reads the file a version came from, with the
 * file names the lesson uses ({@code fleet_extract_1.csv}; a path rebuilt from the number missed them), and it stops
 * on an empty file, two files of one version and a file written in the last minute, each of which would otherwise
 * give an empty or wrong snapshot that deletes or closes every key.
 */
class HistoricalSnapshotPythonTest {
    private static final Path EXPORT = Path.of("src/test/resources/codegen/snapshot-historical/lakeflow-python.py");

    /** Stand-ins for the Databricks globals the function reads; each case lists (name, rows, age in seconds). */
    private static final String HARNESS = """
            import re, time, sys

            class FileInfo:
                def __init__(self, name, rows, age):
                    self.name, self.path, self.rows = name, "/snapshots/" + name, rows
                    self.modificationTime = int((time.time() - age) * 1000)

            class Frame:
                def __init__(self, path): self.path = path
                def isEmpty(self): return ROWS[self.path] == 0

            class Reader:
                def option(self, k, v): return self
                def schema(self, s): return self
                def csv(self, path): return Frame(path)

            class Conf:
                def get(self, k): return "/snapshots"

            class Spark:
                conf = Conf()
                read = Reader()

            class Fs:
                def ls(self, folder): return FILES

            class DbUtils:
                fs = Fs()

            spark, dbutils, FILES, ROWS = Spark(), DbUtils(), [], {}

            def run(case, files, latest=None):
                global FILES, ROWS
                FILES = [FileInfo(*f) for f in files]
                ROWS = {f.path: f.rows for f in FILES}
                try:
                    got = next_snapshot_and_version(latest)
                    print(case, "None" if got is None else got[0].path + " " + str(got[1]))
                except ValueError as e:
                    print(case, str(e).split(":")[0])

            """;

    private static final String CASES = """

            run("lesson-names", [("fleet_extract_2.csv", 3, 600), ("fleet_extract_1.csv", 3, 600), ("notes.txt", 1, 600)])
            run("next-after-1", [("fleet_extract_2.csv", 3, 600), ("fleet_extract_1.csv", 3, 600)], latest=1)
            run("none-newer", [("fleet_extract_1.csv", 3, 600)], latest=1)
            run("empty-file", [("1.csv", 0, 600)])
            run("two-files-one-version", [("1.csv", 2, 600), ("backup_1.csv", 2, 600)])
            run("still-being-written", [("1.csv", 2, 5)])
            """;

    @Test
    void theVersionFunctionReadsTheFileItsVersionCameFromAndStopsOnABadOne(@TempDir Path dir)
            throws IOException, InterruptedException {
        assumeTrue(python3Runs(), "python3 is not on the PATH");
        String export = Files.readString(EXPORT);
        String function = export.substring(export.indexOf("SNAPSHOT_FOLDER ="), export.indexOf("dp.create_auto_cdc"));
        Path script = dir.resolve("run.py");
        Files.writeString(script, HARNESS + function + CASES, StandardCharsets.UTF_8);

        Process p = new ProcessBuilder("python3", script.toString())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(out.lines())
                .as(out)
                .containsExactly(
                        "lesson-names /snapshots/fleet_extract_1.csv 1",
                        "next-after-1 /snapshots/fleet_extract_2.csv 2",
                        "none-newer None",
                        "empty-file SNAPSHOT_FILE_EMPTY",
                        "two-files-one-version SNAPSHOT_VERSION_TWICE",
                        "still-being-written SNAPSHOT_FILE_TOO_RECENT");
    }

    private static boolean python3Runs() {
        try {
            return new ProcessBuilder("python3", "--version").start().waitFor(20, TimeUnit.SECONDS);
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
