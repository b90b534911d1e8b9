package io.scdstudio.expr;

import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.util.List;
import java.util.Objects;

/**
 * A compiled {@code apply_as_deletes} or {@code apply_as_truncates} condition: the Spark SQL boolean subset
 * with Spark 4's semantics under its defaults (ANSI mode), checked against a schema once and then evaluated per
 * row without parsing or lookups.
 */
public final class Condition {
    private final String text;
    private final Eval root;
    private final List<String> columns;

    private Condition(String text, Eval root, List<String> columns) {
        this.text = text;
        this.root = root;
        this.columns = columns;
    }

    /**
     * Parses and type-checks a condition.
     *
     * @param settingName the setting the text comes from (such as {@code apply_as_deletes}), named in errors
     * @throws io.scdstudio.model.ScdException {@code INVALID_CONDITION} (syntax or type error),
     *     {@code UNSUPPORTED_EXPRESSION} (a construct outside the subset), {@code COLUMNS_NOT_FOUND_IN_SCHEMA},
     *     or {@code CAST_INVALID_INPUT} (a literal that Spark could not cast for its comparison); the location's
     *     field is the setting and its column the 1-based position in the text
     */
    public static Condition compile(String text, Schema schema, String settingName) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(schema, "schema");
        ConditionErrors errors = new ConditionErrors(text, settingName);
        Ast ast = Parser.parse(text, errors);
        Analyzer analyzer = new Analyzer(schema, errors);
        Eval root = analyzer.condition(ast);
        return new Condition(text, root, analyzer.columns());
    }

    /**
     * Parses a condition without a schema, for code read where the columns are not known yet (an imported flow):
     * an unclosed string or a stray operator is refused as {@code compile} refuses it.
     *
     * @throws io.scdstudio.model.ScdException {@code INVALID_CONDITION} or {@code UNSUPPORTED_EXPRESSION}
     */
    public static void checkSyntax(String text, String settingName) {
        Objects.requireNonNull(text, "text");
        Parser.parse(text, new ConditionErrors(text, settingName));
    }

    /**
     * The condition's value for a row in the schema's column order: TRUE, FALSE or {@code null} (SQL NULL).
     *
     * @throws io.scdstudio.model.ScdException {@code CAST_INVALID_INPUT} when Spark's ANSI mode would fail to
     *     cast one of the row's values; the engine adds the row's file and line
     */
    public Boolean evaluate(Row row) {
        Object value = root.eval(row);
        return value == null ? null : (Boolean) value;
    }

    /** Whether the condition is TRUE for the row; FALSE and NULL both count as not matching. */
    public boolean isTrue(Row row) {
        return Boolean.TRUE.equals(root.eval(row));
    }

    /** The columns the condition reads, as the schema names them, in order of first use. */
    public List<String> columns() {
        return columns;
    }

    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }
}
