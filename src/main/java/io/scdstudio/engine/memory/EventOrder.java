package io.scdstudio.engine.memory;

import io.scdstudio.model.Values;

/** Sequence comparison for the fold (spec §2); a bigint sequence compares without the generic path. */
final class EventOrder {
    private EventOrder() {}

    static int compareSeq(Object a, Object b) {
        if (a instanceof Long x && b instanceof Long y) {
            return Long.compare(x, y);
        }
        return Values.compareNullsFirst(a, b);
    }
}
