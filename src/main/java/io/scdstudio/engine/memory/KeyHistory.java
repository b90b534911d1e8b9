package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;
import java.util.Arrays;

/**
 * Everything the fold knows about one key: its events in fold order, and the ids (in its shard's
 * {@link VersionStore}) of the versions that folding them gives, oldest first (SCD1: at most one, the current
 * row). {@code lastSeq} is the sequence of the last folded element, a truncate included, so an event beyond
 * it can be folded without going back.
 */
final class KeyHistory {
    final Object key;
    final EventIds events = new EventIds();
    private final VersionStore store;
    /** Which of the run's version stores holds this key's versions: the unit a parallel fold hands a thread. */
    final int shard;

    private int[] versionIds = new int[2];
    private int versionCount;
    /** The last truncate's sequence, when {@link #lastSeqId} is -1: see {@link #lastSeq}. */
    Object lastSeq;
    /**
     * The event whose sequence is the last, or -1 when it is a truncate's ({@code lastSeq}) or none: the in-order test
     * of each key per batch then compares the store's sequence words instead of two objects far apart on the heap, and
     * the sequence object is made only when asked (an event read from columns keeps none).
     */
    int lastSeqId = -1;

    private String display;

    /** The sequence of the last folded element, a truncate included, or null. */
    Object lastSeq(EventStore events) {
        return lastSeqId >= 0 ? events.seq(lastSeqId) : lastSeq;
    }

    /** Whether anything has been folded since the key's history was last cleared. */
    boolean hasLastSeq() {
        return lastSeqId >= 0 || lastSeq != null;
    }

    KeyHistory(Object key, VersionStore store, int shard) {
        this.key = key;
        this.store = store;
        this.shard = shard;
    }

    /** The store of this key's versions; only the thread folding the key's shard writes to it. */
    VersionStore store() {
        return store;
    }

    /** The key as the trace shows it, rendered once per key rather than once per traced event. */
    String display() {
        if (display == null) {
            display = KeyValues.display(key);
        }
        return display;
    }

    int versionCount() {
        return versionCount;
    }

    int versionId(int i) {
        return versionIds[i];
    }

    /** The current version's id, or -1 when the key has none (never seen, deleted or truncated). */
    int openId() {
        if (versionCount == 0) {
            return -1;
        }
        int last = versionIds[versionCount - 1];
        return store.isCurrent(last) ? last : -1;
    }

    /** The current version's row, or null. */
    Row openRow() {
        int open = openId();
        return open < 0 ? null : store.row(open);
    }

    void addVersion(int id) {
        if (versionCount == versionIds.length) {
            versionIds = Arrays.copyOf(versionIds, versionCount * 2);
        }
        versionIds[versionCount++] = id;
    }

    void removeLastVersion() {
        store.free(versionIds[--versionCount]);
    }

    void clearVersions() {
        for (int i = 0; i < versionCount; i++) {
            store.free(versionIds[i]);
        }
        versionCount = 0;
    }
}
