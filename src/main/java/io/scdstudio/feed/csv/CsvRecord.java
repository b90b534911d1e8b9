package io.scdstudio.feed.csv;

import io.scdstudio.feed.values.StringCache;
import io.scdstudio.feed.values.TextValues;
import io.scdstudio.feed.values.TimestampFastPath;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * One CSV record: its fields as written (quotes removed, doubled quotes undone), whether each field was
 * quoted (a quoted {@code "null"} is the string null, not NULL), and the 1-based line it starts on. The
 * field text is kept in one array and a field becomes a String only when asked for.
 */
public final class CsvRecord {
    private final int line;
    private final char[] chars;
    /** Where the first field starts in {@code chars}, which the records of a stretch of file share. */
    private final int base;

    private final int[] ends;
    private final boolean[] quoted;

    CsvRecord(int line, char[] chars, int base, int[] ends, boolean[] quoted) {
        this.line = line;
        this.chars = chars;
        this.base = base;
        this.ends = ends;
        this.quoted = quoted;
    }

    /** The same record with {@code text} (unquoted) as a new first field, such as an empty {@code Op}. */
    public CsvRecord withLeadingField(String text) {
        int shift = text.length();
        int length = ends.length == 0 ? 0 : ends[ends.length - 1] - base;
        char[] c = new char[length + shift];
        text.getChars(0, shift, c, 0);
        System.arraycopy(chars, base, c, shift, length);
        int[] e = new int[ends.length + 1];
        boolean[] q = new boolean[ends.length + 1];
        e[0] = shift;
        for (int i = 0; i < ends.length; i++) {
            e[i + 1] = ends[i] - base + shift;
            q[i + 1] = quoted[i];
        }
        return new CsvRecord(line, c, 0, e, q);
    }

    public int line() {
        return line;
    }

    public int size() {
        return ends.length;
    }

    public String field(int index) {
        int start = start(index);
        return new String(chars, start, ends[index] - start);
    }

    public boolean quoted(int index) {
        return quoted[index];
    }

    /** Whether the field is SQL NULL: the unquoted word {@code null}. */
    public boolean isNullWord(int index) {
        int start = start(index);
        return !quoted[index]
                && ends[index] - start == 4
                && chars[start] == 'n'
                && chars[start + 1] == 'u'
                && chars[start + 2] == 'l'
                && chars[start + 3] == 'l';
    }

    public List<String> fields() {
        List<String> all = new ArrayList<>(ends.length);
        for (int i = 0; i < ends.length; i++) {
            all.add(field(i));
        }
        return List.copyOf(all);
    }

    /** The field as a whole number when it is written as one that fits a long, else null. */
    Long longValue(int index) {
        return TextValues.parseLong(chars, start(index), ends[index]);
    }

    /** The field as a decimal when it is written plainly ({@code -12.50}), else null (the general parser's turn). */
    BigDecimal plainDecimal(int index) {
        return quoted[index] ? null : TextValues.parsePlainDecimal(chars, start(index), ends[index]);
    }

    /** The field as a timestamp when it is written {@code yyyy-MM-dd HH:mm:ss}, else null (the general parser's). */
    LocalDateTime plainTimestamp(int index, TimestampFastPath reader) {
        return quoted[index] ? null : reader.read(chars, start(index), ends[index]);
    }

    /** The field's text, shared with earlier equal values of the column through {@code cache}. */
    String sharedField(int index, StringCache cache) {
        int start = start(index);
        return cache.get(chars, start, ends[index]);
    }

    private int start(int index) {
        return index == 0 ? base : ends[index - 1];
    }
}
