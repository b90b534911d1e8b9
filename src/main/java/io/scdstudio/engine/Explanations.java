package io.scdstudio.engine;

import io.scdstudio.model.CanonicalText;

/** Plain-words explanations of trace entries, as the step-through and {@code explain} show them. */
final class Explanations {
    private Explanations() {}

    static String describe(TraceEntry t) {
        String what = subject(t);
        String other = t.otherSeq() == null ? "?" : text(t.otherSeq());
        String otherEvent = t.otherEvent() >= 0 ? " (event #" + (t.otherEvent() + 1) + ")" : "";
        return switch (t.outcome()) {
            case INSERTED ->
                what + ": inserted a new row" + (isVersioned(t) ? " (first version, from " + text(t.seq()) + ")" : "");
            case REINSERTED ->
                what + ": re-inserted the key after the delete at sequence " + other
                        + (isVersioned(t)
                                ? "; the new version starts at " + text(t.seq()) + ", leaving a gap in history"
                                : "");
            case OVERWROTE -> what + ": overwrote the current row";
            case UNCHANGED -> what + ": same values as the current row, nothing changed";
            case OPENED_VERSION ->
                what + ": tracked columns changed, so the version that started at " + other + " was closed at "
                        + text(t.seq()) + " and a new version opened";
            case UPDATED_IN_PLACE ->
                what + ": only untracked columns changed, so the current version (from " + other
                        + ") was updated in place";
            case INSERTED_INTO_HISTORY ->
                what + " arrived after sequence " + other + " was applied: inserted into history " + "between "
                        + text(t.rangeStart()) + " and " + (t.rangeEnd() == null ? "now (open)" : text(t.rangeEnd()));
            case HISTORY_REWRITTEN ->
                what + " arrived after sequence " + other + " was applied: the key's history was "
                        + "re-folded in sequence order"
                        + (t.kind() == EventKind.DELETE
                                ? "; the version it falls in now ends at " + text(t.seq())
                                : "");
            case DROPPED_STALE ->
                isVersioned(t)
                        ? unchangedHistory(what, other, otherEvent)
                        : what + ": dropped, a newer event for this key (sequence " + other + ")" + otherEvent
                                + " was already applied";
            case SUPPRESSED_BY_TOMBSTONE ->
                isVersioned(t)
                        ? unchangedHistory(what, other, otherEvent)
                        : what + ": dropped, the key was deleted at sequence " + other + otherEvent
                                + ", which is newer; the tombstone keeps older updates out";
            case DROPPED_BY_TRUNCATE ->
                what + ": dropped, the table was truncated at sequence " + other + ", which is not older";
            case DELETED -> what + ": deleted the key's row";
            case CLOSED_VERSION ->
                what + ": closed the current version (from " + other + ") at " + text(t.seq())
                        + "; the key has no current row now";
            case TOMBSTONE -> what + ": the key has no current row; left a tombstone so older updates stay out";
            case DELETE_IGNORED_STALE ->
                what + ": ignored, a newer event for this key (sequence " + other + ")" + otherEvent
                        + " was already applied";
            case TRUNCATED ->
                "Truncate at sequence " + text(t.seq()) + ": removed "
                        + t.removed().size() + " row(s) of keys whose latest event is older";
            case LOST_TIE ->
                what + ": lost a tie to event #" + (t.otherEvent() + 1) + " at the same sequence; "
                        + "the later arrival, or a delete, wins (rule U1/U2)";
            case REPLACED_TIE ->
                what + ": won a tie against event #" + (t.otherEvent() + 1)
                        + " at the same sequence; the later arrival wins (rule U1/U2)";
        };
    }

    /**
     * SCD2 folds a late update into history rather than dropping it; one that changed nothing had the tracked
     * values of the version it falls in, and a newer event had already set that version's other columns.
     */
    private static String unchangedHistory(String what, String other, String otherEvent) {
        return what + " arrived after sequence " + other + otherEvent + " was applied: it has the same tracked values "
                + "as the version it falls in, so no version changed";
    }

    private static String subject(TraceEntry t) {
        String kind = switch (t.kind()) {
            case UPSERT -> "Update";
            case DELETE -> "Delete";
            case TRUNCATE -> "Truncate";
        };
        return kind + " for " + t.key() + " at sequence " + text(t.seq());
    }

    private static boolean isVersioned(TraceEntry t) {
        return t.scdType() == 2;
    }

    private static String text(Object v) {
        return CanonicalText.render(v);
    }
}
