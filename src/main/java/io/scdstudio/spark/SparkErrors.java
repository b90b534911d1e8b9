package io.scdstudio.spark;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ScdException;
import java.io.FileNotFoundException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import org.apache.spark.SparkThrowable;

/**
 * Turns Spark, Delta and IO failures into the one user-facing error, with a one-sentence message and the
 * cause kept for "Show details". User errors already raised as {@link ScdException} pass through unchanged.
 */
final class SparkErrors {
    private SparkErrors() {}

    static ScdException wrap(String doing, Throwable t) {
        if (t instanceof ScdException e) {
            return e;
        }
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String reason = firstLine(
                root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName());
        return Errors.wrap(
                null,
                ErrorClass.SPARK_FAILED,
                "Spark failed while " + doing + ": " + reason,
                "See the details for Spark's own message; " + hint(t),
                t);
    }

    /**
     * What to look at, from the kind of failure anywhere in the chain of causes: a single generic hint sent people
     * to their folders and the master URL when Delta had refused a table.
     */
    static String hint(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof ConnectException || c instanceof UnknownHostException) {
                return "check the master URL is reachable and the cluster is running";
            }
            if (c instanceof AccessDeniedException
                    || c instanceof FileNotFoundException
                    || c instanceof SparkThrowable e && "PATH_NOT_FOUND".equals(e.getCondition())
                    || c.getMessage() != null && c.getMessage().contains("Permission denied")) {
                return "check the workspace folder and the target path exist and can be written";
            }
            if (c instanceof SparkThrowable e
                    && e.getCondition() != null
                    && e.getCondition().startsWith("DELTA_")) {
                return "Delta refused the table (" + e.getCondition() + "); if the target path holds a table of "
                        + "your own, pick an empty folder for the target";
            }
        }
        return "check the workspace folder can be written and, on a cluster, that the master URL is reachable";
    }

    static ScdException cancelled(String doing) {
        return Errors.of(
                ErrorClass.CANCELLED,
                "the run was cancelled while " + doing + "; the target keeps its last complete " + "version",
                "Run it again to finish");
    }

    /**
     * A session that did not start. On a cluster, "a stopped SparkContext" means the master answered but never took
     * the application: Spark gave up after a minute of registration retries, and its own words name no cause.
     */
    static ScdException startFailed(SparkSettings settings, Throwable t) {
        if (!settings.local() && String.valueOf(t.getMessage()).contains("stopped SparkContext")) {
            return Errors.wrap(
                    null,
                    ErrorClass.SPARK_FAILED,
                    "The Spark master at " + settings.master() + " did not accept " + "the application",
                    "Check that it is a Spark 4.2.0 standalone master: its web UI shows the " + "spark:// URL to use",
                    t);
        }
        return wrap("starting the Spark session (master " + settings.master() + ")", t);
    }

    /** A cancel before the run wrote anything: while its session started. */
    static ScdException cancelledBeforeWriting(String doing) {
        return Errors.of(
                ErrorClass.CANCELLED, "the run was cancelled while " + doing + "; nothing was written", "Run it again");
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }
}
