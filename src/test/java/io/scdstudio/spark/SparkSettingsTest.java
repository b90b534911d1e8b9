package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SparkSettingsTest {

    @Test
    void theDefaultWorkspaceIsInTheUsersApplicationDataFolderNotNextToInputFiles() {
        Path workspace = SparkSettings.defaults().workspace();

        assertThat(workspace.startsWith(Path.of(System.getProperty("user.home")).toAbsolutePath()))
                .isTrue();
        assertThat(workspace.toString()).contains("scd-studio").endsWith("spark-workspace");
    }

    @Test
    void theMasterIsLocalOrAStandaloneClusterUrl() {
        assertThat(SparkSettings.defaults().master()).isEqualTo("local[*]");
        assertThat(SparkSettings.defaults().withMaster("spark://127.0.0.1:7077").local())
                .isFalse();
        assertThatThrownBy(() -> SparkSettings.defaults().withMaster("yarn"))
                .hasMessageContaining("local[*], local[N] or spark://host:port");
        for (String good : new String[] {
            "local",
            "local[*]",
            "local[4]",
            "local[2,3]",
            "spark://10.0.0.5:7077",
            "spark://a.example.com:7077,b.example.com:7077",
            "spark://[::1]:7077"
        }) {
            assertThat(SparkSettings.defaults().withMaster(good).master()).isEqualTo(good);
        }
        for (String typo : new String[] {
            "local[]",
            "local[x]",
            "localhost",
            "local[0]",
            "spark://host",
            "spark://:7077",
            "spark://host:port",
            " local[*]",
            "spark://[::1]",
            "spark://host:123456"
        }) {
            assertThatThrownBy(() -> SparkSettings.defaults().withMaster(typo))
                    .as(typo)
                    .hasMessageContaining("got '" + typo + "'");
        }
    }

    @Test
    void extraSparkSettingsAreKeptWithTheOthers() {
        SparkSettings s = SparkSettings.defaults()
                .withConfig("spark.executor.memory", "2g")
                .withMaster("local[2]");

        assertThat(s.config()).containsEntry("spark.executor.memory", "2g");
    }

    @Test
    void aClusterGetsTheDriversDeltaJarsBecauseAStockSparkHasNoDelta() {
        assertThat(SparkSessions.deltaJars())
                .hasSize(2)
                .anyMatch(j -> Path.of(j).getFileName().toString().startsWith("delta-spark_2.13-"))
                .anyMatch(j -> Path.of(j).getFileName().toString().startsWith("delta-storage-"))
                .allMatch(j -> Path.of(j).isAbsolute() && j.endsWith(".jar"));
    }
}
