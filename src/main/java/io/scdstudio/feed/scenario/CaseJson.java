package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SnapshotFeed;
import java.util.List;
import java.util.Optional;

/** Builds {@code case.json} for a scenario, in the field order of the conformance cases. */
final class CaseJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private CaseJson() {}

    /** @param snapshotFiles for a snapshot scenario, the file each snapshot is written to, in order */
    static String text(Scenario s, List<String> snapshotFiles, Optional<String> format) {
        ObjectNode o = NODES.objectNode();
        o.put("id", s.id());
        o.put("title", s.title());
        o.put("pins", s.pins());
        o.put("provenance", s.provenance());
        o.set("rules", FlowSettingsJson.list(s.rules()));
        format.ifPresent(f -> o.put("format", f));
        o.set("schema", SchemaJson.write(s.feed().schema()));
        ObjectNode flow = FlowSettingsJson.toJson(s.flow());
        if (s.feed() instanceof SnapshotFeed snapshots) {
            o.put("source", "snapshot");
            o.put("snapshot_version_type", snapshots.versionType().sqlName());
            flow.set("snapshots", snapshotList(snapshots, snapshotFiles));
        } else {
            o.put("source", "cdc");
        }
        o.set("flow", flow);
        o.set("expect_error", text(s.expectError()));
        o.set("expect_warnings", FlowSettingsJson.list(s.expectWarnings()));
        if (!s.simulateTombstoneGcBeforeBatches().isEmpty()) {
            ArrayNode batches = o.putArray("simulate_tombstone_gc_before_batches");
            s.simulateTombstoneGcBeforeBatches().forEach(batches::add);
        }
        s.notes().ifPresent(n -> o.put("notes", n));
        return JsonText.pretty(o);
    }

    private static ArrayNode snapshotList(SnapshotFeed feed, List<String> files) {
        ArrayNode list = NODES.arrayNode();
        for (int i = 0; i < feed.snapshots().size(); i++) {
            ObjectNode entry = list.addObject();
            entry.set("version", version(feed.snapshots().get(i).version()));
            entry.put("file", files.get(i));
        }
        return list;
    }

    private static JsonNode version(Object v) {
        if (v instanceof Long n) {
            return NODES.numberNode(n);
        }
        return NODES.textNode(CanonicalText.render(v));
    }

    private static JsonNode text(Optional<String> value) {
        return value.<JsonNode>map(NODES::textNode).orElse(NODES.nullNode());
    }
}
