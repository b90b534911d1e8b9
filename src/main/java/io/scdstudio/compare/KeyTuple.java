package io.scdstudio.compare;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Arrays;

/** The key columns' values of a row, compared as SQL compares keys (numbers by value). */
record KeyTuple(Object[] parts) {
    static KeyTuple of(Row row, int[] keys) {
        Object[] parts = new Object[keys.length];
        for (int i = 0; i < keys.length; i++) {
            parts[i] = row.get(keys[i]);
        }
        return new KeyTuple(parts);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KeyTuple k && Values.rowsEqual(parts, k.parts);
    }

    @Override
    public int hashCode() {
        return Values.rowHash(parts);
    }

    @Override
    public String toString() {
        return Arrays.toString(parts);
    }
}
