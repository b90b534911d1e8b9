package io.scdstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A machine that cannot show the window gets one sentence saying what is missing and how to get it, exit code 2
 * and no stack trace: for a missing GTK library (as JavaFX reports it) and for a session without a display.
 */
class NativeToolkitTest {
    @Test
    void aMissingGtkLibraryIsExplainedWithTheInstallCommand() {
        RuntimeException gtk =
                new RuntimeException(new UnsupportedOperationException("Unable to load glass GTK library."));
        assertThat(NativeToolkit.explain(gtk))
                .hasValueSatisfying(s -> assertThat(s)
                        .contains(
                                "GTK 3 library",
                                "sudo apt-get install -y libgtk-3-0",
                                "java -jar scd-studio.jar help"));
        assertThat(NativeToolkit.explain(new IllegalStateException("something else")))
                .as("other failures")
                .isEmpty();
    }

    @Test
    void theWindowWithoutADisplaySaysSoAndExitsWithTwo() throws Exception {
        List<String> command = new ArrayList<>(List.of(
                System.getProperty("java.home") + File.separator + "bin" + File.separator + "java",
                "-cp",
                System.getProperty("java.class.path"),
                Launcher.class.getName()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().remove("DISPLAY");
        pb.environment().remove("WAYLAND_DISPLAY");
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).as(output).isEqualTo(2);
        assertThat(output)
                .containsAnyOf("needs a display", "needs the GTK 3 library")
                .doesNotContain("\tat ");
    }
}
