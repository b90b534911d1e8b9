package io.scdstudio.ui;

import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * An error as the window shows it: one short line for the user, and details behind "Show details". A user
 * error ({@link ScdException}) says what, where and how to fix it; a file that could not be read or written
 * says which and why (a full disk, a missing permission are not our faults); anything else is a fault of
 * ours, shown as such with its stack trace only in the details.
 */
public record ErrorReport(String heading, String summary, String details) {
    /** The heading of an error: what the user asked for did not happen. */
    public static final String DID_NOT_WORK = "That did not work";

    public ErrorReport(String summary, String details) {
        this(DID_NOT_WORK, summary, details);
    }

    /**
     * A problem found in what was done anyway ("The design is open, but a save will stop here…"): headed "That did not
     * work", the dialog said the opposite of its own text.
     */
    public static ErrorReport doneWithAProblem(String summary, String details) {
        return new ErrorReport("Done, with a problem to fix", summary, details);
    }

    public static ErrorReport of(Throwable t) {
        if (t instanceof ScdException e) {
            return new ErrorReport(
                    e.userMessage(),
                    "Error class: " + e.errorClass()
                            + e.location().map(l -> "\nWhere: " + l.describe()).orElse("")
                            + "\nProblem: " + e.getMessage() + "\nHow to fix: " + e.hint());
        }
        StringWriter trace = new StringWriter();
        t.printStackTrace(new PrintWriter(trace));
        Throwable io = t instanceof UncheckedIOException u ? u.getCause() : t;
        if (io instanceof IOException) {
            return new ErrorReport(
                    "A file could not be read or written (" + io.getClass().getSimpleName() + ": " + io.getMessage()
                            + "). Check the path, the permissions and the free space, then try again.",
                    trace.toString());
        }
        return new ErrorReport(
                "Something went wrong inside SCD Studio (" + t.getClass().getSimpleName()
                        + "). Your design is kept; please report this with the details.",
                trace.toString());
    }
}
