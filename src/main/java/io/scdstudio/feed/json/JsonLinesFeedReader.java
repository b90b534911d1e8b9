package io.scdstudio.feed.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.BatchCollector;
import io.scdstudio.feed.csv.CsvHeader;
import io.scdstudio.feed.values.ColumnProfile;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.feed.values.SchemaInference;
import io.scdstudio.feed.values.ValueParser;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a change feed of one JSON object per line (blank lines skipped), in arrival order. An optional
 * {@code __batch} field numbers the micro-batches, on every line or on none. A field missing from a line is
 * NULL. Values are typed by the declared schema, or by one inferred from the JSON value types.
 */
public final class JsonLinesFeedReader {
    /**
     * Parses a line at a time, with its parsers' buffers from a pool of its own: the default pool's thread-local
     * lookup was a quarter of reading a million short lines.
     */
    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
                    .recyclerPool(JsonRecyclerPools.newConcurrentDequePool())
                    .build())
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            // 1.0 as written: stripped to 1, a message about a key of 1 and 1.0 quoted both as '1'.
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    /** A line read whole: anything after its one value is an error, never silently dropped. */
    private static final ObjectReader ONE_VALUE = JSON.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private JsonLinesFeedReader() {}

    public static ChangeFeed read(Path file, Schema schema) {
        return read(TextFiles.open(file), TextFiles.nameOf(file), schema);
    }

    public static InferredFeed readInferring(Path file) {
        return readInferring(TextFiles.open(file), TextFiles.nameOf(file));
    }

    /** Reads and closes {@code in}; {@code source} names the file in the feed and in messages. */
    public static ChangeFeed read(Reader in, String source, Schema schema) {
        return new JsonLinesTyper(JSON, source, schema).read(in);
    }

    /** Types objects already read (and perhaps flattened by a feed format) by {@code schema}. */
    public static ChangeFeed fromObjects(List<JsonLine> lines, String source, Schema schema) {
        for (JsonLine l : lines) {
            l.object().fieldNames().forEachRemaining(name -> requireKnown(schema, name, l.line(), source));
        }
        return new ChangeFeed(source, schema, batches(lines, source, schema));
    }

    /**
     * Reads and closes {@code in}, choosing each column's type from its values first. The lines are kept as text,
     * not as a million trees: a tree per line is made to learn the types and dropped, then the lines are typed as
     * {@link #read(Reader, String, Schema)} types them.
     */
    public static InferredFeed readInferring(Reader in, String source) {
        List<String> texts = nonBlankLines(in, source);
        Map<String, ColumnProfile> profiles = new LinkedHashMap<>();
        FieldSpelling spelling = new FieldSpelling();
        ScdException unnamed = null;
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i) != null) {
                // Broken JSON on any line is reported before a field without a name, as reading all lines first does.
                ObjectNode object = parseObject(texts.get(i), source, i + 1);
                spelling.add(object::fieldNames, i + 1);
                if (unnamed == null) {
                    unnamed = profile(object, i + 1, profiles, source);
                }
            }
        }
        if (unnamed != null) {
            throw unnamed;
        }
        requireSomeField(profiles, texts, source);
        spelling.check(source);
        InferredSchema inferred = SchemaInference.infer(List.copyOf(profiles.values()));
        JsonLinesTyper typer = new JsonLinesTyper(JSON, source, inferred.schema());
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i) != null) {
                typer.add(texts.get(i), i + 1);
            }
        }
        return new InferredFeed(typer.feed(), inferred);
    }

    /**
     * A file with no line, or whose objects have no field ({@code {}}), has no column to key or order by: said so
     * here, at the file, rather than met later as a design with no columns.
     */
    private static void requireSomeField(Map<String, ColumnProfile> profiles, List<String> texts, String source) {
        if (!profiles.isEmpty()) {
            return;
        }
        boolean noLines = texts.stream().allMatch(Objects::isNull);
        throw Errors.at(
                Location.file(source),
                ErrorClass.JSON_MALFORMED,
                noLines
                        ? "the file is empty: it holds no JSON object, one change event per line"
                        : "the file's objects have no fields ({}), so there is no column to key or order events by",
                "Write one JSON object per line with the row's columns, such as {\"id\": 1, \"name\": \"Ann\","
                        + " \"seq\": 1}");
    }

    /** Types objects already read (and perhaps flattened by a feed format) by a schema inferred from them. */
    public static InferredFeed fromObjectsInferring(List<JsonLine> lines, String source) {
        Map<String, ColumnProfile> profiles = new LinkedHashMap<>();
        for (JsonLine l : lines) {
            ScdException unnamed = profile(l.object(), l.line(), profiles, source);
            if (unnamed != null) {
                throw unnamed;
            }
        }
        InferredSchema inferred = SchemaInference.infer(List.copyOf(profiles.values()));
        ChangeFeed feed = new ChangeFeed(source, inferred.schema(), batches(lines, source, inferred.schema()));
        return new InferredFeed(feed, inferred);
    }

    /** Adds the object's values to their columns' profiles; the error for a field without a name, if any. */
    private static ScdException profile(
            ObjectNode object, int line, Map<String, ColumnProfile> profiles, String source) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (e.getKey().isBlank()) {
                return Errors.at(
                        Location.at(source, line, 0, null),
                        ErrorClass.HEADER_INVALID,
                        "a field has an empty name, which cannot be a column",
                        "Give every field a name");
            }
            if (!e.getKey().equals(CsvHeader.BATCH)) {
                if (!profiles.containsKey(e.getKey())) {
                    requireOneSpelling(e.getKey(), profiles, line, source);
                }
                ColumnProfile p = profiles.computeIfAbsent(e.getKey(), ColumnProfile::new);
                if (!e.getValue().isNull()) {
                    p.observeJson(e.getValue(), line);
                }
            }
        }
        return null;
    }

    /**
     * Column names are one name whatever their case, as Spark compares them: {@code ID} beside {@code id} (on one line
     * or on two) would be two columns of one name, which stopped every command with an internal error.
     */
    private static void requireOneSpelling(String name, Map<String, ColumnProfile> profiles, int line, String source) {
        for (ColumnProfile p : profiles.values()) {
            if (p.name().equalsIgnoreCase(name)) {
                throw Errors.at(
                        Location.at(source, line, 0, name),
                        ErrorClass.HEADER_INVALID,
                        "the field '" + name + "' and the field '" + p.name() + "' (on this line or one before)"
                                + " differ only in case: a column's name is one name whatever its case, as in Spark,"
                                + " so the two cannot be two columns",
                        "Spell the field one way on every line ('" + p.name() + "'), or rename one of the two");
            }
        }
    }

    private static List<Batch> batches(List<JsonLine> lines, String source, Schema schema) {
        boolean numbered = !lines.isEmpty() && lines.get(0).object().has(CsvHeader.BATCH);
        BatchCollector batches = new BatchCollector(source);
        for (JsonLine l : lines) {
            JsonNode batch = l.object().get(CsvHeader.BATCH);
            requireBatchAsFirstLine(batch, numbered, source, l.line());
            int number = numbered ? batches.batchNumber(batch.asText(), l.line(), 0) : 1;
            batches.add(number, row(l, source, schema), l.line());
        }
        return batches.batches(!numbered);
    }

    /** Every line has a {@code __batch} if the first has one, and none if it has none. */
    static void requireBatchAsFirstLine(JsonNode batch, boolean numbered, String source, int line) {
        if ((batch != null) != numbered) {
            throw Errors.at(
                    Location.at(source, line, 0, CsvHeader.BATCH),
                    ErrorClass.BATCH_INVALID,
                    numbered
                            ? "this line has no __batch while the first line has one"
                            : "this line has a __batch while the first line has none",
                    "Give every line a __batch field, or none");
        }
    }

    private static Row row(JsonLine l, String source, Schema schema) {
        Object[] values = new Object[schema.size()];
        for (int i = 0; i < values.length; i++) {
            JsonNode node = l.object().get(schema.column(i).name());
            values[i] = node == null || node.isNull() ? null : value(node, schema.column(i), source, l.line());
        }
        return Row.adopt(values);
    }

    static Object value(JsonNode node, Column column, String source, int line) {
        String text = node.isBigDecimal()
                ? node.decimalValue().toPlainString()
                : node.isValueNode() ? node.asText() : node.toString();
        boolean quoted = node.isTextual() || node.isContainerNode();
        return ValueParser.parseAt(text, quoted, column.type(), source, line, 0, column.name());
    }

    static void requireKnown(Schema schema, String name, int line, String source) {
        if (!name.equals(CsvHeader.BATCH) && !schema.names().contains(name)) {
            throw Errors.at(
                    Location.at(source, line, 0, name),
                    ErrorClass.HEADER_INVALID,
                    "field '" + name + "' is not a column of the schema (" + String.join(", ", schema.names()) + ")",
                    "Remove the field, rename it to a schema column, or add it to the schema");
        }
    }

    /** Every non-blank line of {@code in} (closed after) as a JSON object; anything else is an error at its line. */
    public static List<JsonLine> readLines(Reader in, String source) {
        List<String> texts = nonBlankLines(in, source);
        List<JsonLine> lines = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i) != null) {
                lines.add(new JsonLine(i + 1, parseObject(texts.get(i), source, i + 1)));
            }
        }
        return lines;
    }

    /** The lines of {@code in} (closed after), the first without its byte order mark; a blank line is null. */
    private static List<String> nonBlankLines(Reader in, String source) {
        List<String> texts = new ArrayList<>();
        TextFiles.forEachLine(in, source, (text, number) -> {
            while (texts.size() < number - 1) {
                texts.add(null);
            }
            texts.add(text);
        });
        return texts;
    }

    static ScdException malformed(JsonProcessingException e, String source, int line) {
        int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
        Matcher duplicate = Pattern.compile("Duplicate field '(.*)'").matcher(String.valueOf(e.getOriginalMessage()));
        if (duplicate.find()) {
            // Read leniently, the last value silently won.
            return Errors.at(
                    Location.at(source, line, column, duplicate.group(1)),
                    ErrorClass.JSON_MALFORMED,
                    "the object has the field '" + duplicate.group(1)
                            + "' twice, so which value is meant cannot be told",
                    "Keep one " + duplicate.group(1) + " on the line");
        }
        String said = FeedErrors.jacksonSaid(e.getOriginalMessage());
        if (said.contains("close marker for Array")) {
            return Errors.at(
                    Location.at(source, line, column, null),
                    ErrorClass.JSON_MALFORMED,
                    "the line opens a JSON array that does not close on it: the file looks like one JSON array,"
                            + " and a feed is JSON lines, one object per line",
                    "Turn the array into JSON lines, e.g. jq -c '.[]' " + source + " > feed.jsonl");
        }
        if (said.contains("close marker for Object")) {
            return Errors.at(
                    Location.at(source, line, column, null),
                    ErrorClass.JSON_MALFORMED,
                    "the line opens a JSON object that does not close on it: the file looks like JSON spread over"
                            + " several lines (pretty-printed, as rpk topic consume writes by default), and a feed is"
                            + " JSON lines, one object per line",
                    "Write each object on one line, e.g. jq -c . " + source + " > feed.jsonl");
        }
        return Errors.at(
                Location.at(source, line, column, null),
                ErrorClass.JSON_MALFORMED,
                "the line is not valid JSON: " + said,
                "Write one complete JSON object per line, e.g. {\"id\": 1, \"name\": \"Ann\"}");
    }

    /** Whether Jackson stopped because a value was followed by another (a reader with FAIL_ON_TRAILING_TOKENS). */
    public static boolean isMoreAfterTheValue(JsonProcessingException e) {
        return e instanceof MismatchedInputException
                && e.getOriginalMessage() != null
                && e.getOriginalMessage().startsWith("Trailing token");
    }

    /**
     * A line that goes on after its JSON object: a second object pasted on the same line would otherwise be lost
     * without a word, and with it a change.
     */
    public static ScdException moreAfterTheObject(String source, int line, int column) {
        return Errors.at(
                Location.at(source, line, column, null),
                ErrorClass.JSON_MALFORMED,
                "the line goes on after its JSON object" + (column > 0 ? " (at column " + column + ")" : "")
                        + ", and what follows would be lost",
                "Put each JSON object on a line of its own, with nothing after it; a Kafka dump with a key and a value on"
                        + " each line is read with --format debezium-json");
    }

    static ObjectNode parseObject(String text, String source, int line) {
        JsonNode node;
        try {
            node = ONE_VALUE.readTree(text);
        } catch (JsonProcessingException e) {
            throw isMoreAfterTheValue(e)
                    ? moreAfterTheObject(
                            source,
                            line,
                            e.getLocation() == null ? 0 : e.getLocation().getColumnNr())
                    : malformed(e, source, line);
        }
        if (!(node instanceof ObjectNode object)) {
            throw Errors.at(
                    Location.at(source, line, 0, null),
                    ErrorClass.JSON_MALFORMED,
                    "the line holds a JSON " + node.getNodeType().name().toLowerCase(Locale.ROOT) + ", not an object",
                    "Write one JSON object per line, e.g. {\"id\": 1, \"name\": \"Ann\"}");
        }
        return object;
    }
}
