package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A table the user means to keep never goes where the app deletes run folders. */
class TargetFolderTest {
    private final Path workspace = Path.of("/data/scd-studio/spark-workspace").toAbsolutePath();
    private final SparkEngine engine =
            new SparkEngine(new SparkSettings("local[*]", workspace), SparkEngine.Mode.INCREMENTAL);

    @Test
    void aTargetInsideTheWorkspaceSuchAsAnEarlierRunsTableIsRefusedAtOnce() {
        Path earlierRun = workspace.resolve("runs/target-1234/target");

        assertThatThrownBy(() -> engine.withTargetPath(earlierRun)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("TARGET_IN_WORKSPACE");
            assertThat(e.getMessage()).contains(earlierRun.toString(), "inside the Spark workspace");
            assertThat(e.hint()).contains("outside " + workspace);
        });
        assertThatThrownBy(() -> engine.withTargetPath(workspace.resolve("warm-up")))
                .hasMessageContaining("inside the Spark workspace");
    }

    @Test
    void aTargetThatHoldsTheWorkspaceIsRefusedAndOneBesideItIsNot() {
        assertThatThrownBy(() -> engine.withTargetPath(workspace.getParent()))
                .hasMessageContaining("holds the Spark workspace");
        assertThatCode(() -> engine.withTargetPath(workspace.resolveSibling("dim_customers")))
                .doesNotThrowAnyException();
        assertThatCode(() -> engine.withTargetPath(workspace.resolveSibling("spark-workspace-tables")))
                .as("a name that starts like the workspace's is another folder")
                .doesNotThrowAnyException();
    }
}
