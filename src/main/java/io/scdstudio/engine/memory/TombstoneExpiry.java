package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;

/**
 * Simulates tombstone garbage collection (U16, SCD1): a key with no current row is forgotten; a live key
 * forgets the events up to its last delete or truncate, which no longer shape its row; truncates are
 * forgotten. A late older upsert can then re-insert a deleted key, as after GC on Databricks.
 */
final class TombstoneExpiry {
    private TombstoneExpiry() {}

    static void expire(KeyMap keys, TruncateLog truncates, FoldDriver driver, EventStore store) {
        keys.removeIf(h -> h.openId() < 0);
        for (KeyHistory h : keys.values()) {
            int cut = lastReset(h, truncates, store);
            if (cut >= 0) {
                h.events.dropBefore(cut + 1);
            }
        }
        truncates.clear();
        for (KeyHistory h : keys.values()) {
            driver.refold(h);
        }
    }

    /** Index of the last event at or before the key's last delete or truncate, or -1. */
    private static int lastReset(KeyHistory h, TruncateLog truncates, EventStore store) {
        Object resetSeq = null;
        for (int i = 0; i < h.events.size(); i++) {
            if (store.kind(h.events.get(i)) == EventKind.DELETE) {
                resetSeq = store.seq(h.events.get(i));
            }
        }
        if (!truncates.isEmpty()) {
            int t = truncates.firstAfter(h.lastSeq(store)) - 1;
            if (t >= 0 && (resetSeq == null || EventOrder.compareSeq(truncates.get(t), resetSeq) > 0)) {
                resetSeq = truncates.get(t);
            }
        }
        if (resetSeq == null) {
            return -1;
        }
        int cut = -1;
        for (int i = 0; i < h.events.size(); i++) {
            if (EventOrder.compareSeq(store.seq(h.events.get(i)), resetSeq) <= 0) {
                cut = i;
            }
        }
        return cut;
    }
}
