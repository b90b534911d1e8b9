package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import java.io.IOException;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

class SparkSessionsIT {

    @Test
    void aMasterNobodyRunsFailsAtOnceAndTheRunningSessionKeepsRunning() throws IOException {
        SparkSession running = SparkSessions.get(SharedSpark.SETTINGS);
        SparkSettings down = SharedSpark.SETTINGS.withMaster("spark://127.0.0.1:" + MasterProbeTest.closedPort());

        // the probe's error, not Spark's SPARK_FAILED after a minute of registration retries
        assertThatThrownBy(() -> SparkSessions.get(down))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("SPARK_MASTER_UNREACHABLE"));

        assertThat(SparkSessions.get(SharedSpark.SETTINGS))
                .as("not restarted by the mistyped master")
                .isSameAs(running);
    }
}
