package io.scdstudio.expr;

import java.util.ArrayList;
import java.util.List;

/** A minimal RFC 4180 reader for the conformance files; it remembers which fields were quoted. */
final class TestCsv {
    private TestCsv() {}

    record Field(String text, boolean quoted) {
        /** The unquoted word {@code null} is SQL NULL. */
        boolean isNull() {
            return !quoted && text.equals("null");
        }
    }

    static List<List<Field>> parse(String content) {
        List<List<Field>> records = new ArrayList<>();
        List<Field> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean inQuotes = false;
        for (int i = 0; i < content.length(); i++) {
            char c = content.charAt(i);
            if (inQuotes) {
                if (c == '"' && i + 1 < content.length() && content.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    inQuotes = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                inQuotes = true;
                quoted = true;
            } else if (c == ',' || c == '\n') {
                record.add(new Field(field.toString(), quoted));
                field.setLength(0);
                quoted = false;
                if (c == '\n') {
                    records.add(record);
                    record = new ArrayList<>();
                }
            } else if (c != '\r') {
                field.append(c);
            }
        }
        if (field.length() > 0 || !record.isEmpty()) {
            record.add(new Field(field.toString(), quoted));
            records.add(record);
        }
        return records;
    }
}
