package io.scdstudio.codegen;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A table or view name as the flow settings hold it: a Spark multi-part name such as
 * {@code main.sales.customers}, where a part that is not a plain identifier is written in backticks. This is
 * the text a Python pipeline passes as a string, so it goes into Python unchanged; SQL quotes each part.
 */
public record TableName(List<String> parts) {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /**
     * A name part that is, or holds, pipeline parameters ({@code ${catalog}}, {@code silver_${env}}): Lakeflow
     * replaces them in the text before Spark reads it, so it is written as it is.
     */
    private static final Pattern PARAMETER = Pattern.compile("[A-Za-z0-9_]*(\\$\\{[A-Za-z0-9_.]+}[A-Za-z0-9_]*)+");

    public TableName {
        parts = List.copyOf(parts);
        if (parts.isEmpty() || parts.stream().anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException("a table name needs non-empty parts, got " + parts);
        }
    }

    /**
     * Splits the settings' text into parts.
     *
     * @param field the setting the name comes from ({@code target}, {@code source}), for the message
     */
    public static TableName parse(String text, String field) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '`' && quoted && i + 1 < text.length() && text.charAt(i + 1) == '`') {
                part.append('`');
                i++;
            } else if (c == '`') {
                quoted = !quoted;
            } else if (c == '$' && !quoted && text.startsWith("{", i + 1) && text.indexOf('}', i) > 0) {
                int close = text.indexOf('}', i);
                part.append(text, i, close + 1);
                i = close;
            } else if (c == '.' && !quoted) {
                parts.add(part.toString());
                part.setLength(0);
            } else {
                part.append(c);
            }
        }
        parts.add(part.toString());
        if (quoted || parts.stream().anyMatch(p -> p.isBlank())) {
            throw Errors.at(
                    Location.field(field),
                    ErrorClass.INVALID_TABLE_NAME,
                    "'" + text + "' is not a table name",
                    "Write a name such as customers or main.sales.customers;"
                            + " put a part that contains a dot or a backtick in backticks");
        }
        return new TableName(parts);
    }

    /** The name as Spark SQL writes it, each part quoted only when needed. */
    public String toSql() {
        List<String> quoted = new ArrayList<>();
        for (String p : parts) {
            quoted.add(PARAMETER.matcher(p).matches() ? p : SparkSqlQuoting.INSTANCE.identifier(p));
        }
        return String.join(".", quoted);
    }

    /**
     * The text the flow settings hold, which Python passes to Spark as is: parts joined by dots, a part that
     * is not a plain identifier in backticks. A reserved word stays plain, as a user types it in Python.
     */
    public String toSettingsText() {
        List<String> written = new ArrayList<>();
        for (String p : parts) {
            written.add(
                    PLAIN.matcher(p).matches() || PARAMETER.matcher(p).matches() ? p : SparkSqlQuoting.backticked(p));
        }
        return String.join(".", written);
    }

    /** The last part: the table's own name without catalog and schema. */
    public String lastPart() {
        return parts.get(parts.size() - 1);
    }
}
