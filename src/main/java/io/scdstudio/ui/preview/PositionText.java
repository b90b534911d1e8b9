package io.scdstudio.ui.preview;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.TraceEntry;
import java.util.Optional;

/**
 * The preview's position line: where it stands and what the event there is, named as the explanation names it
 * (an insert, an update, a delete, a key missing from a snapshot).
 */
final class PositionText {
    private PositionText() {}

    /** While only the final table is shown, before the trace is ready. */
    static String finalTableOnly(int rows) {
        return "Final table · " + rows + " rows · tracing every event for the step-through…";
    }

    static String of(int applied, int events, int rows, Optional<TraceEntry> current) {
        if (events == 0) {
            // No run yet (a design opening, its preview computing) or a feed without events: nothing to step through.
            // "Before event 1 of 0" stood over the 100,000-event lesson for the second its preview took.
            return "";
        }
        return current.map(e -> "Event " + applied + " of " + events + " · batch " + e.batch()
                        + (e.line() > 0 ? " · line " + e.line() : "") + " · " + what(e)
                        + " · " + rows + (rows == 1 ? " row" : " rows"))
                .orElse("Before event 1 of " + events);
    }

    /** The position line with how many rows a followed key leaves listed, "… · 3 rows · 1 listed". */
    static String withShown(String position, int listed, String keyFilter) {
        if (position.isEmpty() || keyFilter == null || keyFilter.isBlank()) {
            return position;
        }
        return position + " · " + listed + " listed";
    }

    private static String what(TraceEntry e) {
        if (e.key().isEmpty()) {
            return e.kind().word() + " of (all keys)";
        }
        if (e.fromSnapshot()) {
            return "key " + e.key()
                    + (e.kind() == EventKind.DELETE
                            ? " missing from the snapshot"
                            : e.inserts() ? " new in the snapshot" : " changed in the snapshot");
        }
        return e.eventWord() + " of key " + e.key();
    }
}
