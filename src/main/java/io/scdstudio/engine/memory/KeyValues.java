package io.scdstudio.engine.memory;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.List;

/**
 * Builds the map key of an event: the value itself for a single key column, a list for composite keys
 * (SQL equality on every key column).
 */
final class KeyValues {
    private final int[] keyIndexes;

    KeyValues(int[] keyIndexes) {
        this.keyIndexes = keyIndexes.clone();
    }

    Object keyOf(Row row) {
        if (keyIndexes.length == 1) {
            return matchable(row.get(keyIndexes[0]));
        }
        Object[] parts = new Object[keyIndexes.length];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = matchable(row.get(keyIndexes[i]));
        }
        return new KeyTuple(parts);
    }

    /**
     * -0.0 as 0.0: SQL's {@code =} matches them and Spark normalises them in join and grouping keys, but Java's
     * equals does not, which made a key written {@code -0.0} and {@code 0.0} two rows.
     */
    static Object matchable(Object v) {
        if (v instanceof Double d && d == 0.0) {
            return 0.0;
        }
        if (v instanceof Float f && f == 0.0f) {
            return 0.0f;
        }
        return v;
    }

    /** The index of the first NULL key column, or -1. */
    int firstNullKey(Row row) {
        for (int i : keyIndexes) {
            if (row.get(i) == null) {
                return i;
            }
        }
        return -1;
    }

    static String display(Object key) {
        if (key instanceof List<?> parts) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < parts.size(); i++) {
                sb.append(i > 0 ? ", " : "").append(CanonicalText.render(parts.get(i)));
            }
            return sb.append(')').toString();
        }
        return CanonicalText.render(key);
    }
}
