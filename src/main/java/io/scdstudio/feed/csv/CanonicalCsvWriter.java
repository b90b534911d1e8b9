package io.scdstudio.feed.csv;

import io.scdstudio.feed.values.ValueParser;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.List;

/**
 * Writes a table as the scenario format's CSV: a header row, then one line per row (LF) with each value in
 * its canonical rendering. A field is quoted when it holds a comma, a quote, CR or LF, and a string that is
 * literally {@code null} is quoted so that it reads back as that string rather than NULL.
 */
public final class CanonicalCsvWriter {
    private CanonicalCsvWriter() {}

    public static String toString(Table table) {
        StringWriter out = new StringWriter();
        write(table, out);
        return out.toString();
    }

    /** Writes the table to {@code out} (left open). */
    public static void write(Table table, Writer out) {
        try {
            writeLine(out, table.schema().names());
            for (Row row : table.rows()) {
                for (int i = 0; i < row.size(); i++) {
                    if (i > 0) {
                        out.write(',');
                    }
                    out.write(cell(row.get(i)));
                }
                out.write('\n');
            }
        } catch (IOException e) {
            throw Errors.wrap(
                    null,
                    ErrorClass.FILE_NOT_WRITABLE,
                    "cannot write the table: " + e.getMessage(),
                    "Check that there is room to write and try again",
                    e);
        }
    }

    /** One CSV field: a value's canonical text, quoted when needed. */
    public static String cell(Object value) {
        String text = CanonicalText.render(value);
        if (value instanceof String s && s.equals(ValueParser.NULL_WORD)) {
            return quote(text);
        }
        return needsQuotes(text) ? quote(text) : text;
    }

    public static void writeLine(Writer out, List<String> texts) throws IOException {
        for (int i = 0; i < texts.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            String t = texts.get(i);
            out.write(needsQuotes(t) ? quote(t) : t);
        }
        out.write('\n');
    }

    private static boolean needsQuotes(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ',' || c == '"' || c == '\r' || c == '\n') {
                return true;
            }
        }
        return false;
    }

    private static String quote(String text) {
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
