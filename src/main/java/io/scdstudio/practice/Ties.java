package io.scdstudio.practice;

import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.TraceEntry;
import java.util.HashSet;
import java.util.Set;

/**
 * Where a round's trace ties on the sequence, found in one pass: which keys have tied events (their rows depend on
 * arrival order, which Databricks leaves undefined) and which events a later one of the same sequence replaced.
 */
final class Ties {
    private final Set<String> keys = new HashSet<>();
    private final Set<Long> replaced = new HashSet<>();

    private Ties() {}

    static Ties of(RoundContext c) {
        Ties t = new Ties();
        for (int i = 0; i < c.trace.size(); i++) {
            TraceEntry e = c.trace.get(i);
            if (e.outcome() == Outcome.REPLACED_TIE || e.outcome() == Outcome.LOST_TIE) {
                c.keyOfEvent(i).ifPresent(t.keys::add);
            }
            if (e.outcome() == Outcome.REPLACED_TIE) {
                t.replaced.add(e.otherEvent());
            }
        }
        return t;
    }

    boolean any() {
        return !keys.isEmpty();
    }

    boolean ofKey(String key) {
        return keys.contains(key);
    }

    /** Whether a later event of the same sequence replaced event {@code i} (0-based) within the fold. */
    boolean replacedLater(int i) {
        return replaced.contains((long) i);
    }
}
