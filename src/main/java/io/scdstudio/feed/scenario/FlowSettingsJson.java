package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.feed.values.TextValues;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
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
    static final List<String> CDC_PARAMETERS = with("keys", FlowParameters.CDC_SETTINGS, List.of());
    static final List<String> SNAPSHOT_PARAMETERS =
            with("keys", FlowParameters.SNAPSHOT_SETTINGS, List.of("snapshots"));
    private static final Set<String> NAMING = Set.of("target", "source", "name", "once");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private FlowSettingsJson() {}

    /** A CDC flow when the object has {@code sequence_by}, else a snapshot flow. */
    public static FlowSettings fromJson(JsonNode flow, String file) {
        return flow.has(FlowParameters.SEQUENCE_BY) ? cdcFromJson(flow, file) : snapshotFromJson(flow, file);
    }

    public static CdcFlowSettings cdcFromJson(JsonNode flow, String file) {
        JsonFields f = fields(flow, file, CDC_PARAMETERS);
        // Read in the order of the fields, so the first problem reported stays the same.
        String target = f.string("target", "target");
        String source = f.string("source", "source");
        return CdcFlowSettings.builder(keys(f), sequenceBy(f))
                .target(target)
                .source(source)
                .applyAsDeletes(f.optString(FlowParameters.APPLY_AS_DELETES))
                .applyAsTruncates(f.optString(FlowParameters.APPLY_AS_TRUNCATES))
                .columnList(f.optStringList(FlowParameters.COLUMN_LIST))
                .exceptColumnList(f.optStringList(FlowParameters.EXCEPT_COLUMN_LIST))
                .storedAsScdType(scdType(f))
                .trackHistoryColumnList(f.optStringList(FlowParameters.TRACK_HISTORY_COLUMN_LIST))
                .trackHistoryExceptColumnList(f.optStringList(FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST))
                .ignoreNullUpdates(f.bool(FlowParameters.IGNORE_NULL_UPDATES))
                .ignoreNullUpdatesColumnList(f.optStringList(FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST))
                .ignoreNullUpdatesExceptColumnList(
                        f.optStringList(FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST))
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
                f.optStringList(FlowParameters.TRACK_HISTORY_COLUMN_LIST),
                f.optStringList(FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST),
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
            o.set(FlowParameters.TRACK_HISTORY_COLUMN_LIST, optList(snap.trackHistoryColumnList()));
            o.set(FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST, optList(snap.trackHistoryExceptColumnList()));
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
        o.set(FlowParameters.SEQUENCE_BY, seq.struct() ? list(seq.columns()) : NODES.textNode(seq.column()));
        o.set(FlowParameters.APPLY_AS_DELETES, optText(cdc.applyAsDeletes()));
        o.set(FlowParameters.APPLY_AS_TRUNCATES, optText(cdc.applyAsTruncates()));
        o.set(FlowParameters.COLUMN_LIST, optList(cdc.columnList()));
        o.set(FlowParameters.EXCEPT_COLUMN_LIST, optList(cdc.exceptColumnList()));
        putScdType(o, cdc.storedAsScdType());
        o.set(FlowParameters.TRACK_HISTORY_COLUMN_LIST, optList(cdc.trackHistoryColumnList()));
        o.set(FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST, optList(cdc.trackHistoryExceptColumnList()));
        o.put(FlowParameters.IGNORE_NULL_UPDATES, cdc.ignoreNullUpdates());
        o.set(FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST, optList(cdc.ignoreNullUpdatesColumnList()));
        o.set(FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST, optList(cdc.ignoreNullUpdatesExceptColumnList()));
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
        JsonNode n = f.require(FlowParameters.SEQUENCE_BY, "Name the sequence column, e.g. \"sequence_by\": \"seq\"");
        if (n.isTextual()) {
            return SequenceBy.column(n.asText());
        }
        List<String> names = f.stringList(FlowParameters.SEQUENCE_BY, n);
        if (names.isEmpty()) {
            throw f.error(FlowParameters.SEQUENCE_BY, "the list names no column", "Name at least one sequence column");
        }
        return SequenceBy.struct(names);
    }

    /** 1, 2, "1", "2" or null; other whole numbers are kept so validation can name them. */
    private static Optional<Integer> scdType(JsonFields f) {
        return f.find(FlowParameters.STORED_AS_SCD_TYPE).map(n -> {
            String text = n.asText().trim();
            Long v = (n.isIntegralNumber() || n.isTextual()) ? TextValues.parseLong(text) : null;
            if (v == null || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw f.error(
                        FlowParameters.STORED_AS_SCD_TYPE,
                        "expected 1, 2 or null, found " + n,
                        "Write 1 for SCD type 1, 2 for SCD type 2, or null for the default");
            }
            return v.intValue();
        });
    }

    private static void putScdType(ObjectNode o, Optional<Integer> type) {
        o.set(
                FlowParameters.STORED_AS_SCD_TYPE,
                type.<JsonNode>map(NODES::numberNode).orElse(NODES.nullNode()));
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

    private static List<String> with(String first, List<String> settings, List<String> last) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(settings);
        all.addAll(last);
        return List.copyOf(all);
    }
}
