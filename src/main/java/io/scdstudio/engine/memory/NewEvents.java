package io.scdstudio.engine.memory;

/** The events a batch added to the store: ids {@code firstId .. firstId + keys.length - 1}, and their keys (NULL for truncates). */
record NewEvents(int firstId, Object[] keys) {
    int count() {
        return keys.length;
    }
}
