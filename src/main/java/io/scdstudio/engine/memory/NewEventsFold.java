package io.scdstudio.engine.memory;

import java.util.function.IntConsumer;

/**
 * Folds the events a key has just been given: onto its state when they all sort after what it has folded, else from
 * its first event. Events of several batches are folded at once ({@link #foldAcrossBatches}), except in a key where
 * a batch-by-batch fold could meet a warning: a sequence value two events share (U1, U2), or two deletes that arrived
 * in the other order than they sort (U8). Only there can the warnings depend on where the batches were cut; the table
 * never does (spec §2).
 */
final class NewEventsFold {
    private final EventStore store;

    NewEventsFold(EventStore store) {
        this.store = store;
    }

    /**
     * {@code from}: where the key's new events start in its history; {@code minTruncate}: the lowest truncate of their
     * batch, or null.
     */
    void foldNewEvents(KeyHistory h, int from, Object minTruncate, FoldDriver folding) {
        h.events.sort(from, store);
        foldSorted(h, from, continues(h, from, minTruncate), folding);
    }

    /**
     * Folds the key's events {@code grouped[first .. end)}, in arrival order, which came in the pending batches;
     * {@code at} is told, before any warning can be met, the first id of the key in the batch being folded.
     */
    void foldAcrossBatches(
            KeyHistory h,
            int[] grouped,
            int first,
            int end,
            PendingBatches pending,
            FoldDriver folding,
            IntConsumer at) {
        at.accept(grouped[first]);
        int from = h.events.size();
        h.events.addAll(grouped, first, end);
        h.events.sort(from, store);
        boolean inOrder = continues(h, from, null);
        if (!mayMeetWarnings(h.events, inOrder ? from : 0, from)) {
            foldSorted(h, from, inOrder, folding);
            return;
        }
        h.events.keepFirst(from);
        for (int i = first; i < end; ) {
            int batchEnd = pending.endOfBatchHolding(grouped[i]);
            int j = i + 1;
            while (j < end && grouped[j] < batchEnd) {
                j++;
            }
            at.accept(grouped[i]);
            int batchFrom = h.events.size();
            h.events.addAll(grouped, i, j);
            foldNewEvents(h, batchFrom, null, folding);
            i = j;
        }
    }

    private boolean continues(KeyHistory h, int from, Object minTruncate) {
        return from > 0
                && (h.lastSeqId >= 0
                        ? store.compareSeq(h.events.get(from), h.lastSeqId) > 0
                        : EventOrder.compareSeq(store.seq(h.events.get(from)), h.lastSeq(store)) > 0)
                && (minTruncate == null || EventOrder.compareSeq(minTruncate, h.lastSeq(store)) > 0);
    }

    private void foldSorted(KeyHistory h, int from, boolean inOrder, FoldDriver folding) {
        if (inOrder) {
            folding.fold(h, from);
            return;
        }
        if (from > 0) {
            h.events.sort(0, store);
        }
        folding.refold(h);
    }

    /**
     * Whether the events {@code [oldFrom, from)} and {@code [from, size)}, each sorted, hold in fold order two events
     * at one sequence, or a delete that arrived before a delete sorting ahead of it. A fold of any of the lists these
     * events made as they arrived meets a warning only where one of these holds, since both events stay in the list.
     */
    private boolean mayMeetWarnings(EventIds events, int oldFrom, int from) {
        int i = oldFrom;
        int j = from;
        int n = events.size();
        int previous = -1;
        int lastDelete = -1;
        while (i < from || j < n) {
            int id = j >= n || (i < from && store.compare(events.get(i), events.get(j)) <= 0)
                    ? events.get(i++)
                    : events.get(j++);
            if (previous >= 0 && store.sameSeq(previous, id)) {
                return true;
            }
            if (!store.isUpsert(id)) {
                if (lastDelete >= 0 && store.arrival(id) < store.arrival(lastDelete)) {
                    return true;
                }
                lastDelete = id;
            }
            previous = id;
        }
        return false;
    }
}
