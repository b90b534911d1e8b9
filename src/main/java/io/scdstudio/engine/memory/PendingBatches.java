package io.scdstudio.engine.memory;

import java.util.Arrays;

/**
 * Batches an untraced run has taken but not folded yet: their events' ids and key slots, and where each batch ends.
 * The run folds them all at once when it is next read ({@link InMemoryFlowRun}), so each key's state is read once for
 * all of them instead of once per batch: with keys touched in most batches, those reads were most of the fold's time.
 * A batch with a truncate is never held back, since a truncate reaches every key.
 */
final class PendingBatches {
    private int[] slots = new int[0];
    private int[] ids = new int[0];
    private int count;
    /** Per pending batch, the id after its last event. */
    private int[] batchEnds = new int[8];

    private int batches;

    int batches() {
        return batches;
    }

    boolean isEmpty() {
        return batches == 0;
    }

    int count() {
        return count;
    }

    int[] slots() {
        return slots;
    }

    int[] ids() {
        return ids;
    }

    /** Holds back a batch whose events all have a key. */
    void add(NewEvents events, KeyMap keys) {
        int n = events.count();
        if (count + n > ids.length) {
            int size = Math.max(count + n, ids.length * 3 / 2);
            ids = Arrays.copyOf(ids, size);
            slots = Arrays.copyOf(slots, size);
        }
        for (int i = 0; i < n; i++) {
            ids[count + i] = events.firstId() + i;
            slots[count + i] = events.slotOrCreate(i, keys);
        }
        count += n;
        if (batches == batchEnds.length) {
            batchEnds = Arrays.copyOf(batchEnds, batches * 2);
        }
        batchEnds[batches++] = events.firstId() + n;
    }

    /** The id after the last event of the pending batch that holds event {@code id}. */
    int endOfBatchHolding(int id) {
        int b = Arrays.binarySearch(batchEnds, 0, batches, id);
        return batchEnds[b >= 0 ? b + 1 : -b - 1];
    }

    /** Forgets the batches once folded, and the arrays that held them. */
    void clear() {
        slots = new int[0];
        ids = new int[0];
        count = 0;
        batches = 0;
    }
}
