package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SparkSettingsTest {

    @Test
    void theDefaultWorkspaceIsInTheUsersApplicationDataFolderNotNextToInputFiles() {
        Path workspace = SparkSettings.defaults().workspace();

        assertThat(workspace.startsWith(Path.of(System.getProperty("user.home")).toAbsolutePath())).isTrue();
        assertThat(workspace.toString()).contains("scd-studio").endsWith("spark-workspace");
    }

    @Test
    void theMasterIsLocalOrAStandaloneClusterUrl() {
        assertThat(SparkSettings.defaults().master()).isEqualTo("local[*]");
        assertThat(SparkSettings.defaults().withMaster("spark://127.0.0.1:7077").local()).isFalse();
        assertThatThrownBy(() -> SparkSettings.defaults().withMaster("yarn"))
                .hasMessageContaining("local[*], local[N] or spark://host:port");
    }

    @Test
    void extraSparkSettingsAreKeptWithTheOthers() {
        SparkSettings s = SparkSettings.defaults().withConfig("spark.executor.memory", "2g").withMaster("local[2]");

        assertThat(s.config()).containsEntry("spark.executor.memory", "2g");
    }

    @Test
    void aClusterGetsTheDriversDeltaJarsBecauseAStockSparkHasNoDelta() {
        assertThat(SparkSessions.deltaJars()).hasSize(2)
                .anyMatch(j -> Path.of(j).getFileName().toString().startsWith("delta-spark_2.13-"))
                .anyMatch(j -> Path.of(j).getFileName().toString().startsWith("delta-storage-"))
                .allMatch(j -> Path.of(j).isAbsolute() && j.endsWith(".jar"));
    }
}
