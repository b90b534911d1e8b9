package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import io.scdstudio.feed.csv.CsvTableReader;
import io.scdstudio.feed.values.ValueParser;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the snapshots a snapshot scenario lists in {@code flow.snapshots} ({@code {"version": 1, "file":
 * "snapshots/1.csv"}}), in processing order, each typed by the declared schema.
 */
final class SnapshotSeriesReader {
    private SnapshotSeriesReader() {}

    static SnapshotFeed read(Path folder, String folderName, JsonFields root, JsonFields flow, Schema schema) {
        JsonNode list = flow.require(
                "snapshots",
                "List the snapshots, e.g. \"snapshots\": [{\"version\": 1, " + "\"file\": \"snapshots/1.csv\"}]");
        if (!list.isArray()) {
            throw flow.error("snapshots", "expected a list, found " + list, "Write a JSON list of {version, file}");
        }
        DataType versionType = versionType(root, list);
        List<Snapshot> snapshots = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonFields entry = new JsonFields(list.get(i), root.file(), "flow.snapshots[" + i + "].");
            if (!list.get(i).isObject()) {
                throw entry.error(
                        "", "expected an object, found " + list.get(i), "Write {\"version\": ..., \"file\": ...}");
            }
            snapshots.add(snapshot(folder, folderName, entry, versionType, schema));
        }
        return new SnapshotFeed(schema, versionType, snapshots);
    }

    private static Snapshot snapshot(
            Path folder, String folderName, JsonFields entry, DataType versionType, Schema schema) {
        JsonNode v = entry.require("version", "Give every snapshot a version");
        Object version =
                ValueParser.parse(v.asText(), versionType, Location.at(entry.file(), 0, 0, entry.prefix() + "version"));
        if (version == null) {
            throw entry.error(
                    "version",
                    "the version is empty",
                    "Write a " + versionType + " version such as " + ValueParser.example(versionType));
        }
        String file = entry.optString("file")
                .orElseThrow(() -> entry.error(
                        "file",
                        "the field is missing",
                        "Name the snapshot's CSV file, e.g. \"file\": \"snapshots/1.csv\""));
        Path path = folder.resolve(file).normalize();
        if (!path.startsWith(folder.normalize())) {
            throw entry.error(
                    "file",
                    "'" + file + "' lies outside the scenario folder",
                    "Keep snapshot files inside the scenario folder, e.g. snapshots/1.csv");
        }
        CsvTableReader.Rows rows = CsvTableReader.read(path, folderName + "/" + file, header -> {
            header.requireSchema(schema);
            return schema;
        });
        return new Snapshot(version, file, rows.table().rows(), rows.lines());
    }

    /** {@code snapshot_version_type}, or by the first version's JSON type: a number is bigint, else timestamp. */
    private static DataType versionType(JsonFields root, JsonNode list) {
        return root.optString("snapshot_version_type")
                .map(t -> {
                    try {
                        return DataType.parse(t);
                    } catch (IllegalArgumentException e) {
                        throw root.error("snapshot_version_type", e.getMessage(), "Write bigint or timestamp");
                    }
                })
                .orElseGet(() -> list.isEmpty() || list.get(0).path("version").isNumber()
                        ? DataType.BIGINT
                        : DataType.TIMESTAMP);
    }
}
