package io.scdstudio.spark;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Checks that a standalone master answers before Spark is asked to register with it. Spark itself retries for a
 * minute, logs a stack trace per attempt and then fails with "Cannot call methods on a stopped SparkContext", which
 * names neither the master nor the cause; a refused or timed-out connection is known in milliseconds.
 */
final class MasterProbe {
    /** Long enough for a master across a slow network; a firewall that drops packets is reported after this. */
    static final int CONNECT_TIMEOUT_MS = 5_000;

    private MasterProbe() {}

    /**
     * Passes when at least one of the master URL's hosts accepts a connection (a {@code spark://a:7077,b:7077} list
     * names standby masters); else fails with what each one answered.
     */
    static void check(String master) {
        List<String> answers = new ArrayList<>();
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            String host = hostPort.substring(0, colon).replace("[", "").replace("]", "");
            long port = Long.parseLong(hostPort.substring(colon + 1));
            if (port < 1 || port > 65_535) {
                answers.add(hostPort + ": the port is not between 1 and 65535");
                continue;
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(host, (int) port), CONNECT_TIMEOUT_MS);
                return;
            } catch (IOException e) {
                answers.add(hostPort + ": " + reason(e));
            }
        }
        throw Errors.of(
                ErrorClass.SPARK_MASTER_UNREACHABLE,
                "No Spark master answers at " + master + " (" + String.join("; ", answers) + ")",
                "Start the master (sbin/start-master.sh in a Spark 4.2.0 distribution), or check the host and port: "
                        + "the master's web UI shows its spark:// URL. For the embedded engine on this machine, use "
                        + "local[*]");
    }

    private static String reason(IOException e) {
        if (e instanceof UnknownHostException) {
            return "unknown host";
        }
        if (e instanceof SocketTimeoutException) {
            return "no answer within " + CONNECT_TIMEOUT_MS / 1000 + " s";
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message.toLowerCase(Locale.ROOT);
    }
}
