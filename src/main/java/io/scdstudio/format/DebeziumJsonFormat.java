package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import io.scdstudio.feed.json.JsonLine;
import io.scdstudio.feed.json.JsonLinesFeedReader;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SourceView;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Debezium change events, one Kafka message per line: the full envelope ({@code before}, {@code after}, {@code op},
 * {@code source}, {@code ts_ms}; with or without the JsonConverter's {@code schema}/{@code payload} wrapper; with
 * the message key when the dump has it) or ExtractNewRecordState's flat rows ({@code __op}, {@code __deleted},
 * {@code __source_*}). Each change becomes a flat row: {@code after}, or {@code before} for a delete, plus
 * {@code __op}, {@code __phase} (0 for a snapshot read, 1 for a streamed change) and the connector's log position
 * as {@code __source_*} columns. Tombstones (a null value after a delete) and logical-decoding messages are
 * dropped; {@code __debezium_unavailable_value} (an unchanged TOAST value) becomes NULL, which the preset's
 * ignore-null list then reads as "not supplied".
 */
public final class DebeziumJsonFormat implements FeedFormat {
    static final String UNAVAILABLE = "__debezium_unavailable_value";

    /**
     * How the placeholder comes in columns that are not text: base64 of its bytes in a bytea column, a one-element
     * array in an array column (DBZ-4941). Each is read as not supplied, as the text form is.
     */
    static final List<String> UNAVAILABLE_FORMS = List.of(
            UNAVAILABLE,
            Base64.getEncoder().encodeToString(UNAVAILABLE.getBytes(StandardCharsets.US_ASCII)),
            "[\"" + UNAVAILABLE + "\"]");

    static boolean isUnavailable(JsonNode v) {
        if (v == null) {
            return false;
        }
        if (v.isTextual()) {
            return UNAVAILABLE_FORMS.subList(0, 2).contains(v.asText());
        }
        return v.isArray()
                && v.size() == 1
                && v.get(0).isTextual()
                && v.get(0).asText().equals(UNAVAILABLE);
    }

    @Override
    public String id() {
        return "debezium-json";
    }

    @Override
    public String title() {
        return "Debezium change events (JSON lines: envelope, schema/payload, or ExtractNewRecordState rows)";
    }

    @Override
    public String inputFile() {
        return "input.jsonl";
    }

    @Override
    public boolean recognises(FileSample sample) {
        return sample.looksLikeJson() && DebeziumMessage.looksLikeOne(sample.firstLine());
    }

    @Override
    public FormatRead read(Path file, String display, Optional<Schema> schema) {
        Flattening flat = new Flattening(display);
        RawLines.forEach(file, display, l -> flat.add(DebeziumMessage.parse(l.text(), display, l.number())));
        if (flat.rows.isEmpty()) {
            throw Errors.at(
                    Location.file(display),
                    ErrorClass.SCENARIO_INVALID,
                    "the file holds no change events (" + flat.dropped() + ")",
                    "Dump the topic with its values, e.g. kcat -C -t <topic> -e -K'\\t'");
        }
        ChangeFeed feed;
        Optional<InferredSchema> inference = Optional.empty();
        if (schema.isPresent()) {
            feed = JsonLinesFeedReader.fromObjects(flat.rows, display, schema.get());
        } else if (flat.types.known()) {
            feed = JsonLinesFeedReader.fromObjects(flat.rows, display, flat.schema());
        } else {
            InferredFeed inferred = JsonLinesFeedReader.fromObjectsInferring(flat.rows, display);
            feed = inferred.feed();
            inference = Optional.of(inferred.inference());
        }
        DebeziumPositionChecks.requirePositionsThatOrder(feed);
        // ExtractNewRecordState writes __deleted as "true" or "false"; another value would not match the delete
        // condition and would be read as an upsert.
        ChangeCodes.require(feed, "__deleted", List.of("true", "false"), true, "Debezium's ExtractNewRecordState");
        Preset preset = DebeziumPreset.of(flat, feed.schema());
        flat.snapshots.requirePositions(feed, preset);
        SourceView view = DebeziumSourceView.of(flat, feed.schema(), title());
        return new FormatRead(
                this,
                feed,
                inference,
                Optional.of(preset),
                flat.notes(),
                Optional.of(flat.snapshots.unportable().map(view::unportable).orElse(view)));
    }

    /** The flat rows made so far, and what the preset needs to know about them. */
    static final class Flattening {
        final String source;
        final List<JsonLine> rows = new ArrayList<>();
        final Set<String> rowColumns = new LinkedHashSet<>();
        final Set<String> keyFields = new LinkedHashSet<>();
        final Set<String> unavailable = new LinkedHashSet<>();
        final Map<String, Integer> opCounts = new LinkedHashMap<>();
        DebeziumTypes types = DebeziumTypes.of(JsonNodeFactory.instance.objectNode());
        /** Where the row's types were read, and the schema read: a later message's own schema must type it alike. */
        private int typesLine;

        private JsonNode typesSchema;
        DebeziumPosition position;
        boolean flattenedForm;
        boolean valueWrapped;
        boolean keyWrapped;
        boolean hasSourceTs;
        int tombstones;
        int messages;
        int unavailableValues;
        final ExplicitNulls explicitNulls = new ExplicitNulls();
        final DebeziumSnapshots snapshots;
        private final DebeziumDumpChecks checks;

        Flattening(String source) {
            this.source = source;
            this.checks = new DebeziumDumpChecks(source);
            this.snapshots = new DebeziumSnapshots(source);
        }

        void add(DebeziumMessage m) {
            if (m.isTombstone()) {
                checks.requireDeleteBefore(m);
                tombstones++;
                return;
            }
            checks.requireChangeEvent(m);
            if (keyFields.isEmpty() && m.key().isObject()) {
                m.key().fieldNames().forEachRemaining(keyFields::add);
                keyWrapped = m.keyWrapped();
            }
            valueWrapped |= m.valueWrapped();
            if (!types.known() && m.valueSchema().isObject()) {
                types = checks.typesOf(m);
                typesLine = m.line();
                typesSchema = m.valueSchema();
            } else if (types.known()
                    && m.valueSchema().isObject()
                    && !m.valueSchema().equals(typesSchema)) {
                checks.requireSameRow(types, typesLine, m);
            }
            checks.requireOneForm(m);
            try {
                addMessage(m);
            } catch (DebeziumTypes.BadValue e) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, e.column),
                        ErrorClass.VALUE_NOT_OF_TYPE,
                        e.getMessage(),
                        "Fix the value, or dump the topic as the connector wrote it");
            }
        }

        private void addMessage(DebeziumMessage m) {
            if (m.isEnvelope()) {
                addEnvelope(m);
            } else if (m.isFlattened()) {
                addFlattened(m);
            } else {
                throw Errors.at(
                        Location.at(source, m.line(), 0, null),
                        ErrorClass.JSON_MALFORMED,
                        "the message is neither a Debezium envelope (op with before/after) nor a flattened row",
                        "Dump the connector's topic as it is, or with ExtractNewRecordState (add.fields=op)");
            }
        }

        private void addEnvelope(DebeziumMessage m) {
            JsonNode v = m.value();
            String op = v.path("op").asText();
            checks.seen(m, op.equals("d"));
            if (op.equals("u") && v.path("before").isObject() && v.path("after").isObject()) {
                checks.requireKeyKept(m, keyFields);
            }
            opCounts.merge(op, 1, Integer::sum);
            if (op.equals("m")) {
                messages++;
                return;
            }
            if (!List.of("c", "u", "d", "r", "t").contains(op)) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, "op"),
                        ErrorClass.JSON_MALFORMED,
                        "op is '" + op + "'; Debezium writes c, u, d, r, t or m",
                        "Check the line is a Debezium change event");
            }
            JsonNode row = op.equals("d") ? v.path("before") : v.path("after");
            if (op.equals("d") && !row.isObject() && m.key().isObject()) {
                row = m.key(); // REPLICA IDENTITY DEFAULT with no before-image: the key still names the row
            }
            if (!op.equals("t") && !row.isObject()) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, op.equals("d") ? "before" : "after"),
                        ErrorClass.JSON_MALFORMED,
                        "a change with op '" + op + "' has no " + (op.equals("d") ? "before" : "after") + " row",
                        "Dump the topic with the connector's full envelope");
            }
            ObjectNode flat = JsonNodeFactory.instance.objectNode();
            if (row.isObject()) {
                copyRow(row, flat);
                if (op.equals("u")) {
                    row.fields().forEachRemaining(e -> explicitNulls.seen(e.getKey(), e.getValue(), m.line()));
                }
            }
            flat.put("__op", op);
            addSourceColumns(m, op, flat);
            keepBatch(m, flat);
            rows.add(new JsonLine(m.line(), flat));
        }

        /** The envelope's phase, log position and times as the flat row's metadata columns. */
        private void addSourceColumns(DebeziumMessage m, String op, ObjectNode flat) {
            JsonNode v = m.value();
            int line = m.line();
            JsonNode src = v.path("source");
            // An incremental snapshot's reads are taken while changes stream, at their own log position: only the
            // initial snapshot's reads come before every streamed change.
            JsonNode row = op.equals("d") ? v.path("before") : v.path("after");
            flat.put(
                    "__phase",
                    snapshots.phase(
                            m,
                            row.isObject() ? row : null,
                            op,
                            src.path("snapshot").asText("").equals("incremental")));
            if (position == null && src.isObject()) {
                position = DebeziumPosition.of(src);
            }
            checks.requireOneTable(src, line);
            if (position != null) {
                for (String f : position.fields()) {
                    JsonNode pv = src.get(f);
                    flat.set(DebeziumPosition.column(f), pv == null ? null : position.value(f, pv));
                }
            }
            if (src.has("ts_ms")) {
                hasSourceTs = true;
                flat.set("__source_ts_ms", src.get("ts_ms"));
            }
            if (v.has("ts_ms")) {
                flat.set("__ts_ms", v.get("ts_ms"));
            }
        }

        private void addFlattened(DebeziumMessage m) {
            flattenedForm = true;
            ObjectNode flat = JsonNodeFactory.instance.objectNode();
            Iterator<Map.Entry<String, JsonNode>> it = m.value().fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().startsWith("__")) {
                    flat.set(e.getKey(), addedField(e.getKey(), e.getValue()));
                } else {
                    rowColumns.add(e.getKey());
                    flat.set(e.getKey(), available(e.getKey(), types.convert(e.getKey(), e.getValue())));
                }
            }
            checks.seen(
                    m,
                    (flat.has("__op") && flat.get("__op").asText().equals("d"))
                            || (flat.has("__deleted")
                                    && flat.get("__deleted").asText().equals("true")));
            if (flat.has("__op")) {
                if (flat.get("__op").asText().equals("u")) {
                    m.value().fields().forEachRemaining(e -> {
                        if (!e.getKey().startsWith("__")) {
                            explicitNulls.seen(e.getKey(), e.getValue(), m.line());
                        }
                    });
                }
                opCounts.merge(flat.get("__op").asText(), 1, Integer::sum);
                flat.put(
                        "__phase",
                        snapshots.phase(m, m.value(), flat.get("__op").asText(), false));
            }
            rows.add(new JsonLine(m.line(), flat));
        }

        /** A field add.fields put in the row; Oracle's SCNs become numbers, as in the envelope's source block. */
        private static JsonNode addedField(String name, JsonNode v) {
            return switch (name) {
                case "__scn", "__commit_scn", "__source_scn", "__source_commit_scn" ->
                    DebeziumPosition.ORACLE.value("scn", v);
                default -> v;
            };
        }

        private void copyRow(JsonNode row, ObjectNode flat) {
            Iterator<Map.Entry<String, JsonNode>> it = row.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                rowColumns.add(e.getKey());
                flat.set(e.getKey(), available(e.getKey(), types.convert(e.getKey(), e.getValue())));
            }
        }

        private JsonNode available(String column, JsonNode v) {
            if (isUnavailable(v)) {
                unavailable.add(column);
                unavailableValues++;
                return null;
            }
            return v;
        }

        private static void keepBatch(DebeziumMessage m, ObjectNode flat) {
            if (m.value().has("__batch")) {
                flat.set("__batch", m.value().get("__batch"));
            }
        }

        /** The envelope schema's row columns, then the metadata columns the flat rows carry. */
        Schema schema() {
            return DebeziumFlatSchema.of(types, rows);
        }

        String dropped() {
            return tombstones + " tombstone(s) and " + messages + " logical-decoding message(s) dropped";
        }

        List<String> notes() {
            List<String> notes = new ArrayList<>();
            if (tombstones > 0) {
                notes.add(tombstones + " tombstone(s) dropped: Kafka's null value after a delete only lets "
                        + "compaction forget the key; the delete event before it is kept.");
            }
            snapshots.note().ifPresent(notes::add);
            if (messages > 0) {
                notes.add(messages + " logical-decoding message(s) (op 'm') dropped: they carry no row.");
            }
            if (unavailableValues > 0) {
                notes.add(unavailableValues + " value(s) of " + String.join(", ", unavailable) + " came as "
                        + UNAVAILABLE + " (an unchanged TOAST value PostgreSQL did not send) and are read as not "
                        + "supplied: the preset keeps the earlier value through ignore_null_updates_column_list, "
                        + "which also keeps it over a real NULL; REPLICA IDENTITY FULL sends every value.");
                explicitNulls
                        .lostUnder(
                                unavailable,
                                "Set REPLICA IDENTITY FULL on the table so every value is sent, or take the column "
                                        + "out of ignore_null_updates_column_list if the NULL matters more than the "
                                        + "unsent values.")
                        .ifPresent(notes::add);
            }
            return notes;
        }
    }
}
