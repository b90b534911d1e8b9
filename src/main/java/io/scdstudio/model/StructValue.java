package io.scdstudio.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The value of {@code SEQUENCE BY STRUCT(c1, c2, ...)}: ordered by the first field, then the next on ties,
 * NULL fields first. Never NULL itself.
 */
public record StructValue(List<String> fieldNames, List<DataType> fieldTypes, List<Object> fields)
        implements Comparable<StructValue> {

    public StructValue {
        fieldNames = List.copyOf(fieldNames);
        fieldTypes = List.copyOf(fieldTypes);
        fields = immutable(fields);
        if (fieldNames.size() != fields.size() || fieldTypes.size() != fields.size()) {
            throw new IllegalArgumentException("a struct needs one name and one type per field");
        }
    }

    /**
     * The fields as an immutable list, kept as given when they are one already: the fold makes a STRUCT per event of
     * a feed sequenced by one, and copying each into a wrapped {@code ArrayList} held three objects more per event.
     * {@code List.of} takes no NULL field, so a STRUCT with one is wrapped.
     */
    private static List<Object> immutable(List<Object> fields) {
        for (Object f : fields) {
            if (f == null) {
                return Collections.unmodifiableList(new ArrayList<>(fields));
            }
        }
        return List.copyOf(fields);
    }

    @Override
    public int compareTo(StructValue other) {
        int n = Math.min(fields.size(), other.fields.size());
        for (int i = 0; i < n; i++) {
            int c = Values.compareNullsFirst(fields.get(i), other.fields.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(fields.size(), other.fields.size());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StructValue s && fieldNames.equals(s.fieldNames) && compareTo(s) == 0;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (Object f : fields) {
            h = 31 * h + Values.hash(f);
        }
        return Objects.hash(fieldNames, h);
    }

    @Override
    public String toString() {
        return CanonicalText.render(this);
    }
}
