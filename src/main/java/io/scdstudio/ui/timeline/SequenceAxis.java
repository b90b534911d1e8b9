package io.scdstudio.ui.timeline;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * The sequence values on the timeline, in order, each at its rank: equal spacing whatever the type, so a
 * STRUCT sequence or a timestamp axis reads as well as numbers.
 */
public final class SequenceAxis {
    private final List<Object> values;

    SequenceAxis(Collection<Object> values) {
        TreeSet<Object> sorted = new TreeSet<>(Values::compareNullsFirst);
        values.stream().filter(v -> v != null).forEach(sorted::add);
        this.values = new ArrayList<>(sorted);
    }

    public int size() {
        return values.size();
    }

    public int rank(Object value) {
        int lo = 0;
        int hi = values.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Values.compareNullsFirst(values.get(mid), value);
            if (c == 0) {
                return mid;
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /**
     * Where the point {@code x} of an axis before stands on this one: a step that adds a sequence value (a late event)
     * shifts the ranks, and the as-of point kept its rank, moving the table to another point in time. A point no
     * longer on the axis stands at the last one before it, where the table is the same.
     */
    int samePoint(Object x) {
        int rank = rank(x);
        boolean there = rank < size() && Values.compareNullsFirst(value(rank), x) == 0;
        return Math.max(0, there ? rank : rank - 1);
    }

    public Object value(int rank) {
        return values.get(rank);
    }

    public String label(int rank) {
        return CanonicalText.shown(values.get(rank));
    }

    /**
     * The label under a tick: a STRUCT's values without its field names, "(1, 20240301130000000000000000000006)",
     * which the caption and a bar's hover name in full. With the names a DMS change sequence was wider than the
     * chart beside a lesson, and only the first value was labelled.
     */
    String tickLabel(int rank) {
        return CanonicalText.shownValues(values.get(rank));
    }

    /** The same values in the same order: the timeline keeps the bars it drew on such an axis. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SequenceAxis a && values.equals(a.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }
}
