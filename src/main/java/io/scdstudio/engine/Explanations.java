package io.scdstudio.engine;

import io.scdstudio.model.CanonicalText;

/**
 * Plain-words explanations of trace entries, as the step-through and {@code explain} show them: each event named for
 * what it is (an insert, an update, a delete, a key missing from a snapshot), no internal rule ids, and a snapshot
 * flow's events placed by their snapshot, not by a sequence the flow does not have.
 */
final class Explanations {
    private Explanations() {}

    static String describe(TraceEntry t) {
        String what = subject(t);
        String other = t.otherSeq() == null ? "?" : text(t.otherSeq());
        String otherAt = t.otherSeq() == null ? "?" : at(t, t.otherSeq());
        String otherEvent = t.otherEvent() >= 0 ? " (event #" + (t.otherEvent() + 1) + ")" : "";
        String newer = t.otherEvent() >= 0
                ? "a newer event for this key (event #" + (t.otherEvent() + 1) + ", " + otherAt + ")"
                : "a newer event for this key (" + otherAt + ")";
        return switch (t.outcome()) {
            case INSERTED ->
                what + ": inserted a new row" + (isVersioned(t) ? " (first version, from " + text(t.seq()) + ")" : "");
            case REINSERTED -> reinserted(t, what, otherAt);
            case OVERWROTE -> what + ": overwrote the current row";
            case UNCHANGED -> what + ": same values as the current row, nothing changed";
            case OPENED_VERSION ->
                what + ": tracked columns changed, so the version that started at " + other + " was closed at "
                        + text(t.seq()) + " and a new version opened";
            case UPDATED_IN_PLACE ->
                what + ": only untracked columns changed, so the current version (from " + other
                        + ") was updated in place";
            case INSERTED_INTO_HISTORY -> insertedIntoHistory(t, what, otherAt);
            case HISTORY_REWRITTEN -> historyRewritten(t, what, otherAt);
            case DROPPED_STALE ->
                isVersioned(t)
                        ? unchangedHistory(what, otherAt, otherEvent)
                        : what + ": dropped, " + newer + " was already applied";
            case SUPPRESSED_BY_TOMBSTONE -> suppressedByTombstone(t, what, otherAt, otherEvent);
            case DROPPED_BY_TRUNCATE ->
                what + ": dropped, the table was truncated at " + otherAt + ", which is not older";
            case DELETED -> what + ": deleted the key's row";
            case CLOSED_VERSION ->
                what + ": closed the current version (from " + other + ") at " + text(t.seq())
                        + "; the key has no current row now";
            case TOMBSTONE -> what + ": the key has no current row; left a tombstone so older updates stay out";
            case DELETE_IGNORED_STALE -> what + ": ignored, " + newer + " was already applied";
            case TRUNCATED ->
                "Truncate at " + at(t, t.seq()) + ": removed " + t.removed().size()
                        + " row(s) of keys whose latest event is older";
            case LOST_TIE -> lostTie(t, what);
            case REPLACED_TIE -> replacedTie(t, what);
        };
    }

    private static String reinserted(TraceEntry t, String what, String otherAt) {
        return what + ": re-inserted the key after its delete at " + otherAt
                + (isVersioned(t) ? "; the new version starts at " + text(t.seq()) + ", leaving a gap in history" : "");
    }

    private static String insertedIntoHistory(TraceEntry t, String what, String otherAt) {
        return what + " arrived after " + otherAt + " was applied: inserted into history " + "between "
                + text(t.rangeStart()) + " and " + (t.rangeEnd() == null ? "now (open)" : text(t.rangeEnd()));
    }

    private static String historyRewritten(TraceEntry t, String what, String otherAt) {
        return what + " arrived after " + otherAt + " was applied: the key's history was "
                + "re-folded in sequence order"
                + (t.kind() == EventKind.DELETE ? "; the version it falls in now ends at " + text(t.seq()) : "");
    }

    private static String suppressedByTombstone(TraceEntry t, String what, String otherAt, String otherEvent) {
        return isVersioned(t)
                ? unchangedHistory(what, otherAt, otherEvent)
                : what + ": dropped, the key was deleted at " + otherAt + otherEvent
                        + ", which is newer; the tombstone keeps older updates out";
    }

    private static String lostTie(TraceEntry t, String what) {
        return what + ": lost a tie to event #" + (t.otherEvent() + 1) + " at the same sequence. When two events "
                + "of a key share a sequence, a delete wins over an update, and otherwise the one that "
                + "arrived later wins here" + UNDEFINED_TIE;
    }

    private static String replacedTie(TraceEntry t, String what) {
        return what + ": won a tie against event #" + (t.otherEvent() + 1)
                + " at the same sequence. When two updates of a key share a sequence, the one that arrived "
                + "later wins here" + UNDEFINED_TIE;
    }

    /**
     * Said with every tie: stated as a rule, "the one that arrived later wins" made a practice answer of what the
     * run's warning calls undefined.
     */
    private static final String UNDEFINED_TIE =
            " (Databricks does not define the winner: break the tie in the sequence)";

    /**
     * SCD2 folds a late update into history rather than dropping it; one that changed nothing had the tracked
     * values of the version it falls in, and a newer event had already set that version's other columns.
     */
    private static String unchangedHistory(String what, String otherAt, String otherEvent) {
        return what + " arrived after " + otherAt + otherEvent + " was applied: it has the same tracked values "
                + "as the version it falls in, so no version changed";
    }

    /** The event as a learner names it: an insert, an update, a delete, or what a snapshot showed of the key. */
    private static String subject(TraceEntry t) {
        if (t.fromSnapshot()) {
            return switch (t.kind()) {
                case UPSERT -> "Key " + t.key() + (t.inserts() ? " appears in " : " changed in ") + snapshot(t.seq());
                case DELETE -> "Key " + t.key() + " is missing from " + snapshot(t.seq());
                case TRUNCATE -> "Truncate in " + snapshot(t.seq());
            };
        }
        String word = t.eventWord();
        return Character.toUpperCase(word.charAt(0)) + word.substring(1) + " of " + t.key() + " at sequence "
                + text(t.seq());
    }

    /** Where a value stands: a sequence, or for a snapshot flow the snapshot it is the version of. */
    private static String at(TraceEntry t, Object v) {
        return t.fromSnapshot() ? snapshot(v) : "sequence " + text(v);
    }

    /** "snapshot 3", or "the snapshot of 2024-04-03" for a version that is a date or time. */
    private static String snapshot(Object version) {
        return version instanceof Number ? "snapshot " + text(version) : "the snapshot of " + text(version);
    }

    private static boolean isVersioned(TraceEntry t) {
        return t.scdType() == 2;
    }

    private static String text(Object v) {
        return CanonicalText.shown(v);
    }
}
