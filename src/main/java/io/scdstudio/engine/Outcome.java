package io.scdstudio.engine;

/** What one event did to the target, as the trace reports it. */
public enum Outcome {
    INSERTED,
    REINSERTED,
    OVERWROTE,
    UNCHANGED,
    OPENED_VERSION,
    UPDATED_IN_PLACE,
    INSERTED_INTO_HISTORY,
    HISTORY_REWRITTEN,
    DROPPED_STALE,
    SUPPRESSED_BY_TOMBSTONE,
    DROPPED_BY_TRUNCATE,
    DELETED,
    CLOSED_VERSION,
    TOMBSTONE,
    DELETE_IGNORED_STALE,
    TRUNCATED,
    LOST_TIE,
    REPLACED_TIE;

    /** Whether the event left the target as it was. */
    public boolean isNoOp() {
        return switch (this) {
            case UNCHANGED,
                    DROPPED_STALE,
                    SUPPRESSED_BY_TOMBSTONE,
                    DROPPED_BY_TRUNCATE,
                    TOMBSTONE,
                    DELETE_IGNORED_STALE,
                    LOST_TIE -> true;
            default -> false;
        };
    }
}
