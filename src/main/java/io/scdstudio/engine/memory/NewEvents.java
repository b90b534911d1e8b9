package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.model.Batch;

/**
 * The events a batch added to the store: ids {@code firstId .. firstId + count - 1} and their keys (NULL for
 * truncates). A batch classified row by row gives the keys themselves and, where the classification looked them up,
 * the slots they already had in the run's {@link KeyMap} (-1 for a key it had not met, and for a truncate;
 * {@code knownSlots} null when nobody looked). A batch classified from its columns gives each key's {@link KeyCodec}
 * code instead; the key itself is made from its row only for a key the run has not met.
 */
final class NewEvents {
    private final int firstId;
    private final int count;
    private final Object[] keys;
    private final int[] knownSlots;
    private final long[] keyCodes;
    private final Batch batch;
    private final KeyValues keyValues;
    private final EventStore store;

    private NewEvents(
            int firstId,
            int count,
            Object[] keys,
            int[] knownSlots,
            long[] keyCodes,
            Batch batch,
            KeyValues keyValues,
            EventStore store) {
        this.firstId = firstId;
        this.count = count;
        this.keys = keys;
        this.knownSlots = knownSlots;
        this.keyCodes = keyCodes;
        this.batch = batch;
        this.keyValues = keyValues;
        this.store = store;
    }

    static NewEvents ofKeys(int firstId, Object[] keys, int[] knownSlots) {
        return new NewEvents(firstId, keys.length, keys, knownSlots, null, null, null, null);
    }

    /** {@code keyCodes}: per row of the batch, read only; a truncate's is any. */
    static NewEvents ofCodes(int firstId, long[] keyCodes, Batch batch, KeyValues keyValues, EventStore store) {
        return new NewEvents(firstId, batch.rows().size(), null, null, keyCodes, batch, keyValues, store);
    }

    int firstId() {
        return firstId;
    }

    int count() {
        return count;
    }

    boolean isTruncate(int i) {
        return keys != null ? keys[i] == null : store.kind(firstId + i) == EventKind.TRUNCATE;
    }

    boolean hasTruncate() {
        for (int i = 0; i < count; i++) {
            if (isTruncate(i)) {
                return true;
            }
        }
        return false;
    }

    /** The event's key, NULL for a truncate. */
    Object key(int i) {
        if (keys != null) {
            return keys[i];
        }
        return isTruncate(i) ? null : keyValues.keyOf(batch.rows().get(i));
    }

    /** The slot of a (non-truncate) event's key in {@code map}, which gets one if the key is new. */
    int slotOrCreate(int i, KeyMap map) {
        if (knownSlots != null && knownSlots[i] >= 0) {
            return knownSlots[i];
        }
        if (keyCodes != null && keyCodes[i] != KeyCodec.UNWRITABLE) {
            int slot = map.slotOfCode(keyCodes[i]);
            return slot >= 0 ? slot : map.slotOrCreate(key(i));
        }
        return map.slotOrCreate(key(i));
    }
}
