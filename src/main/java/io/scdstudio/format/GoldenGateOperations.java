package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.feed.json.JsonLine;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A GoldenGate file's operations made into flat rows, one at a time, with what the preset needs to know of them. */
final class GoldenGateOperations {
    private static final String MISSING = "_isMissing";

    final List<JsonLine> rows = new ArrayList<>();
    final Set<String> columns = new LinkedHashSet<>();
    final Set<String> missing = new LinkedHashSet<>();
    final List<String> keys = new ArrayList<>();
    int truncates;
    /** Each row's after-image for an insert or update (null for the others), to find the columns it left out. */
    private final List<ObjectNode> images = new ArrayList<>();

    private final ExplicitNulls explicitNulls = new ExplicitNulls();
    private final String display;

    GoldenGateOperations(String display) {
        this.display = display;
    }

    /** One operation, the JSON object on {@code line}. */
    void add(JsonNode op, int line) {
        String type = op.path("op_type").asText("");
        if (!List.of("I", "U", "D", "T").contains(type)) {
            throw Errors.at(
                    Location.at(display, line, 0, "op_type"),
                    ErrorClass.JSON_MALFORMED,
                    "op_type is '" + type + "'; GoldenGate writes I, U, D or T",
                    "Check the line is a " + "GoldenGate JSON operation (the JSON formatter's op mode)");
        }
        requireOneKey(op, line);
        if (type.equals("U") && op.path("before").isObject() && op.path("after").isObject()) {
            requireKeyKept(op, line);
        }
        JsonNode image = type.equals("D") ? op.path("before") : op.path("after");
        ObjectNode flat = JsonNodeFactory.instance.objectNode();
        if (image.isObject()) {
            copyImage(image, type, flat, line);
        } else if (!type.equals("T")) {
            throw Errors.at(
                    Location.at(display, line, 0, type.equals("D") ? "before" : "after"),
                    ErrorClass.JSON_MALFORMED,
                    "an operation of type " + type + " has no " + (type.equals("D") ? "before" : "after") + " image",
                    "Write operations with their images (the JSON formatter's default)");
        }
        truncates += type.equals("T") ? 1 : 0;
        flat.put("__op_type", type);
        for (String f : List.of("op_ts", "pos", "table", "current_ts")) {
            if (op.has(f)) {
                flat.set("__" + f, op.get(f));
            }
        }
        images.add(type.equals("I") || type.equals("U") ? flat : null);
        rows.add(new JsonLine(line, flat));
    }

    /** The first operation's primary_keys are the flow's; a later one that names others is refused. */
    private void requireOneKey(JsonNode op, int line) {
        if (keys.isEmpty()) {
            op.path("primary_keys").forEach(k -> keys.add(k.asText()));
        } else if (op.has("primary_keys")) {
            List<String> these = new ArrayList<>();
            op.path("primary_keys").forEach(k -> these.add(k.asText()));
            if (!these.equals(keys)) {
                throw Errors.at(
                        Location.at(display, line, 0, "primary_keys"),
                        ErrorClass.JSON_MALFORMED,
                        "primary_keys is " + these + " where the lines before have " + keys + "; one flow has one key",
                        "Split the file by table, or check that the table's key did not change");
            }
        }
    }

    private void requireKeyKept(JsonNode op, int line) {
        for (String k : keys) {
            JsonNode was = op.path("before").get(k);
            JsonNode is = op.path("after").get(k);
            if (was != null && is != null && !was.equals(is)) {
                // Read as an update of the new key, the old key would stay in the table.
                throw Errors.at(
                        Location.at(display, line, 0, k),
                        ErrorClass.JSON_MALFORMED,
                        "the update changes the key " + k + " from " + was + " to " + is + "; as one row it"
                                + " would leave the old key in the table",
                        "Write key updates as a delete and an insert (the GoldenGate handler's"
                                + " pkUpdateHandling=delete-insert)");
            }
        }
    }

    /** The image's columns into the flat row; one marked {@code _isMissing} is NULL there and noted as missing. */
    private void copyImage(JsonNode image, String type, ObjectNode flat, int line) {
        Iterator<Map.Entry<String, JsonNode>> it = image.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getKey().endsWith(MISSING)) {
                columns.add(e.getKey());
                boolean gone = image.path(e.getKey() + MISSING).asBoolean(false);
                flat.set(e.getKey(), gone ? null : e.getValue());
                if (gone && !type.equals("D")) {
                    missing.add(e.getKey());
                } else if (type.equals("U")) {
                    explicitNulls.seen(e.getKey(), e.getValue(), line);
                }
            }
        }
    }

    /**
     * After the last operation: a column an insert or update left out of its image was not supplied, as one marked
     * missing was not.
     */
    void addLeftOutColumns() {
        for (ObjectNode flat : images) {
            if (flat != null) {
                columns.stream().filter(c -> !flat.has(c)).forEach(missing::add); // left out: not supplied
            }
        }
    }

    /** What the user should know: the columns read as not supplied, and the NULLs that then go unseen. */
    List<String> notes() {
        List<String> notes = new ArrayList<>();
        if (!missing.isEmpty()) {
            notes.add(String.join(", ", missing) + " were missing from some updates (compressed updates send "
                    + "changed columns only): read as not supplied, so an update keeps their earlier values.");
            explicitNulls
                    .lostUnder(
                            missing,
                            "Have GoldenGate write every column on an update (full supplemental logging, "
                                    + "compressed updates off), or take the column out of "
                                    + "ignore_null_updates_column_list if the NULL matters more than the left-out "
                                    + "values.")
                    .ifPresent(notes::add);
        }
        return notes;
    }
}
