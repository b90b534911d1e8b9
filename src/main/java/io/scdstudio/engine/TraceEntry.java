package io.scdstudio.engine;

import io.scdstudio.model.Row;
import java.util.List;
import java.util.Objects;

/**
 * What one event did and why, in arrival order: the event (0-based arrival index, batch, source line), its
 * kind, key and sequence, the outcome, the other event or sequence the outcome refers to (the newer event
 * that made it stale, the tie it lost, the delete that suppressed it), the interval it landed in, and the
 * target rows of its key that it removed and added, and whether it came from comparing snapshots (a snapshot flow,
 * whose events are sequenced by their snapshot's version). Text is made on demand by {@link #explain()}.
 */
public record TraceEntry(
        long event,
        int scdType,
        int batch,
        int line,
        EventKind kind,
        String key,
        Object seq,
        Outcome outcome,
        Object otherSeq,
        long otherEvent,
        Object rangeStart,
        Object rangeEnd,
        List<Row> removed,
        List<Row> added,
        boolean fromSnapshot) {

    public TraceEntry {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(outcome, "outcome");
        removed = List.copyOf(removed);
        added = List.copyOf(added);
    }

    /**
     * The event as a learner names it: "insert" (an upsert of a key with no current row), "update", "delete" or
     * "truncate".
     */
    public String eventWord() {
        return switch (kind) {
            case UPSERT -> outcome == Outcome.INSERTED || outcome == Outcome.REINSERTED ? "insert" : "update";
            case DELETE -> "delete";
            case TRUNCATE -> "truncate";
        };
    }

    /** Whether the event put a key back in the target (a first insert, or a re-insert after a delete). */
    public boolean inserts() {
        return outcome == Outcome.INSERTED || outcome == Outcome.REINSERTED;
    }

    /** The plain-words explanation of this entry. */
    public String explain() {
        return Explanations.describe(this);
    }
}
