package io.scdstudio.spark;

import io.scdstudio.model.Errors;
import io.scdstudio.model.ScdException;

/**
 * Turns Spark, Delta and IO failures into the one user-facing error, with a one-sentence message and the
 * cause kept for "Show details". User errors already raised as {@link ScdException} pass through unchanged.
 */
final class SparkErrors {
    private SparkErrors() {
    }

    static ScdException wrap(String doing, Throwable t) {
        if (t instanceof ScdException e) {
            return e;
        }
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String reason = firstLine(root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName());
        return Errors.wrap(null, "SPARK_FAILED", "Spark failed while " + doing + ": " + reason,
                "See the details for Spark's own message; check the workspace folder is writable and the master "
                        + "URL is reachable", t);
    }

    static ScdException cancelled(String doing) {
        return Errors.of("CANCELLED", "the run was cancelled while " + doing + "; the target keeps its last complete "
                + "version", "Run it again to finish");
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }
}
