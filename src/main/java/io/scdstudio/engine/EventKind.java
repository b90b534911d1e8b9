package io.scdstudio.engine;

import java.util.Locale;

/**
 * How an event was classified. The order is the tie-break rank of spec §2: at one sequence value an
 * upsert sorts before a delete, which sorts before a truncate, so deletes and truncates win ties (U2).
 */
public enum EventKind {
    UPSERT,
    DELETE,
    TRUNCATE;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
