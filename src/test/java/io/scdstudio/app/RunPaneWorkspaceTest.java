package io.scdstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A session started with {@code -Dscdstudio.home} (as the tests and a classroom copy are) keeps the Spark workspace
 * inside that folder too: a reviewer found the Run pane pointing into the real home folder's {@code .local/share}.
 */
class RunPaneWorkspaceTest {
    @Test
    void theRunPaneWorkspaceLivesInTheStudioHomeTheSessionNames() {
        String was = System.getProperty("scdstudio.home");
        try {
            System.setProperty("scdstudio.home", "/tmp/classroom-copy");
            assertThat(Launcher.runPaneDefaults().workspace())
                    .isEqualTo(Path.of("/tmp/classroom-copy/spark-workspace"));
            System.clearProperty("scdstudio.home");
            assertThat(Launcher.runPaneDefaults().workspace())
                    .isNotEqualTo(Path.of("/tmp/classroom-copy/spark-workspace"))
                    .endsWith(Path.of("scd-studio", "spark-workspace"));
        } finally {
            if (was == null) {
                System.clearProperty("scdstudio.home");
            } else {
                System.setProperty("scdstudio.home", was);
            }
        }
    }
}
