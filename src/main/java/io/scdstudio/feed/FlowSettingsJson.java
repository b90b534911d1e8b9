package io.scdstudio.feed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Converts between the {@code flow} object of {@code case.json} (parameters keyed by their Python names)
 * and {@link FlowSettings}. Writing puts every parameter of the scenario format in the conformance README's
 * order, {@code null}/{@code false} when unused; {@code target}, {@code source}, {@code name} and
 * {@code once}, which scenario folders leave out, are written only when they differ from the defaults.
 */
public final class FlowSettingsJson {
    static final List<String> CDC_PARAMETERS = List.of(
            "keys",
            "sequence_by",
            "apply_as_deletes",
            "apply_as_truncates",
            "column_list",
            "except_column_list",
            "stored_as_scd_type",
            "track_history_column_list",
            "track_history_except_column_list",
            "ignore_null_updates",
            "ignore_null_updates_column_list",
            "ignore_null_updates_except_column_list");
    static final List<String> SNAPSHOT_PARAMETERS = List.of(
            "keys", "stored_as_scd_type", "track_history_column_list", "track_history_except_column_list", "snapshots");
    private static final Set<String> NAMING = Set.of("target", "source", "name", "once");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private FlowSettingsJson() {}

    /** A CDC flow when the object has {@code sequence_by}, else a snapshot flow. */
    public static FlowSettings fromJson(JsonNode flow, String file) {
        return flow.has("sequence_by") ? cdcFromJson(flow, file) : snapshotFromJson(flow, file);
    }

    public static CdcFlowSettings cdcFromJson(JsonNode flow, String file) {
        JsonFields f = fields(flow, file, CDC_PARAMETERS);
        // Read in the order of the fields, so the first problem reported stays the same.
        String target = f.string("target", "target");
        String source = f.string("source", "source");
        return CdcFlowSettings.builder(keys(f), sequenceBy(f))
                .target(target)
                .source(source)
                .applyAsDeletes(f.optString("apply_as_deletes"))
                .applyAsTruncates(f.optString("apply_as_truncates"))
                .columnList(f.optStringList("column_list"))
                .exceptColumnList(f.optStringList("except_column_list"))
                .storedAsScdType(scdType(f))
                .trackHistoryColumnList(f.optStringList("track_history_column_list"))
                .trackHistoryExceptColumnList(f.optStringList("track_history_except_column_list"))
                .ignoreNullUpdates(f.bool("ignore_null_updates"))
                .ignoreNullUpdatesColumnList(f.optStringList("ignore_null_updates_column_list"))
                .ignoreNullUpdatesExceptColumnList(f.optStringList("ignore_null_updates_except_column_list"))
                .name(f.optString("name"))
                .once(f.bool("once"))
                .build();
    }

    /** The snapshot flow's parameters; the {@code snapshots} list belongs to the feed and is read there. */
    public static SnapshotFlowSettings snapshotFromJson(JsonNode flow, String file) {
        JsonFields f = fields(flow, file, SNAPSHOT_PARAMETERS);
        return new SnapshotFlowSettings(
                f.string("target", "target"),
                f.string("source", "source"),
                keys(f),
                scdType(f),
                f.optStringList("track_history_column_list"),
                f.optStringList("track_history_except_column_list"),
                f.optString("name"),
                f.bool("once"));
    }

    /** The flow object; a snapshot flow's {@code snapshots} list is left for the caller to add. */
    public static ObjectNode toJson(FlowSettings flow) {
        ObjectNode o = NODES.objectNode();
        putIfSet(o, "target", flow.target(), "target");
        if (flow instanceof CdcFlowSettings cdc) {
            putIfSet(o, "source", cdc.source(), "source");
            writeCdc(o, cdc);
            putNaming(o, cdc.name(), cdc.once());
        } else if (flow instanceof SnapshotFlowSettings snap) {
            putIfSet(o, "source", snap.source(), "source");
            o.set("keys", list(snap.keys()));
            putScdType(o, snap.storedAsScdType());
            o.set("track_history_column_list", optList(snap.trackHistoryColumnList()));
            o.set("track_history_except_column_list", optList(snap.trackHistoryExceptColumnList()));
            putNaming(o, snap.name(), snap.once());
        }
        return o;
    }

    /** The flow object as indented JSON text, for printing a design. */
    public static String toText(FlowSettings flow) {
        return JsonText.pretty(toJson(flow));
    }

    private static void writeCdc(ObjectNode o, CdcFlowSettings cdc) {
        o.set("keys", list(cdc.keys()));
        SequenceBy seq = cdc.sequenceBy();
        o.set("sequence_by", seq.struct() ? list(seq.columns()) : NODES.textNode(seq.column()));
        o.set("apply_as_deletes", optText(cdc.applyAsDeletes()));
        o.set("apply_as_truncates", optText(cdc.applyAsTruncates()));
        o.set("column_list", optList(cdc.columnList()));
        o.set("except_column_list", optList(cdc.exceptColumnList()));
        putScdType(o, cdc.storedAsScdType());
        o.set("track_history_column_list", optList(cdc.trackHistoryColumnList()));
        o.set("track_history_except_column_list", optList(cdc.trackHistoryExceptColumnList()));
        o.put("ignore_null_updates", cdc.ignoreNullUpdates());
        o.set("ignore_null_updates_column_list", optList(cdc.ignoreNullUpdatesColumnList()));
        o.set("ignore_null_updates_except_column_list", optList(cdc.ignoreNullUpdatesExceptColumnList()));
    }

    private static JsonFields fields(JsonNode flow, String file, List<String> known) {
        JsonFields f = new JsonFields(flow, file, "flow.");
        if (!flow.isObject()) {
            throw f.error("", "the flow is not a JSON object", "Write the flow parameters as a JSON object");
        }
        flow.fieldNames().forEachRemaining(name -> {
            if (!known.contains(name) && !NAMING.contains(name)) {
                throw f.error(
                        name, "unknown flow parameter", "Use the Python parameter names: " + String.join(", ", known));
            }
        });
        return f;
    }

    private static List<String> keys(JsonFields f) {
        return f.stringList("keys", f.require("keys", "List the key columns, e.g. \"keys\": [\"id\"]"));
    }

    private static SequenceBy sequenceBy(JsonFields f) {
        JsonNode n = f.require("sequence_by", "Name the sequence column, e.g. \"sequence_by\": \"seq\"");
        if (n.isTextual()) {
            return SequenceBy.column(n.asText());
        }
        List<String> names = f.stringList("sequence_by", n);
        if (names.isEmpty()) {
            throw f.error("sequence_by", "the list names no column", "Name at least one sequence column");
        }
        return SequenceBy.struct(names);
    }

    /** 1, 2, "1", "2" or null; other whole numbers are kept so validation can name them. */
    private static Optional<Integer> scdType(JsonFields f) {
        return f.find("stored_as_scd_type").map(n -> {
            String text = n.asText().trim();
            Long v = (n.isIntegralNumber() || n.isTextual()) ? TextValues.parseLong(text) : null;
            if (v == null || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw f.error(
                        "stored_as_scd_type",
                        "expected 1, 2 or null, found " + n,
                        "Write 1 for SCD type 1, 2 for SCD type 2, or null for the default");
            }
            return v.intValue();
        });
    }

    private static void putScdType(ObjectNode o, Optional<Integer> type) {
        o.set("stored_as_scd_type", type.<JsonNode>map(NODES::numberNode).orElse(NODES.nullNode()));
    }

    private static void putIfSet(ObjectNode o, String field, String value, String byDefault) {
        if (!value.equals(byDefault)) {
            o.put(field, value);
        }
    }

    private static void putNaming(ObjectNode o, Optional<String> name, boolean once) {
        name.ifPresent(n -> o.put("name", n));
        if (once) {
            o.put("once", true);
        }
    }

    private static JsonNode optText(Optional<String> text) {
        return text.<JsonNode>map(NODES::textNode).orElse(NODES.nullNode());
    }

    private static JsonNode optList(Optional<List<String>> names) {
        return names.<JsonNode>map(FlowSettingsJson::list).orElse(NODES.nullNode());
    }

    static ArrayNode list(List<String> names) {
        ArrayNode a = NODES.arrayNode();
        names.forEach(a::add);
        return a;
    }
}
