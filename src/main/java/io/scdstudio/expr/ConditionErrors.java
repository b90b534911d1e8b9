package io.scdstudio.expr;

import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Makes the errors of one condition: each names the setting, the condition text and a 1-based position. */
final class ConditionErrors {
    static final String INVALID = "INVALID_CONDITION";
    static final String UNSUPPORTED = "UNSUPPORTED_EXPRESSION";
    static final String NOT_FOUND = "COLUMNS_NOT_FOUND_IN_SCHEMA";
    static final String CAST = "CAST_INVALID_INPUT";

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
        return at(offset, INVALID, problem, hint);
    }

    ScdException unsupported(int offset, String construct) {
        return at(offset, UNSUPPORTED, construct + " is not supported in conditions", SUPPORTED + ".");
    }

    ScdException unknownColumn(Ast.Column column, List<String> available) {
        String problem = "column `" + column.name() + "` is not in the source schema; available columns: "
                + String.join(", ", available);
        String hint = closest(column.name(), available)
                .map(c -> "Did you mean `" + c + "`? Use one of the available columns")
                .orElse("Use one of the available columns");
        return at(column.start(), NOT_FOUND, problem, hint + " (backtick-quote names with special characters).");
    }

    ScdException cast(int offset, Object value, SqlType to, String operand, String construct) {
        String problem = "the value " + quote(value) + " of " + operand + " cannot be cast to " + to
                + ", as Spark's ANSI mode requires to evaluate `" + construct + "`";
        String hint = "Compare values of matching types (quote a number to compare as text, e.g. '1'), "
                + "or correct the value in the feed";
        return at(offset, CAST, problem, hint);
    }

    ScdException at(int offset, String errorClass, String problem, String hint) {
        Location where = new Location(Optional.empty(), 0, offset + 1, Optional.ofNullable(setting));
        return Errors.at(
                where, errorClass, "condition `" + text + "`: " + problem + " (position " + (offset + 1) + ")", hint);
    }

    private static String quote(Object value) {
        return value instanceof String s ? "'" + s + "'" : String.valueOf(value);
    }

    /** The available name nearest to {@code name} by edit distance (ignoring case), if any is near enough. */
    static Optional<String> closest(String name, List<String> available) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : available) {
            int d = distance(name.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        boolean nearEnough = best != null && bestDistance <= Math.max(2, name.length() / 2);
        return nearEnough ? Optional.of(best) : Optional.empty();
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
