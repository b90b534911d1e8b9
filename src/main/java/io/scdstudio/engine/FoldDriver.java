package io.scdstudio.engine;

import java.util.List;

/**
 * Folds a key's events in fold order (spec §2), merging in the global truncates, and skipping an upsert
 * that loses a tie: one that another event of the key, or a truncate, follows at the same sequence (U1, U2).
 * {@link #fold(KeyHistory, int)} continues from event {@code from}, which is only valid when every event
 * before it was already folded and every event from it on sorts after {@link KeyHistory#lastSeq}.
 */
final class FoldDriver {
    /** Told about the situations where Databricks may differ from the fold, so they can be reported. */
    interface TieListener {
        /** An upsert lost a tie to the event after it (U1, U2). */
        void lostTie(KeyHistory h, Event loser, Event winner);

        /** A delete closed a version that an earlier-arrived delete had already closed (U8). */
        void lateDeleteInsideClosedInterval(KeyHistory h, Event late, Event earlierDelete);
    }

    private final KeyFolder folder;
    private final TruncateLog truncates;
    private final TieListener ties;

    FoldDriver(KeyFolder folder, TruncateLog truncates, TieListener ties) {
        this.folder = folder;
        this.truncates = truncates;
        this.ties = ties;
    }

    void refold(KeyHistory h) {
        h.versions.clear();
        h.lastSeq = null;
        fold(h, 0);
    }

    void fold(KeyHistory h, int from) {
        List<Event> ev = h.events;
        int n = ev.size();
        int t = truncateStart(h, from);
        int tn = truncates.size();
        for (int i = from; i < n; i++) {
            Event e = ev.get(i);
            while (t < tn && EventOrder.compareSeq(truncates.get(t), e.seq()) < 0) {
                folder.delete(h, truncates.get(t++), -1);
            }
            if (e.kind() == EventKind.UPSERT) {
                if (i + 1 < n && EventOrder.compareSeq(ev.get(i + 1).seq(), e.seq()) == 0) {
                    ties.lostTie(h, e, ev.get(i + 1));
                    continue;
                }
                if (t < tn && EventOrder.compareSeq(truncates.get(t), e.seq()) == 0) {
                    continue;
                }
                folder.upsert(h, e);
            } else {
                if (i + 1 < n && h.open() != null && ev.get(i + 1).kind() == EventKind.DELETE
                        && ev.get(i + 1).arrival() < e.arrival()) {
                    ties.lateDeleteInsideClosedInterval(h, e, ev.get(i + 1));
                }
                folder.delete(h, e.seq(), e.arrival());
            }
        }
        if (n > 0) {
            h.lastSeq = ev.get(n - 1).seq();
        }
        if (t < tn) {
            folder.delete(h, truncates.get(t), -1);
            h.lastSeq = truncates.last();
        }
    }

    private int truncateStart(KeyHistory h, int from) {
        if (truncates.isEmpty()) {
            return 0;
        }
        if (from > 0 && h.lastSeq != null) {
            return truncates.firstAfter(h.lastSeq);
        }
        return h.events.isEmpty() ? truncates.size() : truncates.firstAtOrAfter(h.events.get(0).seq());
    }

    /** Whether {@code e} can be folded onto the key's current state without going back (in-order arrival). */
    boolean extendsInOrder(KeyHistory h, Event e) {
        if (h.lastSeq != null && EventOrder.compareSeq(e.seq(), h.lastSeq) <= 0) {
            return false;
        }
        Object lastTruncate = truncates.last();
        return lastTruncate == null || EventOrder.compareSeq(e.seq(), lastTruncate) > 0;
    }
}
