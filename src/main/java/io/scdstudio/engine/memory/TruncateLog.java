package io.scdstudio.engine.memory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The sequence values of every truncate folded so far, sorted; a truncate acts as a delete of every key. */
final class TruncateLog {
    private final ArrayList<Object> seqs = new ArrayList<>();

    void add(Object seq) {
        int i = Collections.binarySearch(seqs, seq, EventOrder::compareSeq);
        seqs.add(i < 0 ? -i - 1 : i, seq);
    }

    boolean isEmpty() {
        return seqs.isEmpty();
    }

    int size() {
        return seqs.size();
    }

    Object get(int i) {
        return seqs.get(i);
    }

    Object last() {
        return seqs.isEmpty() ? null : seqs.get(seqs.size() - 1);
    }

    /** Index of the first truncate at or after {@code seq}. */
    int firstAtOrAfter(Object seq) {
        int lo = 0;
        int hi = seqs.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (EventOrder.compareSeq(seqs.get(mid), seq) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Index of the first truncate strictly after {@code seq}. */
    int firstAfter(Object seq) {
        int lo = 0;
        int hi = seqs.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (EventOrder.compareSeq(seqs.get(mid), seq) <= 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    boolean contains(Object seq) {
        int i = firstAtOrAfter(seq);
        return i < seqs.size() && EventOrder.compareSeq(seqs.get(i), seq) == 0;
    }

    List<Object> all() {
        return List.copyOf(seqs);
    }

    void clear() {
        seqs.clear();
    }
}
