package io.scdstudio.engine;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;

/**
 * SCD type 2: an upsert whose tracked values equal the open version's updates it in place (U9); any other
 * upsert closes the open version at its sequence and opens a new one; a delete closes the open version.
 * A version that would start and end at one sequence value is dropped (ties only).
 */
final class Scd2Folder implements KeyFolder {
    private final int[] tracked;
    private final int[] ignoreNull;

    Scd2Folder(int[] tracked, int[] ignoreNull) {
        this.tracked = tracked.clone();
        this.ignoreNull = ignoreNull.clone();
    }

    @Override
    public void upsert(KeyHistory h, Row incoming, Object seq, long arrival) {
        Version open = h.open();
        Row row = open == null || ignoreNull.length == 0 ? incoming : KeyFolder.fill(open.row(), incoming, ignoreNull);
        if (open != null && sameTracked(open.row(), row)) {
            open.updateInPlace(row, arrival);
            return;
        }
        if (open != null) {
            close(h, open, seq, arrival);
        }
        h.versions.add(new Version(row, seq, null, arrival, arrival, -1));
    }

    @Override
    public void delete(KeyHistory h, Object seq, long by) {
        Version open = h.open();
        if (open != null) {
            close(h, open, seq, by);
        }
    }

    private static void close(KeyHistory h, Version open, Object seq, long by) {
        int last = h.versions.size() - 1;
        if (EventOrder.compareSeq(open.start(), seq) == 0) {
            h.versions.remove(last);
        } else {
            open.closeAt(seq, by);
        }
    }

    private boolean sameTracked(Row a, Row b) {
        for (int i : tracked) {
            if (!Values.same(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }
}
