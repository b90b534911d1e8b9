package io.scdstudio.expr;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/** A schema with one column of each type, and helpers to evaluate conditions against single rows of it. */
final class TestSchemas {
    static final Schema ALL_TYPES = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("n", DataType.INT),
            new Column("name", DataType.STRING),
            new Column("amount", DataType.decimal(10, 2)),
            new Column("score", DataType.DOUBLE),
            new Column("active", DataType.BOOLEAN),
            new Column("since", DataType.DATE),
            new Column("ts", DataType.TIMESTAMP),
            new Column("a", DataType.BOOLEAN),
            new Column("b", DataType.BOOLEAN),
            new Column("seq", DataType.parse("map<string,bigint>")));

    private TestSchemas() {}

    static Condition compile(String text) {
        return Condition.compile(text, ALL_TYPES, "apply_as_deletes");
    }

    /** A row of ALL_TYPES where every column is NULL except those set through the builder. */
    static RowBuilder row() {
        return new RowBuilder();
    }

    static Boolean eval(String condition, RowBuilder row) {
        return compile(condition).evaluate(row.build());
    }

    static final class RowBuilder {
        private final Object[] values = new Object[ALL_TYPES.size()];

        RowBuilder set(String column, Object value) {
            values[ALL_TYPES.indexOf(column)] = value;
            return this;
        }

        RowBuilder id(long v) {
            return set("id", v);
        }

        RowBuilder n(long v) {
            return set("n", v);
        }

        RowBuilder name(String v) {
            return set("name", v);
        }

        RowBuilder amount(String v) {
            return set("amount", new BigDecimal(v));
        }

        RowBuilder score(double v) {
            return set("score", v);
        }

        RowBuilder since(String v) {
            return set("since", LocalDate.parse(v));
        }

        RowBuilder ts(String v) {
            return set("ts", LocalDateTime.parse(v.replace(' ', 'T')));
        }

        Row build() {
            return Row.of(values);
        }
    }
}
