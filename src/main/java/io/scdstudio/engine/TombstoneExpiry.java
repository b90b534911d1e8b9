package io.scdstudio.engine;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Simulates tombstone garbage collection (U16, SCD1): a key with no current row is forgotten; a live key
 * forgets the events up to its last delete or truncate, which no longer shape its row; truncates are
 * forgotten. A late older upsert can then re-insert a deleted key, as after GC on Databricks.
 */
final class TombstoneExpiry {
    private TombstoneExpiry() {
    }

    static void expire(Map<Object, KeyHistory> keys, TruncateLog truncates, FoldDriver driver) {
        Iterator<KeyHistory> it = keys.values().iterator();
        while (it.hasNext()) {
            KeyHistory h = it.next();
            if (h.open() == null) {
                it.remove();
                continue;
            }
            int cut = lastReset(h, truncates);
            if (cut >= 0) {
                List<Event> kept = List.copyOf(h.events.subList(cut + 1, h.events.size()));
                h.events.clear();
                h.events.addAll(kept);
            }
        }
        truncates.clear();
        for (KeyHistory h : keys.values()) {
            driver.refold(h);
        }
    }

    /** Index of the last event at or before the key's last delete or truncate, or -1. */
    private static int lastReset(KeyHistory h, TruncateLog truncates) {
        Object resetSeq = null;
        for (Event e : h.events) {
            if (e.kind() == EventKind.DELETE) {
                resetSeq = e.seq();
            }
        }
        if (!truncates.isEmpty()) {
            int t = truncates.firstAfter(h.lastSeq) - 1;
            if (t >= 0 && (resetSeq == null || EventOrder.compareSeq(truncates.get(t), resetSeq) > 0)) {
                resetSeq = truncates.get(t);
            }
        }
        if (resetSeq == null) {
            return -1;
        }
        int cut = -1;
        for (int i = 0; i < h.events.size(); i++) {
            if (EventOrder.compareSeq(h.events.get(i).seq(), resetSeq) <= 0) {
                cut = i;
            }
        }
        return cut;
    }
}
