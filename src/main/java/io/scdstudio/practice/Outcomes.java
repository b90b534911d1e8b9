package io.scdstudio.practice;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.Outcome;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What an event can do, in words that say the effect without the specifics of one event (so the options of a
 * question never give its answer away), and which outcomes are plausible choices for an event of a kind.
 */
final class Outcomes {
    private Outcomes() {}

    static String describe(Outcome o, int scdType) {
        return switch (o) {
            case INSERTED -> scdType == 2 ? "opens the key's first version" : "inserts a new row for the key";
            case REINSERTED -> "brings back a key that was deleted";
            case OVERWROTE -> "overwrites the key's current row";
            case UNCHANGED -> "changes nothing: its values equal the current row's";
            case OPENED_VERSION -> "closes the current version and opens a new one";
            case UPDATED_IN_PLACE -> "updates the current version in place: only untracked columns changed";
            // Not "between versions": a late event may come before the only version there is.
            case INSERTED_INTO_HISTORY ->
                "is inserted into the key's history at its place by sequence, not as the newest";
            case HISTORY_REWRITTEN -> "makes the key's history be folded again in sequence order";
            case DROPPED_STALE ->
                scdType == 2
                        ? "changes no version: its tracked values equal the version it falls in"
                        // Not "a newer event": a delete is one too, and that option read as right beside the
                        // tombstone's.
                        : "is dropped: a newer insert or update of the key was already applied";
            case SUPPRESSED_BY_TOMBSTONE -> "is dropped: the key was deleted at a later sequence (its tombstone)";
            case DROPPED_BY_TRUNCATE -> "is dropped: the table was truncated at a later sequence";
            case DELETED -> "deletes the key's row";
            case CLOSED_VERSION -> "closes the current version, leaving the key without a current row";
            case TOMBSTONE -> "leaves only a tombstone: the key had no current row";
            case DELETE_IGNORED_STALE -> "is ignored: a newer event for the key was already applied";
            case TRUNCATED -> "empties the table (a truncate)";
            // Which side of a tie wins is not defined on Databricks: the options say what this app does, as such.
            case LOST_TIE ->
                "is dropped: another event of the key has the same sequence and, arriving later, wins the tie here";
            case REPLACED_TIE ->
                "arrives later than an event of the same sequence, so here it wins the tie and replaces it";
        };
    }

    /**
     * Outcomes whose words are also true of an event that had {@code right}, so never offered beside it as wrong: a
     * tie's winner does overwrite the current row, a tie's loser changes nothing, a key brought back is inserted.
     */
    static Set<Outcome> alsoTrue(Outcome right) {
        return switch (right) {
            // Databricks does not define a tie's winner: the loser's words would be true there too, and the other way.
            case REPLACED_TIE ->
                EnumSet.of(Outcome.OVERWROTE, Outcome.UPDATED_IN_PLACE, Outcome.OPENED_VERSION, Outcome.LOST_TIE);
            case LOST_TIE -> EnumSet.of(Outcome.UNCHANGED, Outcome.DROPPED_STALE, Outcome.REPLACED_TIE);
            case SUPPRESSED_BY_TOMBSTONE, DROPPED_BY_TRUNCATE -> EnumSet.of(Outcome.UNCHANGED, Outcome.DROPPED_STALE);
            case REINSERTED -> EnumSet.of(Outcome.INSERTED);
            default -> EnumSet.noneOf(Outcome.class);
        };
    }

    /** The outcomes worth offering beside the right one for an event of this kind and SCD type. */
    static List<Outcome> plausible(EventKind kind, int scdType) {
        if (kind == EventKind.DELETE) {
            return scdType == 2
                    ? List.of(
                            Outcome.CLOSED_VERSION,
                            Outcome.TOMBSTONE,
                            Outcome.DELETE_IGNORED_STALE,
                            Outcome.HISTORY_REWRITTEN)
                    : List.of(Outcome.DELETED, Outcome.TOMBSTONE, Outcome.DELETE_IGNORED_STALE);
        }
        if (kind == EventKind.TRUNCATE) {
            return List.of(Outcome.TRUNCATED, Outcome.DELETED, Outcome.UNCHANGED);
        }
        return scdType == 2
                ? List.of(
                        Outcome.INSERTED,
                        Outcome.OPENED_VERSION,
                        Outcome.UPDATED_IN_PLACE,
                        Outcome.UNCHANGED,
                        Outcome.INSERTED_INTO_HISTORY,
                        Outcome.DROPPED_STALE,
                        Outcome.REINSERTED,
                        Outcome.SUPPRESSED_BY_TOMBSTONE,
                        Outcome.LOST_TIE)
                : List.of(
                        Outcome.INSERTED,
                        Outcome.OVERWROTE,
                        Outcome.UNCHANGED,
                        Outcome.DROPPED_STALE,
                        Outcome.REINSERTED,
                        Outcome.SUPPRESSED_BY_TOMBSTONE,
                        Outcome.LOST_TIE,
                        Outcome.DROPPED_BY_TRUNCATE);
    }
}
