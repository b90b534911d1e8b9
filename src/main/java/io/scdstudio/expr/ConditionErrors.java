package io.scdstudio.expr;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.NearestName;
import io.scdstudio.model.ScdException;
import java.util.List;
import java.util.Optional;

/** Makes the errors of one condition: each names the setting, the condition text and a 1-based position. */
final class ConditionErrors {
    static final String SUPPORTED = "Conditions support column names, 'string' and numeric literals, true, false, "
            + "null, = == != <> < <= > >= <=>, IS [NOT] NULL, [NOT] IN (...), [NOT] LIKE, AND, OR, NOT, "
            + "parentheses and the functions lower, upper, trim and coalesce";

    private final String text;
    private final String setting;

    ConditionErrors(String text, String setting) {
        this.text = text;
        this.setting = setting;
    }

    String text() {
        return text;
    }

    /** The source text of a node, for messages. */
    String source(Ast node) {
        return text.substring(node.start(), node.end());
    }

    ScdException syntax(int offset, String problem, String hint) {
        return at(offset, ErrorClass.INVALID_CONDITION, problem, hint);
    }

    ScdException unsupported(int offset, String construct) {
        return at(
                offset,
                ErrorClass.UNSUPPORTED_EXPRESSION,
                construct + " is not supported in conditions",
                SUPPORTED + ".");
    }

    ScdException unknownColumn(Ast.Column column, List<String> available) {
        String problem = "column `" + column.name() + "` is not in the source schema; available columns: "
                + String.join(", ", available);
        String hint = closest(column.name(), available)
                .map(c -> "Did you mean `" + c + "`? Use one of the available columns")
                .orElse("Use one of the available columns");
        return at(
                column.start(),
                ErrorClass.COLUMNS_NOT_FOUND_IN_SCHEMA,
                problem,
                hint + " (backtick-quote names with special characters).");
    }

    ScdException cast(int offset, Object value, SqlType to, String operand, String construct) {
        String problem = "the value " + quote(value) + " of " + operand + " cannot be cast to " + to
                + ", as Spark's ANSI mode requires to evaluate `" + construct + "`";
        String hint = "Compare values of matching types (quote a number to compare as text, e.g. '1'), "
                + "or correct the value in the feed";
        return at(offset, ErrorClass.CAST_INVALID_INPUT, problem, hint);
    }

    ScdException at(int offset, ErrorClass errorClass, String problem, String hint) {
        Location where = new Location(Optional.empty(), 0, offset + 1, Optional.ofNullable(setting));
        return Errors.at(
                where, errorClass, "condition `" + text + "`: " + problem + " (position " + (offset + 1) + ")", hint);
    }

    private static String quote(Object value) {
        return value instanceof String s ? "'" + s + "'" : String.valueOf(value);
    }

    /** The available name nearest to {@code name} by edit distance (ignoring case), if any is near enough. */
    static Optional<String> closest(String name, List<String> available) {
        return NearestName.of(name, available, 2);
    }
}
