package io.scdstudio.engine.memory;

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
    private final EventStore events;

    Scd2Folder(int[] tracked, int[] ignoreNull, EventStore events) {
        this.tracked = tracked.clone();
        this.ignoreNull = ignoreNull.clone();
        this.events = events;
    }

    @Override
    public void upsert(KeyHistory h, int id) {
        VersionStore versions = h.store();
        Row incoming = events.row(id);
        int open = h.openId();
        Row row = open < 0 || ignoreNull.length == 0
                ? incoming
                : KeyFolder.fill(versions.row(open), incoming, ignoreNull);
        int hash = row == incoming ? events.trackedHash(id) : events.trackedHash(row);
        // A version keeps its opening upsert's hash; when the store keeps exact codes instead, equal codes are proof.
        if (open >= 0 && versions.trackedHash(open) == hash && sameTracked(versions, open, row, id)) {
            versions.updateInPlace(open, row);
            return;
        }
        Object seq = events.seq(id);
        if (open >= 0) {
            close(h, open, seq, id);
        }
        h.addVersion(versions.open(row, hash, id));
    }

    @Override
    public void delete(KeyHistory h, int id) {
        int open = h.openId();
        if (open >= 0) {
            close(h, open, events.seq(id), id);
        }
    }

    @Override
    public void truncate(KeyHistory h, Object seq) {
        int open = h.openId();
        if (open >= 0) {
            close(h, open, seq, -1);
        }
    }

    /** {@code id}: the closing event, -1 for a truncate. */
    private void close(KeyHistory h, int open, Object seq, int id) {
        VersionStore versions = h.store();
        // Comparing through the event store reads the primitive sequences the fold just sorted by, not boxed values.
        boolean emptyInterval = id >= 0
                ? events.sameSeq(versions.startId(open), id)
                : EventOrder.compareSeq(versions.start(open), seq) == 0;
        if (emptyInterval) {
            h.removeLastVersion();
        } else {
            versions.closeAt(open, seq);
        }
    }

    /** Once the hashes or codes match: exact codes (and words) are proof, a hash is confirmed on the rows. */
    private boolean sameTracked(VersionStore versions, int open, Row row, int id) {
        if (!events.comparesTrackedCodes()) {
            return sameTracked(versions.row(open), row);
        }
        int words = events.sameTrackedWords(versions.startId(open), id);
        return words == EventStore.SAME || words == EventStore.ON_THE_ROWS && sameTracked(versions.row(open), row);
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
