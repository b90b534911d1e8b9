package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** A master nobody runs is named in seconds, not after Spark's minute of retries and three stack traces. */
class MasterProbeTest {

    @Test
    void aMasterThatRefusesTheConnectionIsNamedWithTheCauseAndHowToFixIt() throws IOException {
        String master = "spark://127.0.0.1:" + closedPort();

        assertThatThrownBy(() -> MasterProbe.check(master)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("SPARK_MASTER_UNREACHABLE");
            assertThat(e.getMessage()).contains("No Spark master answers at " + master, "connection refused");
            assertThat(e.hint()).contains("start-master.sh", "local[*]");
        });
    }

    @Test
    void aMasterThatListensPassesAndSoDoesAListWhoseStandbyIsTheOneUp() throws IOException {
        try (ServerSocket master = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            int up = master.getLocalPort();
            assertThatCode(() -> MasterProbe.check("spark://127.0.0.1:" + up)).doesNotThrowAnyException();
            assertThatCode(() -> MasterProbe.check("spark://127.0.0.1:" + closedPort() + ",127.0.0.1:" + up))
                    .doesNotThrowAnyException();
        }
    }

    @Test
    void anUnknownHostAndABracketedIpv6AddressAreEachReportedByName() throws IOException {
        int closed = closedPort();
        assertThatThrownBy(() -> MasterProbe.check("spark://no-such-host.invalid:7077,[::1]:" + closed))
                .hasMessageContaining("no-such-host.invalid:7077: unknown host")
                .hasMessageContaining("[::1]:" + closed + ": ");
    }

    @Test
    void aPortOutOfRangeIsNamedAsSuch() {
        assertThatThrownBy(() -> MasterProbe.check("spark://127.0.0.1:99999"))
                .hasMessageContaining("127.0.0.1:99999: the port is not between 1 and 65535");
    }

    /** A loopback port that was free a moment ago and now has nobody listening. */
    static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
