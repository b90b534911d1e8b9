package io.scdstudio.model;

import java.util.Arrays;

/**
 * One row of typed values in schema order. The array is owned by the row and never handed out, so a row
 * is immutable; values follow the mapping in the package description.
 */
public final class Row {
    private final Object[] values;

    private Row(Object[] values) {
        this.values = values;
    }

    /** Wraps the array without copying: the caller gives up the array. */
    public static Row adopt(Object[] values) {
        return new Row(values);
    }

    public static Row of(Object... values) {
        return new Row(values.clone());
    }

    public Object get(int index) {
        return values[index];
    }

    public int size() {
        return values.length;
    }

    /** A copy of the values, for callers that build a new row from this one. */
    public Object[] toArray() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        // The window compares its lists of rows on every step, mostly the very same rows.
        return o == this || o instanceof Row other && Values.rowsEqual(values, other.values);
    }

    @Override
    public int hashCode() {
        return Values.rowHash(values);
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
