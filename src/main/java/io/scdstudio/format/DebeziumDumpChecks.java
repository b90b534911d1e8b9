package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import io.scdstudio.feed.Preset;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The checks that refuse a Debezium dump its flat rows would read wrongly: a message of another format, forms or
 * tables mixed in one dump, an update that changes its key, a tombstone with no delete before it.
 */
final class DebeziumDumpChecks {
    private final String source;
    private String firstForm;
    private int firstFormLine;
    private String firstTable;
    /** Whether each key's last message (by its Kafka key's text) was a delete. */
    private final Map<String, Boolean> lastDelete = new HashMap<>();
    /** Whether the dump's last message was a delete, for a tombstone written without its key. */
    private Boolean lastMessageWasDelete;

    DebeziumDumpChecks(String source) {
        this.source = source;
    }

    /** A message that is not a tombstone must be a Debezium change as the connector wrote it. */
    void requireChangeEvent(DebeziumMessage m) {
        JsonNode v = m.value();
        otherTopics(m).ifPresent(what -> {
            throw Errors.at(
                    Location.at(source, m.line(), 0, null),
                    ErrorClass.JSON_MALFORMED,
                    "the message is " + what + ", not a change event of the table",
                    "Dump the table's topic alone: these messages carry no row, and read as one they made a row of"
                            + " their own fields");
        });
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
    }

    /** The row's types from the message's value schema, which must name every field. */
    DebeziumTypes typesOf(DebeziumMessage m) {
        DebeziumTypes types;
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
        return types;
    }

    /**
     * Each message carries its own schema: one whose row differs from the first's (a Decimal's scale after an ALTER, a
     * timestamp's precision, a column added or dropped) would have its values decoded by the first's, 1234.5678 read
     * as 123456.78. The dump stops at the first message typed otherwise.
     */
    void requireSameRow(DebeziumTypes first, int firstLine, DebeziumMessage m) {
        DebeziumTypes here = typesOf(m);
        first.differenceFrom(here).ifPresent(difference -> {
            throw Errors.at(
                    Location.at(source, m.line(), 0, "schema"),
                    ErrorClass.JSON_MALFORMED,
                    "the message's schema types the row otherwise than line " + firstLine + "'s: " + difference
                            + "; its values would be read by the first schema",
                    "Split the dump where the table's schema changed and open each part as its own feed, or set"
                            + " decimal.handling.mode=string on the connector if only a decimal's scale changed");
        });
    }

    /** Every message in the form of the first: the preset reads one form, and another's deletes as upserts. */
    /**
     * Messages the connector writes to its other topics, which a dump of several topics mixes in: a transaction's
     * BEGIN or END, a heartbeat, a schema change. Each had no op, so it read as a flattened row.
     */
    private static Optional<String> otherTopics(DebeziumMessage m) {
        JsonNode v = m.value();
        if (v.has("op") || v.has("__op") || v.has("__deleted")) {
            return Optional.empty();
        }
        String status = v.path("status").asText("");
        if ((status.equals("BEGIN") || status.equals("END"))
                && v.has("id")
                && (v.has("event_count") || v.has("data_collections"))) {
            return Optional.of("a transaction's " + status + " (provide.transaction.metadata), from the connector's"
                    + " transaction topic");
        }
        if (v.has("ddl") || v.has("tableChanges") || v.has("historyRecord")) {
            return Optional.of("a schema change event (ddl, tableChanges), from the connector's schema change topic");
        }
        if ((v.isObject() && v.size() == 1 && v.has("ts_ms")) || m.key().has("serverName")) {
            return Optional.of("a heartbeat (heartbeat.interval.ms), from the connector's heartbeat topic");
        }
        return Optional.empty();
    }

    void requireOneForm(DebeziumMessage m) {
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
    }

    /** The message's form, in words: envelope or flattened, with its schema beside it or not. */
    private static String formOf(DebeziumMessage m) {
        return (m.isEnvelope() ? "a change event envelope" : "a flattened row (ExtractNewRecordState)")
                + (m.valueWrapped() ? " wrapped in {schema, payload}" : " without its schema");
    }

    /** Notes whether the message was a delete, which a tombstone after it must follow. */
    void seen(DebeziumMessage m, boolean delete) {
        lastDelete.put(m.key().toString(), delete);
        lastMessageWasDelete = delete;
    }

    /**
     * A tombstone follows its key's delete event; where the key's last message is not one, the delete itself was
     * left out (ExtractNewRecordState with delete.handling.mode=none, or delete.tombstone.handling.mode=tombstone),
     * and dropping the tombstone would keep a deleted key. A tombstone has no position to order it by, so it
     * cannot stand in for the delete.
     */
    void requireDeleteBefore(DebeziumMessage m) {
        // Without a key, the tombstone can only follow the message it ends: the one before it in the dump.
        Boolean lastWasDelete =
                m.key().isNull() ? lastMessageWasDelete : lastDelete.get(m.key().toString());
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

    /** An update keeps its key: the message key's fields, else the one the preset will guess. */
    void requireKeyKept(DebeziumMessage m, Set<String> keyFields) {
        JsonNode v = m.value();
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

    /** Without a message key, the field the preset will guess as the key (id, else the first *id). */
    static List<String> guessedKey(JsonNode after) {
        List<String> names = new ArrayList<>();
        after.fieldNames().forEachRemaining(names::add);
        return Preset.idLike(names).map(List::of).orElse(List.of());
    }

    /**
     * One topic is one table; a dump of several (a regex topic, a merged file) would let one table's rows
     * overwrite another's with the same key.
     */
    void requireOneTable(JsonNode src, int line) {
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
}
