package io.scdstudio.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.NullNode;
import io.scdstudio.feed.FeedErrors;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a Kafka topic dump: the message value (an envelope, a flattened row, or {@code null}, a tombstone),
 * and its key when the dump has it, as {@code key<TAB>value} (kcat {@code -K'\t'}, the console consumer's
 * {@code print.key}), as {@code {"key": ..., "value": ...}}, or as a tool's record of the message (kcat {@code -J},
 * {@code rpk topic consume}), whose key and value are JSON text. The JsonConverter's {@code {schema, payload}}
 * wrapper is taken off both; {@code valueSchema} keeps the value's schema when it was there.
 */
record DebeziumMessage(
        int line, JsonNode key, JsonNode value, JsonNode valueSchema, boolean keyWrapped, boolean valueWrapped) {
    /** Numbers with a fraction as written: a Decimal sent as a JSON number (decimal.format=NUMERIC) kept 17 digits. */
    private static final ObjectReader JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false)
            .readerFor(JsonNode.class);

    static DebeziumMessage parse(String text, String source, int line) {
        List<JsonNode> values = new ArrayList<>(2);
        try (MappingIterator<JsonNode> it = JSON.readValues(text)) {
            while (it.hasNextValue()) {
                values.add(it.nextValue());
            }
        } catch (IOException e) {
            int column = e instanceof JsonProcessingException p && p.getLocation() != null
                    ? p.getLocation().getColumnNr()
                    : 0;
            throw Errors.at(
                    Location.at(source, line, column, null),
                    ErrorClass.JSON_MALFORMED,
                    "the line is not valid JSON: " + FeedErrors.jacksonSaid(firstLine(e.getMessage())),
                    "Write one Debezium message per line: the value, or the key, a tab and the value");
        }
        if (values.isEmpty() || values.size() > 2) {
            throw Errors.at(
                    Location.at(source, line, 0, null),
                    ErrorClass.JSON_MALFORMED,
                    "the line holds " + values.size() + " JSON values; a message is a value, or a key and a value",
                    "Write one Debezium message per line: the value, or the key, a tab and the value");
        }
        JsonNode key = values.size() == 2 ? values.get(0) : NullNode.getInstance();
        JsonNode value = values.get(values.size() - 1);
        if (values.size() == 1 && (isKeyValuePair(value) || isToolRecord(value))) {
            JsonNode record = value;
            key = embedded(record.get("key"), "key", source, line);
            value = embedded(record.has("value") ? record.get("value") : record.get("payload"), "value", source, line);
        }
        JsonNode schema = NullNode.getInstance();
        boolean valueWrapped = isWrapped(value);
        if (valueWrapped) {
            schema = value.get("schema");
            value = value.get("payload");
        }
        boolean keyWrapped = isWrapped(key);
        if (keyWrapped) {
            key = key.get("payload");
        }
        return new DebeziumMessage(
                line,
                key == null ? NullNode.getInstance() : key,
                value == null ? NullNode.getInstance() : value,
                schema == null ? NullNode.getInstance() : schema,
                keyWrapped,
                valueWrapped);
    }

    boolean isTombstone() {
        return value.isNull();
    }

    /** The full envelope has {@code op}; ExtractNewRecordState's flat row has {@code __op} or {@code __deleted}. */
    boolean isEnvelope() {
        return value.has("op") && (value.has("after") || value.has("before") || value.has("source"));
    }

    boolean isFlattened() {
        return value.isObject() && !isEnvelope();
    }

    /**
     * Whether the file's first line is a Kafka message as a dump writes it: a key and a value, a tool's record of one,
     * or a change event. A first message of another topic (a heartbeat, a transaction's BEGIN) or one that is not
     * JSON still makes the file a dump, so the reader names it at its line; read as plain JSON lines, a dump's table
     * was its records' topic, offset and text, with exit 0.
     */
    static boolean looksLikeOne(String firstLine) {
        try {
            List<JsonNode> values = new ArrayList<>(2);
            try (MappingIterator<JsonNode> it = JSON.readValues(firstLine)) {
                while (it.hasNextValue() && values.size() < 3) {
                    values.add(it.nextValue());
                }
            }
            if (values.size() == 2 || (values.size() == 1 && isToolRecord(values.get(0)))) {
                return true;
            }
            DebeziumMessage m = parse(firstLine, "", 1);
            return m.isTombstone()
                    ? firstLine.contains("\t") || firstLine.contains("\"key\"")
                    : m.isEnvelope() || m.value.has("__op") || m.value.has("__deleted");
        } catch (RuntimeException | IOException e) {
            return false;
        }
    }

    /**
     * A Kafka tool's record of one message: kcat {@code -J} ({@code payload}) or {@code rpk topic consume} ({@code
     * value}), beside the record's topic, partition and offset. Read as a plain JSON-lines feed, its columns were
     * topic, offset and the message as one text, and the table was nonsense with exit 0.
     */
    private static boolean isToolRecord(JsonNode node) {
        // rpk leaves a tombstone's value out rather than writing null.
        return node.isObject() && node.has("topic") && node.has("partition") && node.has("offset");
    }

    /** The key or value a record holds as JSON text (as both tools write it), or as JSON. */
    private static JsonNode embedded(JsonNode held, String part, String source, int line) {
        if (held == null || !held.isTextual()) {
            return held;
        }
        try {
            return JSON.readTree(held.asText());
        } catch (IOException e) {
            throw Errors.at(
                    Location.at(source, line, 0, part),
                    ErrorClass.JSON_MALFORMED,
                    "the record's " + part + " is not JSON: " + FeedErrors.jacksonSaid(firstLine(e.getMessage())),
                    held.asText().startsWith("Struct{")
                            ? "Kafka Connect's StringConverter wrote it (Struct{…}): set the JsonConverter for the "
                                    + part + " (" + part
                                    + ".converter), or dump the records without their keys, and the"
                                    + " preset keys by the row's id"
                            : "Dump a topic the JsonConverter wrote (Avro or Protobuf messages need their schema"
                                    + " registry's deserializer, e.g. kcat -s avro -r <registry>)");
        }
    }

    private static boolean isKeyValuePair(JsonNode node) {
        return node.isObject() && node.size() == 2 && node.has("key") && node.has("value");
    }

    private static boolean isWrapped(JsonNode node) {
        return node != null
                && node.isObject()
                && node.has("payload")
                && (node.size() == 1 || (node.size() == 2 && node.has("schema")));
    }

    private static String firstLine(String message) {
        int nl = message == null ? -1 : message.indexOf('\n');
        return nl < 0 ? String.valueOf(message) : message.substring(0, nl);
    }
}
