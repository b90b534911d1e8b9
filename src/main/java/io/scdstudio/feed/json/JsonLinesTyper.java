package io.scdstudio.feed.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.BatchCollector;
import io.scdstudio.feed.csv.CsvHeader;
import io.scdstudio.feed.values.ColumnShortcuts;
import io.scdstudio.feed.values.StringCache;
import io.scdstudio.feed.values.TimestampFastPath;
import io.scdstudio.feed.values.ValueParser;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads a JSON-lines feed against a declared schema one line at a time with Jackson's streaming parser, typing
 * each field as it is read: no tree per line, strings shared per column and timestamps read from the parser's
 * characters, as the CSV reader does. Values other than strings and whole numbers (decimals, objects) go through
 * a small tree so they read exactly as the tree-based reader reads them. Problems are reported in line order.
 */
final class JsonLinesTyper {
    private final ObjectMapper json;
    private final String source;
    private final Schema schema;
    private final Map<String, Integer> columns = new HashMap<>();
    private final DataType[] types;
    private final StringCache[] strings;
    private final TimestampFastPath[] timestamps;
    private final BatchCollector batches;
    /** Whether the lines carry {@code __batch}, as the first line decides. */
    private Boolean numbered;

    JsonLinesTyper(ObjectMapper json, String source, Schema schema) {
        this.json = json;
        this.source = source;
        this.schema = schema;
        ColumnShortcuts shortcuts = new ColumnShortcuts(schema);
        this.types = shortcuts.types;
        this.strings = shortcuts.strings;
        this.timestamps = shortcuts.timestamps;
        for (int i = 0; i < schema.size(); i++) {
            columns.put(schema.column(i).name(), i);
        }
        this.batches = new BatchCollector(source);
    }

    /** Reads and closes {@code in}. */
    ChangeFeed read(Reader in) {
        TextFiles.forEachLine(in, source, this::add);
        return feed();
    }

    /** The feed of the lines given so far. */
    ChangeFeed feed() {
        return new ChangeFeed(source, schema, batches.batches(!Boolean.TRUE.equals(numbered)));
    }

    /** Types one non-blank line, numbered {@code line} in the file. */
    void add(String text, int line) {
        try {
            line(text, line);
        } catch (IOException e) {
            throw FeedErrors.unreadable(source, e);
        }
    }

    private void line(String text, int line) throws IOException {
        Object[] values = new Object[types.length];
        JsonNode batch = null;
        ScdException typing = null;
        try (JsonParser p = json.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                // Not an object: the tree reader names what it is, or where the JSON breaks.
                JsonLinesFeedReader.parseObject(text, source, line);
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (name.equals(CsvHeader.BATCH)) {
                    batch = p.readValueAsTree();
                    continue;
                }
                Integer column = columns.get(name);
                if (column == null) {
                    // A later break in the same line is reported first, as the tree reader would.
                    p.skipChildren();
                    finish(p);
                    JsonLinesFeedReader.requireKnown(schema, name, line, source);
                    continue;
                }
                try {
                    values[column] = value(p, value, column, line);
                } catch (ScdException e) {
                    // The line's syntax, its fields' names and its batch are checked before its values.
                    p.skipChildren();
                    typing = typing == null ? e : typing;
                }
            }
            if (p.currentToken() == JsonToken.END_OBJECT && p.nextToken() != null) {
                throw JsonLinesFeedReader.moreAfterTheObject(
                        source, line, p.currentTokenLocation().getColumnNr());
            }
        } catch (JsonProcessingException e) {
            throw JsonLinesFeedReader.malformed(e, source, line);
        }
        if (numbered == null) {
            numbered = batch != null;
        }
        JsonLinesFeedReader.requireBatchAsFirstLine(batch, numbered, source, line);
        int n = numbered ? batches.batchNumber(batch.asText(), line, 0) : 1;
        if (typing != null) {
            throw typing;
        }
        batches.add(n, Row.adopt(values), line);
    }

    private static void finish(JsonParser p) throws IOException {
        while (p.nextToken() != null) {
            // reads to the end of the line, for its syntax errors
        }
    }

    private Object value(JsonParser p, JsonToken token, int column, int line) throws IOException {
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (token == JsonToken.VALUE_STRING) {
            if (strings[column] != null) {
                return strings[column].get(
                        p.getTextCharacters(), p.getTextOffset(), p.getTextOffset() + p.getTextLength());
            }
            if (timestamps[column] != null) {
                LocalDateTime t = timestamps[column].read(
                        p.getTextCharacters(), p.getTextOffset(), p.getTextOffset() + p.getTextLength());
                if (t != null) {
                    return t;
                }
            }
            return ValueParser.parseAt(
                    p.getText(),
                    true,
                    types[column],
                    source,
                    line,
                    0,
                    schema.column(column).name());
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT && types[column].kind() == DataType.Kind.DECIMAL) {
            // What the tree reader makes of it (the value's plain text, parsed and set to the column's scale),
            // without the tree; one that does not fit goes the tree's way for its message.
            BigDecimal fitted = ValueParser.fitDecimal(p.getDecimalValue(), types[column]);
            if (fitted != null) {
                return fitted;
            }
        }
        if (token == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
            long v = p.getLongValue();
            DataType.Kind kind = types[column].kind();
            if (kind == DataType.Kind.BIGINT || kind == DataType.Kind.INT && v == (int) v) {
                return v;
            }
            return ValueParser.parseAt(
                    Long.toString(v),
                    false,
                    types[column],
                    source,
                    line,
                    0,
                    schema.column(column).name());
        }
        JsonNode node = p.readValueAsTree();
        return node.isNull() ? null : JsonLinesFeedReader.value(node, schema.column(column), source, line);
    }
}
