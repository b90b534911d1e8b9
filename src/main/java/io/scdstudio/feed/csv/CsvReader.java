package io.scdstudio.feed.csv;

import io.scdstudio.feed.FeedErrors;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * A streaming RFC 4180 reader: comma separated, fields optionally in double quotes (a doubled quote is a
 * quote, newlines allowed inside quotes), LF or CRLF line ends, an optional UTF-8 byte order mark. Every
 * record must have as many fields as the first (the header). Blank lines between records are skipped.
 * Parses char by char over a large buffer, because feeds of a million events must load in a second or two.
 */
public final class CsvReader implements Closeable {
    private static final int EOF = -1;
    private static final int SHARED_CHARS = 1 << 15;

    private final Reader in;
    private final String file;
    private final char[] buf = new char[1 << 16];
    private int pos;
    private int limit;
    // One record's field text back to back, and where each field ends: a record costs three arrays, not
    // a String per field, which keeps the garbage (and so the GC time) of a million-event load low.
    private char[] chars = new char[1024];
    private int length;
    private char[] shared = new char[0];
    private int sharedUsed;
    private int[] ends = new int[16];
    private boolean[] quoted = new boolean[16];
    private int count;
    private int line = 1;
    private String[] header;
    private final boolean firstRecordIsHeader;

    public CsvReader(Reader in, String file) {
        this(in, file, true);
    }

    /**
     * {@code firstRecordIsHeader} false: a file with no header row, whose records the caller checks, since they may
     * differ in width (an AWS DMS file mixes full-load rows with change rows that have one field more, {@code Op}).
     */
    public CsvReader(Reader in, String file, boolean firstRecordIsHeader) {
        this.in = in;
        this.file = file;
        this.firstRecordIsHeader = firstRecordIsHeader;
    }

    /** The next record, or {@code null} at the end of the input. */
    public CsvRecord next() {
        try {
            return readRecord();
        } catch (IOException e) {
            throw FeedErrors.unreadable(file, e);
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw FeedErrors.unreadable(file, e);
        }
    }

    private CsvRecord readRecord() throws IOException {
        if (line == 1 && pos == 0 && limit == 0 && peek() == '\uFEFF') {
            pos++;
        }
        if (!skipBlankLines()) {
            return null;
        }
        int start = line;
        count = 0;
        length = 0;
        int end;
        do {
            end = peek() == '"' ? readQuotedField() : readPlainField();
        } while (end == ',');
        endLine(end);
        CsvRecord record = share(start);
        checkFieldCount(record);
        return record;
    }

    /**
     * The record just read, its text copied into the stretch of characters the next records share too: one array
     * per few hundred records instead of one per record, which a million-event load feels as garbage collections.
     */
    private CsvRecord share(int startLine) {
        if (sharedUsed + length > shared.length) {
            shared = new char[Math.max(SHARED_CHARS, length)];
            sharedUsed = 0;
        }
        System.arraycopy(chars, 0, shared, sharedUsed, length);
        int[] at = new int[count];
        for (int i = 0; i < count; i++) {
            at[i] = ends[i] + sharedUsed;
        }
        CsvRecord record = new CsvRecord(startLine, shared, sharedUsed, at, Arrays.copyOf(quoted, count));
        sharedUsed += length;
        return record;
    }

    private boolean skipBlankLines() throws IOException {
        while (true) {
            int c = peek();
            if (c == EOF) {
                return false;
            }
            if (c != '\n' && c != '\r') {
                return true;
            }
            pos++;
            endLine(c);
        }
    }

    private void endLine(int c) throws IOException {
        if (c == '\r' && peek() == '\n') {
            pos++;
        }
        if (c != EOF) {
            line++;
        }
    }

    private int readPlainField() throws IOException {
        while (true) {
            if (pos == limit && !fill()) {
                addField(false);
                return EOF;
            }
            // The field's run within the buffer is copied at once: char by char, appending was a fifth of a load.
            int from = pos;
            while (pos < limit) {
                char c = buf[pos];
                if (c == ',' || c == '\n' || c == '\r' || c == '"') {
                    break;
                }
                pos++;
            }
            appendRun(from, pos);
            if (pos == limit) {
                continue;
            }
            char c = buf[pos++];
            if (c == '"') {
                throw malformed(
                        line,
                        "a quote appears inside an unquoted field",
                        "Put the whole field in double quotes and double every quote inside it (\"\")");
            }
            addField(false);
            return c;
        }
    }

    private void appendRun(int from, int to) {
        int n = to - from;
        if (length + n > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(chars.length * 2, length + n));
        }
        System.arraycopy(buf, from, chars, length, n);
        length += n;
    }

    private int readQuotedField() throws IOException {
        int opened = line;
        pos++;
        while (true) {
            if (pos == limit && !fill()) {
                throw malformed(
                        opened,
                        "a quoted field is never closed",
                        "Add the closing double quote, and double every quote inside the field (\"\")");
            }
            char c = buf[pos++];
            if (c == '"') {
                if (peek() != '"') {
                    return afterClosingQuote();
                }
                pos++;
            } else if (c == '\n' || (c == '\r' && peek() != '\n')) {
                line++;
            }
            append(c);
        }
    }

    private int afterClosingQuote() throws IOException {
        int c = peek();
        if (c == ',' || c == '\n' || c == '\r' || c == EOF) {
            addField(true);
            if (c != EOF) {
                pos++;
            }
            return c;
        }
        throw malformed(
                line,
                "text follows the closing quote of a field",
                "Put the whole field in double quotes and double every quote inside it (\"\")");
    }

    private void append(char c) {
        if (length == chars.length) {
            chars = Arrays.copyOf(chars, chars.length * 2);
        }
        chars[length++] = c;
    }

    private void addField(boolean wasQuoted) {
        if (count == ends.length) {
            ends = Arrays.copyOf(ends, count * 2);
            quoted = Arrays.copyOf(quoted, count * 2);
        }
        ends[count] = length;
        quoted[count++] = wasQuoted;
    }

    private int peek() throws IOException {
        if (pos == limit && !fill()) {
            return EOF;
        }
        return buf[pos];
    }

    private boolean fill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        while (n == 0) {
            n = in.read(buf, 0, buf.length);
        }
        pos = 0;
        limit = Math.max(n, 0);
        return n > 0;
    }

    private void checkFieldCount(CsvRecord record) {
        if (!firstRecordIsHeader) {
            return;
        }
        if (header == null) {
            header = record.fields().toArray(String[]::new);
        } else if (record.size() != header.length) {
            int column = Math.min(record.size(), header.length) + 1;
            throw Errors.at(
                    Location.at(file, record.line(), column, null),
                    ErrorClass.CSV_MALFORMED,
                    "the record has " + record.size() + " fields but the header has " + header.length,
                    "Give every line one field per header column; quote fields that contain a comma");
        }
    }

    private ScdException malformed(int atLine, String problem, String hint) {
        int column = count + 1;
        String name = header != null && column <= header.length ? header[column - 1] : null;
        return Errors.at(Location.at(file, atLine, column, name), ErrorClass.CSV_MALFORMED, problem, hint);
    }
}
