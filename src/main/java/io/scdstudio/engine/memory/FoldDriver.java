package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;

/**
 * Folds a key's events in fold order (spec §2), merging in the global truncates, and skipping an upsert
 * that loses a tie: one that another event of the key, or a truncate, follows at the same sequence (U1, U2).
 * {@link #fold(KeyHistory, int)} continues from event {@code from}, which is only valid when every event
 * before it was already folded and every event from it on sorts after {@link KeyHistory#lastSeq}.
 */
final class FoldDriver {
    /** Told about the situations where Databricks may differ from the fold, so they can be reported. */
    interface FoldListener {
        /** An upsert lost a tie to the event after it (U1, U2). */
        void lostTie(KeyHistory h, Event loser, Event winner);

        /** A delete closed a version that an earlier-arrived delete had already closed (U8). */
        void lateDeleteInsideClosedInterval(KeyHistory h, Event late, Event earlierDelete);
    }

    private final EventStore store;
    private final KeyFolder folder;
    private final TruncateLog truncates;
    private final FoldListener listener;

    FoldDriver(EventStore store, KeyFolder folder, TruncateLog truncates, FoldListener listener) {
        this.store = store;
        this.folder = folder;
        this.truncates = truncates;
        this.listener = listener;
    }

    void refold(KeyHistory h) {
        h.clearVersions();
        h.lastSeq = null;
        h.lastSeqId = -1;
        fold(h, 0);
    }

    void fold(KeyHistory h, int from) {
        EventIds ev = h.events;
        int n = ev.size();
        int t = truncateStart(h, from);
        int tn = truncates.size();
        for (int i = from; i < n; i++) {
            int id = ev.get(i);
            // Made only when a truncate is near: an event read from columns keeps its sequence as words alone.
            Object seq = t < tn ? store.seq(id) : null;
            while (t < tn && EventOrder.compareSeq(truncates.get(t), seq) < 0) {
                folder.truncate(h, truncates.get(t++));
            }
            if (store.isUpsert(id)) {
                if (i + 1 < n && store.sameSeq(ev.get(i + 1), id)) {
                    listener.lostTie(h, store.event(id, h.key), store.event(ev.get(i + 1), h.key));
                    continue;
                }
                if (t < tn && EventOrder.compareSeq(truncates.get(t), seq) == 0) {
                    continue;
                }
                folder.upsert(h, id);
            } else {
                if (i + 1 < n
                        && h.openId() >= 0
                        && store.kind(ev.get(i + 1)) == EventKind.DELETE
                        && store.arrival(ev.get(i + 1)) < store.arrival(id)) {
                    listener.lateDeleteInsideClosedInterval(
                            h, store.event(id, h.key), store.event(ev.get(i + 1), h.key));
                }
                folder.delete(h, id);
            }
        }
        if (n > 0) {
            h.lastSeq = null;
            h.lastSeqId = ev.last();
        }
        if (t < tn) {
            folder.truncate(h, truncates.get(t));
            h.lastSeq = truncates.last();
            h.lastSeqId = -1;
        }
    }

    private int truncateStart(KeyHistory h, int from) {
        if (truncates.isEmpty()) {
            return 0;
        }
        if (from > 0 && h.hasLastSeq()) {
            return truncates.firstAfter(h.lastSeq(store));
        }
        return h.events.isEmpty() ? truncates.size() : truncates.firstAtOrAfter(store.seq(h.events.get(0)));
    }

    /** Whether the event can be folded onto the key's current state without going back (in-order arrival). */
    boolean extendsInOrder(KeyHistory h, Object seq) {
        if (h.hasLastSeq() && EventOrder.compareSeq(seq, h.lastSeq(store)) <= 0) {
            return false;
        }
        Object lastTruncate = truncates.last();
        return lastTruncate == null || EventOrder.compareSeq(seq, lastTruncate) > 0;
    }
}
