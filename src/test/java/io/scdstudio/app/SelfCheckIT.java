package io.scdstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.SampleFolders;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code --selfcheck} as the installer profile runs it on a built image: one line, exit 0 when the flags took
 * effect and the users example comes out right on both engines; one line naming what is wrong otherwise.
 */
class SelfCheckIT {
    private static final Path LIBRARY = Path.of("sample-data");
    private static final List<String> OPENS = List.of("java.base/java.nio", "java.base/sun.nio.ch");

    private static String run(SelfCheck check, int expectedExit) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int exit = check.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(out).isEqualTo(expectedExit);
        assertThat(out.lines()).as("one line").hasSize(1);
        return out;
    }

    @Test
    void aWorkingInstallationPassesOnBothEnginesInOneLine() {
        String out = run(new SelfCheck(OPENS, Optional.of(LIBRARY), io.scdstudio.spark.SharedSpark.SETTINGS), 0);
        assertThat(out)
                .startsWith("selfcheck passed:")
                .contains("2 opens", "users-docs-example", "in-memory engine", "Spark 4.", "Delta 4.");
    }

    @Test
    void aMissingFlagOrLibraryFailsAndSaysWhich() {
        String flags = run(
                new SelfCheck(
                        List.of("java.base/java.text"), Optional.of(LIBRARY), io.scdstudio.spark.SharedSpark.SETTINGS),
                1);
        assertThat(flags).startsWith("selfcheck FAILED:").contains("java.base/java.text", "JVM flags");
        String library = run(new SelfCheck(OPENS, Optional.empty(), io.scdstudio.spark.SharedSpark.SETTINGS), 1);
        assertThat(library).contains("sample-data", "not installed");
    }

    @Test
    void theOpensTheJarNeedsAreReadFromItsManifestAndCheckedAgainstThisJvm() {
        assertThat(JvmOpens.missing(OPENS))
                .as("surefire starts the tests with the Spark flags")
                .isEmpty();
        assertThat(JvmOpens.missing(List.of("java.base/java.text", "no.such.module/x")))
                .containsExactly("java.base/java.text", "no.such.module/x");
        assertThat(SampleFolders.installedLibraryFolder())
                .as("found beside target/classes")
                .isPresent();
    }
}
