package io.scdstudio.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An ordered list of uniquely named columns. Names resolve as Spark resolves them by default
 * ({@code spark.sql.caseSensitive=false}): an exact match first, then a case-insensitive one.
 */
public record Schema(List<Column> columns) {

    public Schema {
        columns = List.copyOf(columns);
        Map<String, String> seen = new HashMap<>();
        for (Column c : columns) {
            String previous = seen.put(c.name().toLowerCase(Locale.ROOT), c.name());
            if (previous != null) {
                throw new IllegalArgumentException("column '" + c.name() + "' appears twice (also as '" + previous
                        + "'); give every column a distinct name");
            }
        }
    }

    public static Schema of(Column... columns) {
        return new Schema(List.of(columns));
    }

    public int size() {
        return columns.size();
    }

    public Column column(int index) {
        return columns.get(index);
    }

    /** The index of the named column, or -1. */
    public int indexOf(String name) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equals(name)) {
                return i;
            }
        }
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }

    public Optional<Column> find(String name) {
        int i = indexOf(name);
        return i < 0 ? Optional.empty() : Optional.of(columns.get(i));
    }

    public List<String> names() {
        List<String> names = new ArrayList<>(columns.size());
        for (Column c : columns) {
            names.add(c.name());
        }
        return List.copyOf(names);
    }

    /** The same columns with the one at {@code index} of another type. */
    public Schema withType(int index, DataType type) {
        List<Column> all = new ArrayList<>(columns);
        all.set(index, new Column(columns.get(index).name(), type));
        return new Schema(all);
    }

    /** A schema with the given columns appended. */
    public Schema plus(Column... more) {
        List<Column> all = new ArrayList<>(columns);
        all.addAll(List.of(more));
        return new Schema(all);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Column c : columns) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(c.name()).append(' ').append(c.type());
        }
        return sb.toString();
    }
}
