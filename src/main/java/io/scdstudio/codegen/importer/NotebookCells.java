package io.scdstudio.codegen.importer;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Databricks SQL notebook exported as a file separates its cells with {@code -- COMMAND ----------} lines, and a
 * cell's last statement often has no semicolon. Each separator line becomes a semicolon padded to the line's length,
 * so statements end where cells do and every line and column the importer reports stays where it was.
 */
final class NotebookCells {
    private static final Pattern SEPARATOR = Pattern.compile("(?m)^[ \\t]*-- COMMAND -{3,}[ \\t]*$");

    private NotebookCells() {}

    static String asStatements(String text) {
        Matcher m = SEPARATOR.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(
                    out, Matcher.quoteReplacement(";" + " ".repeat(m.group().length() - 1)));
        }
        return m.appendTail(out).toString();
    }
}
