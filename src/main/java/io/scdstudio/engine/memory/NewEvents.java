package io.scdstudio.engine.memory;

/**
 * The events a batch added to the store: ids {@code firstId .. firstId + keys.length - 1}, their keys (NULL for
 * truncates), and, where the classification looked them up, the slots their keys already had in the run's
 * {@link KeyMap} (-1 for a key it had not met, and for a truncate); {@code knownSlots} is null when nobody looked.
 */
record NewEvents(int firstId, Object[] keys, int[] knownSlots) {
    int count() {
        return keys.length;
    }
}
