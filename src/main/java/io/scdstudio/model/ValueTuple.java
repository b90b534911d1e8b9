package io.scdstudio.model;

import java.util.Arrays;
import java.util.Objects;

/**
 * Some columns' values of a row, as one hashable, ordered value: compared as SQL compares them (numbers by value,
 * NULLs first) and field by field, as a composite key or a STRUCT sequence orders.
 */
public record ValueTuple(Object[] values) implements Comparable<ValueTuple> {
    public static ValueTuple of(Row row, int[] columns) {
        Object[] v = new Object[columns.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = row.get(columns[i]);
        }
        return new ValueTuple(v);
    }

    public boolean anyNull() {
        return Arrays.stream(values).anyMatch(Objects::isNull);
    }

    @Override
    public int compareTo(ValueTuple o) {
        for (int i = 0; i < values.length; i++) {
            int c = Values.compareNullsFirst(values[i], o.values[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ValueTuple t && Values.rowsEqual(values, t.values);
    }

    @Override
    public int hashCode() {
        return Values.rowHash(values);
    }

    @Override
    public String toString() {
        return values.length == 1 ? String.valueOf(values[0]) : Arrays.toString(values);
    }
}
