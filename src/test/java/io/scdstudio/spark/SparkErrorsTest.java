package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.ScdException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.nio.file.AccessDeniedException;
import org.apache.spark.SparkThrowable;
import org.junit.jupiter.api.Test;

/** A failed Spark run says in one sentence what failed, and its hint points at what the failure was about. */
class SparkErrorsTest {

    @Test
    void theHintFollowsTheKindOfFailureFoundAnywhereAmongTheCauses() {
        ScdException unreachable = SparkErrors.wrap(
                "starting the Spark session",
                new IllegalStateException("no master", new ConnectException("Connection refused")));
        ScdException denied = SparkErrors.wrap(
                "writing the batch to the bronze table",
                new UncheckedIOException(new AccessDeniedException("/data/ws/runs")));
        ScdException refused = SparkErrors.wrap(
                "computing and writing the target", new RuntimeException("write failed", new DeltaRefusal()));
        ScdException other = SparkErrors.wrap("reading the target", new IllegalArgumentException("odd"));

        assertThat(unreachable.userMessage())
                .startsWith("Spark failed while starting the Spark session: Connection refused")
                .contains("master URL is reachable");
        assertThat(denied.userMessage()).contains("can be written").doesNotContain("master URL");
        assertThat(refused.userMessage())
                .contains("Delta refused the table (DELTA_FEATURES_REQUIRE_MANUAL_ENABLEMENT)")
                .contains("pick an empty folder")
                .doesNotContain("master URL");
        assertThat(other.userMessage()).contains("odd").contains("workspace folder can be written");
        assertThat(refused.errorClass()).isEqualTo("SPARK_FAILED");
        assertThat(refused.getCause()).hasMessage("write failed");
    }

    /** Stands in for Delta's analysis errors, which carry their condition the way every Spark error does. */
    private static final class DeltaRefusal extends RuntimeException implements SparkThrowable {
        DeltaRefusal() {
            super("[DELTA_FEATURES_REQUIRE_MANUAL_ENABLEMENT] Your table schema requires manually enablement");
        }

        @Override
        public String getCondition() {
            return "DELTA_FEATURES_REQUIRE_MANUAL_ENABLEMENT";
        }
    }
}
