package io.scdstudio.spark;

import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.List;

/**
 * The product's rows, built from values read off Spark. Kept in a class of its own because Spark's {@code Row}
 * shares the name: the classes that read Spark rows import Spark's and collect ours here.
 */
final class ModelRows {
    private final List<Row> rows = new ArrayList<>();

    /** Takes the array as the row's values; the caller no longer touches it. */
    void add(Object[] values) {
        rows.add(Row.adopt(values));
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    int size() {
        return rows.size();
    }

    List<Row> list() {
        return List.copyOf(rows);
    }
}
