package io.scdstudio.model;

import java.util.List;
import java.util.Objects;

/**
 * A table: a schema and rows in that schema's column order. Row order carries no meaning. The rows are an
 * immutable copy, or {@link ProjectedRows} as given, which are immutable already.
 */
public record Table(Schema schema, List<Row> rows) {
    public Table {
        Objects.requireNonNull(schema, "schema");
        rows = rows instanceof ProjectedRows ? rows : List.copyOf(rows);
    }

    public int size() {
        return rows.size();
    }
}
