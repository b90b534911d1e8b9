package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.InferredFeed;
import io.scdstudio.feed.InferredSchema;
import io.scdstudio.feed.JsonLine;
import io.scdstudio.feed.JsonLinesFeedReader;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
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
            java.util.Base64.getEncoder()
                    .encodeToString(UNAVAILABLE.getBytes(java.nio.charset.StandardCharsets.US_ASCII)),
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
        requirePositionsThatOrder(feed);
        // ExtractNewRecordState writes __deleted as "true" or "false"; another value would not match the delete
        // condition and would be read as an upsert.
        ChangeCodes.require(feed, "__deleted", List.of("true", "false"), true, "Debezium's ExtractNewRecordState");
        return new FormatRead(
                this,
                feed,
                inference,
                Optional.of(DebeziumPreset.of(flat, feed.schema())),
                flat.notes(),
                Optional.of(DebeziumSourceView.of(flat, feed.schema(), title())));
    }

    /**
     * The log positions the preset sequences by must order as the database orders them: a PostgreSQL LSN written
     * as text ('800' after '1000') or MySQL binlog names whose numbers differ in width ('mysql-bin.9' after
     * 'mysql-bin.10') would reorder changes silently.
     */
    private static void requirePositionsThatOrder(ChangeFeed feed) {
        for (String lsn : List.of("__source_lsn", "__lsn")) {
            ChangeCodes.requireNumbers(
                    feed,
                    lsn,
                    "the PostgreSQL connector writes source.lsn as a number; as text '800' would sort after '1000'",
                    "Write lsn as a JSON number (the connector's own JSON does), or declare the column as bigint in"
                            + " a scenario's schema");
        }
        for (String lsn : List.of("__source_commit_lsn", "__source_change_lsn", "__commit_lsn", "__change_lsn")) {
            feed.schema().find(lsn).ifPresent(c -> {
                String why = "the SQL Server connector's LSNs (0000002d:00000758:0003) order as text only in one width"
                        + " and one case";
                String hint = "Write the LSNs as the connector does: fixed-width hex, upper case";
                ChangeCodes.requireOneWidth(feed, c.name(), why, hint);
                ChangeCodes.requireOneCase(feed, c.name(), why, hint);
            });
        }
        for (String serial : List.of("__source_event_serial_no", "__event_serial_no")) {
            ChangeCodes.requireNumbers(
                    feed,
                    serial,
                    "the SQL Server connector writes event_serial_no as a number; as text '10' would sort before '9'",
                    "Write event_serial_no as a JSON number, as the connector does");
        }
        for (String file : List.of("__source_file", "__file")) {
            feed.schema()
                    .find(file)
                    .ifPresent(c -> ChangeCodes.requireOneWidth(
                            feed,
                            c.name(),
                            "MySQL binlog file names order as text only when their numbers have one width"
                                    + " (mysql-bin.000009 before mysql-bin.000010)",
                            "Write the binlog names as MySQL does, zero-padded to one width"));
        }
    }

    /** The flat rows made so far, and what the preset needs to know about them. */
    static final class Flattening {
        final String source;
        final List<JsonLine> rows = new ArrayList<>();
        final Set<String> rowColumns = new LinkedHashSet<>();
        final Set<String> keyFields = new LinkedHashSet<>();
        final Set<String> unavailable = new LinkedHashSet<>();
        final Map<String, Integer> opCounts = new LinkedHashMap<>();
        private String firstTable;
        DebeziumTypes types = DebeziumTypes.of(JsonNodeFactory.instance.objectNode());
        DebeziumPosition position;
        boolean flattenedForm;
        String firstForm;
        int firstFormLine;
        boolean valueWrapped;
        boolean keyWrapped;
        boolean hasSourceTs;
        int tombstones;
        int messages;
        int unavailableValues;
        final ExplicitNulls explicitNulls = new ExplicitNulls();
        /** Whether each key's last message (by its Kafka key's text) was a delete. */
        private final Map<String, Boolean> lastDelete = new java.util.HashMap<>();
        /** Whether the dump's last message was a delete, for a tombstone written without its key. */
        private Boolean lastMessageWasDelete;

        Flattening(String source) {
            this.source = source;
        }

        void add(DebeziumMessage m) {
            if (m.isTombstone()) {
                requireDeleteBefore(m);
                tombstones++;
                return;
            }
            JsonNode v = m.value();
            if (!m.valueWrapped() && v.has("schema") && !v.has("payload")) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, "payload"),
                        ErrorClass.JSON_MALFORMED,
                        "the message has a schema and no payload; the JsonConverter writes {schema, payload}",
                        "Dump the topic unedited: the row is in payload, beside its schema");
            }
            if (!v.has("op") && v.has("op_type") && (v.has("before") || v.has("after"))) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, "op_type"),
                        ErrorClass.JSON_MALFORMED,
                        "the line is an Oracle GoldenGate operation (op_type, before/after), not a Debezium change"
                                + " event (op, before/after, source)",
                        "Open the file with --format goldengate-json, or without --format to have it detected");
            }
            if (!v.has("op") && (v.has("before") || v.has("after")) && v.has("source")) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, "op"),
                        ErrorClass.JSON_MALFORMED,
                        "the envelope (before, after, source) has no op, which says whether it is an insert,"
                                + " update or delete",
                        "Dump the topic unedited: every Debezium change event has op (c, u, d, r or t)");
            }
            if (keyFields.isEmpty() && m.key().isObject()) {
                m.key().fieldNames().forEachRemaining(keyFields::add);
                keyWrapped = m.keyWrapped();
            }
            valueWrapped |= m.valueWrapped();
            if (!types.known() && m.valueSchema().isObject()) {
                try {
                    types = DebeziumTypes.of(m.valueSchema());
                } catch (DebeziumTypes.BadSchema e) {
                    throw Errors.at(
                            Location.at(source, m.line(), 0, "schema"),
                            ErrorClass.JSON_MALFORMED,
                            e.getMessage(),
                            "Dump the topic with the connector's own schema (value.converter.schemas.enable=true),"
                                    + " unedited");
                }
                if (types.columns().keySet().stream().anyMatch(String::isBlank)) {
                    throw Errors.at(
                            Location.at(source, m.line(), 0, "schema"),
                            ErrorClass.JSON_MALFORMED,
                            "the envelope's schema lists a row field with no name",
                            "Dump the topic with the "
                                    + "connector's own schema (value.converter.schemas.enable=true), unedited");
                }
            }
            String form = formOf(m);
            if (firstForm == null) {
                firstForm = form;
                firstFormLine = m.line();
            } else if (!form.equals(firstForm)) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, null),
                        ErrorClass.JSON_MALFORMED,
                        "the message is " + form + ", and line " + firstFormLine + " is " + firstForm
                                + "; one dump holds one form, or the preset reads half the file wrongly (an"
                                + " envelope's deletes as upserts)",
                        "Dump the topic again in one form, or split the file by form and open each");
            }
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

        /** The message's form, in words: envelope or flattened, with its schema beside it or not. */
        private static String formOf(DebeziumMessage m) {
            return (m.isEnvelope() ? "a change event envelope" : "a flattened row (ExtractNewRecordState)")
                    + (m.valueWrapped() ? " wrapped in {schema, payload}" : " without its schema");
        }

        /**
         * A tombstone follows its key's delete event; where the key's last message is not one, the delete itself was
         * left out (ExtractNewRecordState with delete.handling.mode=none, or delete.tombstone.handling.mode=tombstone),
         * and dropping the tombstone would keep a deleted key. A tombstone has no position to order it by, so it
         * cannot stand in for the delete.
         */
        private void requireDeleteBefore(DebeziumMessage m) {
            // Without a key, the tombstone can only follow the message it ends: the one before it in the dump.
            Boolean lastWasDelete = m.key().isNull()
                    ? lastMessageWasDelete
                    : lastDelete.get(m.key().toString());
            if (lastWasDelete != null && !lastWasDelete) {
                throw Errors.at(
                        Location.at(source, m.line(), 0, null),
                        ErrorClass.JSON_MALFORMED,
                        "a tombstone for " + (m.key().isNull() ? "a message without a key" : "key " + m.key())
                                + " with no delete event before it: the key's delete was"
                                + " left out of the topic, and a tombstone carries no position to order it by, so"
                                + " the key would stay in the table",
                        "Have ExtractNewRecordState keep deletes as rows (delete.tombstone.handling.mode=rewrite or"
                                + " rewrite-with-tombstone; before Debezium 2.5, delete.handling.mode=rewrite), or"
                                + " dump the full envelope");
            }
        }

        private void addEnvelope(DebeziumMessage m) {
            JsonNode v = m.value();
            String op = v.path("op").asText();
            lastDelete.put(m.key().toString(), op.equals("d"));
            lastMessageWasDelete = op.equals("d");
            if (op.equals("u") && v.path("before").isObject() && v.path("after").isObject()) {
                for (String k : keyFields.isEmpty() ? guessedKey(v.path("after")) : keyFields) {
                    JsonNode was = v.path("before").get(k);
                    JsonNode is = v.path("after").get(k);
                    if (was != null && is != null && !was.isNull() && !was.equals(is)) {
                        // Read as an update of the new key, the old key would stay in the table.
                        throw Errors.at(
                                Location.at(source, m.line(), 0, "before." + k),
                                ErrorClass.JSON_MALFORMED,
                                "the update changes the key " + k + " from " + was + " to " + is + "; as one row it"
                                        + " would leave the old key in the table",
                                "Debezium writes a key change as a delete and a create; check the message key is"
                                        + " the table's primary key (message.key.columns), or dump the topic as the"
                                        + " connector wrote it");
                    }
                }
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
            JsonNode src = v.path("source");
            // An incremental snapshot's reads are taken while changes stream, at their own log position: only the
            // initial snapshot's reads come before every streamed change.
            flat.put(
                    "__phase",
                    op.equals("r") && !src.path("snapshot").asText("").equals("incremental") ? 0 : 1);
            if (position == null && src.isObject()) {
                position = DebeziumPosition.of(src);
            }
            requireOneTable(src, m.line());
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
            keepBatch(m, flat);
            rows.add(new JsonLine(m.line(), flat));
        }

        /** Without a message key, the field the preset will guess as the key (id, else the first *id). */
        private static List<String> guessedKey(JsonNode after) {
            List<String> names = new ArrayList<>();
            after.fieldNames().forEachRemaining(names::add);
            return Presets.idLike(names).map(List::of).orElse(List.of());
        }

        /**
         * One topic is one table; a dump of several (a regex topic, a merged file) would let one table's rows
         * overwrite another's with the same key.
         */
        private void requireOneTable(JsonNode src, int line) {
            if (!src.has("table")) {
                return;
            }
            String table = String.join(
                    ".",
                    src.path("db").asText(""),
                    src.path("schema").asText(""),
                    src.path("table").asText(""));
            if (firstTable == null) {
                firstTable = table;
            } else if (!firstTable.equals(table)) {
                throw Errors.at(
                        Location.at(source, line, 0, "source.table"),
                        ErrorClass.JSON_MALFORMED,
                        "the change is of table " + table + " where the lines before are of " + firstTable
                                + "; one flow reads one table, and rows of two with one key would overwrite each other",
                        "Dump one table's topic per file");
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
            lastMessageWasDelete = (flat.has("__op")
                            && flat.get("__op").asText().equals("d"))
                    || (flat.has("__deleted") && flat.get("__deleted").asText().equals("true"));
            lastDelete.put(m.key().toString(), lastMessageWasDelete);
            if (flat.has("__op")) {
                if (flat.get("__op").asText().equals("u")) {
                    m.value().fields().forEachRemaining(e -> {
                        if (!e.getKey().startsWith("__")) {
                            explicitNulls.seen(e.getKey(), e.getValue(), m.line());
                        }
                    });
                }
                opCounts.merge(flat.get("__op").asText(), 1, Integer::sum);
                flat.put("__phase", flat.get("__op").asText().equals("r") ? 0 : 1);
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
            List<Column> columns = new ArrayList<>();
            types.columns().forEach((name, type) -> columns.add(new Column(name, type)));
            Set<String> meta = new LinkedHashSet<>();
            for (JsonLine l : rows) {
                l.object().fieldNames().forEachRemaining(n -> {
                    if (n.startsWith("__") && !n.equals("__batch")) {
                        meta.add(n);
                    }
                });
            }
            for (String n : meta) {
                columns.add(new Column(n, metadataType(n)));
            }
            return Schema.of(columns.toArray(Column[]::new));
        }

        private DataType metadataType(String column) {
            return switch (column) {
                case "__op",
                        "__source_file",
                        "__source_commit_lsn",
                        "__source_change_lsn",
                        "__deleted",
                        "__table",
                        "__db" -> DataType.STRING;
                case "__phase", "__source_row" -> DataType.INT;
                default -> firstValueIsText(column) ? DataType.STRING : DataType.BIGINT;
            };
        }

        private boolean firstValueIsText(String column) {
            for (JsonLine l : rows) {
                JsonNode v = l.object().get(column);
                if (v != null && !v.isNull()) {
                    return !v.isIntegralNumber();
                }
            }
            return true;
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
