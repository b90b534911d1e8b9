package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;

/**
 * The fold steps of one SCD type (spec §2 step 3), applied to a key's history in fold order. The driver
 * ({@link FoldDriver}) decides order, ties and truncates; a folder only knows what an upsert and a delete do.
 */
interface KeyFolder {

    /** Folds the upsert event {@code id} of the store. */
    void upsert(KeyHistory h, int id);

    /** Folds the delete event {@code id} of the store. */
    void delete(KeyHistory h, int id);

    /** A truncate at {@code seq} reaching this key. */
    void truncate(KeyHistory h, Object seq);

    /** Fills the NULLs of ignore-null columns from the previous effective row (U11–U13). */
    static Row fill(Row previous, Row incoming, int[] ignoreNull) {
        Object[] values = null;
        for (int i : ignoreNull) {
            if (incoming.get(i) == null && previous.get(i) != null) {
                if (values == null) {
                    values = incoming.toArray();
                }
                values[i] = previous.get(i);
            }
        }
        return values == null ? incoming : Row.adopt(values);
    }
}
