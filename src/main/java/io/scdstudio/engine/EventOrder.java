package io.scdstudio.engine;

import io.scdstudio.model.Values;
import java.util.Comparator;

/** The fold order of spec §2: sequence, then kind rank, then arrival. */
final class EventOrder {
    static final Comparator<Event> FOLD = EventOrder::compare;

    private EventOrder() {
    }

    static int compare(Event a, Event b) {
        int c = compareSeq(a.seq(), b.seq());
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.kind().ordinal(), b.kind().ordinal());
        return c != 0 ? c : Long.compare(a.arrival(), b.arrival());
    }

    static int compareSeq(Object a, Object b) {
        if (a instanceof Long x && b instanceof Long y) {
            return Long.compare(x, y);
        }
        return Values.compareNullsFirst(a, b);
    }
}
