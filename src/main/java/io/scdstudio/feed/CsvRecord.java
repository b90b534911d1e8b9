package io.scdstudio.feed;

/**
 * One CSV record: its fields as written (quotes removed, doubled quotes undone), whether each field was
 * quoted (a quoted {@code "null"} is the string null, not NULL), and the 1-based line it starts on.
 */
public final class CsvRecord {
    private final int line;
    private final String[] fields;
    private final boolean[] quoted;

    CsvRecord(int line, String[] fields, boolean[] quoted) {
        this.line = line;
        this.fields = fields;
        this.quoted = quoted;
    }

    public int line() {
        return line;
    }

    public int size() {
        return fields.length;
    }

    public String field(int index) {
        return fields[index];
    }

    public boolean quoted(int index) {
        return quoted[index];
    }

    /** Whether the field is SQL NULL: the unquoted word {@code null}. */
    public boolean isNullWord(int index) {
        return !quoted[index] && ValueParser.NULL_WORD.equals(fields[index]);
    }

    public java.util.List<String> fields() {
        return java.util.List.of(fields);
    }
}
