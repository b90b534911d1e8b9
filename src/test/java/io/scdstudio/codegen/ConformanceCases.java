package io.scdstudio.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Test-only reader of the conformance suite's {@code case.json}: just the {@code schema} and {@code flow}
 * that codegen needs (the feed package owns the full scenario reader). Case files carry no table names, so
 * every flow gets the target and source names the caller gives.
 */
public final class ConformanceCases {
    private static final ObjectMapper JSON = new ObjectMapper();

    public record Case(String id, Schema schema, FlowSettings flow) {
        @Override
        public String toString() {
            return id;
        }
    }

    private ConformanceCases() {}

    static Path directory() {
        return io.scdstudio.ConformanceSuite.dir();
    }

    static boolean available() {
        return Files.isDirectory(directory());
    }

    /** Every case of the suite, sorted by folder name; empty when the suite is absent. */
    public static List<Case> all() {
        if (!available()) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(directory())) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("case.json")))
                    .sorted()
                    .map(d -> read(d.resolve("case.json"), "target", "source"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The case whose folder name starts with the id and a dash. */
    static Case byId(String id, String target, String source) {
        try (Stream<Path> dirs = Files.list(directory())) {
            Path dir = dirs.filter(d -> d.getFileName().toString().startsWith(id + "-"))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no conformance case " + id));
            return read(dir.resolve("case.json"), target, source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Case read(Path caseJson, String target, String source) {
        try {
            JsonNode root = JSON.readTree(caseJson.toFile());
            Schema schema = schema(root.get("schema"));
            JsonNode flow = root.get("flow");
            FlowSettings settings = "snapshot".equals(root.get("source").asText())
                    ? snapshotFlow(flow, target, source)
                    : cdcFlow(flow, target, source);
            return new Case(root.get("id").asText(), schema, settings);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Schema schema(JsonNode node) {
        List<Column> columns = new ArrayList<>();
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            columns.add(new Column(f.getKey(), DataType.parse(f.getValue().asText())));
        }
        return new Schema(columns);
    }

    private static CdcFlowSettings cdcFlow(JsonNode f, String target, String source) {
        JsonNode seq = f.get("sequence_by");
        SequenceBy sequence =
                seq.isArray() ? SequenceBy.struct(strings(seq).orElseThrow()) : SequenceBy.column(seq.asText());
        return CdcFlowSettings.builder(strings(f.get("keys")).orElseThrow(), sequence)
                .target(target)
                .source(source)
                .applyAsDeletes(text(f.get("apply_as_deletes")))
                .applyAsTruncates(text(f.get("apply_as_truncates")))
                .columnList(strings(f.get("column_list")))
                .exceptColumnList(strings(f.get("except_column_list")))
                .storedAsScdType(scdType(f))
                .trackHistoryColumnList(strings(f.get("track_history_column_list")))
                .trackHistoryExceptColumnList(strings(f.get("track_history_except_column_list")))
                .ignoreNullUpdates(f.path("ignore_null_updates").asBoolean(false))
                .ignoreNullUpdatesColumnList(strings(f.get("ignore_null_updates_column_list")))
                .ignoreNullUpdatesExceptColumnList(strings(f.get("ignore_null_updates_except_column_list")))
                .build();
    }

    private static SnapshotFlowSettings snapshotFlow(JsonNode f, String target, String source) {
        return new SnapshotFlowSettings(
                target,
                source,
                strings(f.get("keys")).orElseThrow(),
                scdType(f),
                strings(f.get("track_history_column_list")),
                strings(f.get("track_history_except_column_list")),
                Optional.empty(),
                false);
    }

    private static Optional<Integer> scdType(JsonNode f) {
        JsonNode t = f.get("stored_as_scd_type");
        return t == null || t.isNull() ? Optional.empty() : Optional.of(t.asInt());
    }

    private static Optional<String> text(JsonNode n) {
        return n == null || n.isNull() ? Optional.empty() : Optional.of(n.asText());
    }

    private static Optional<List<String>> strings(JsonNode n) {
        if (n == null || n.isNull()) {
            return Optional.empty();
        }
        List<String> values = new ArrayList<>();
        n.forEach(v -> values.add(v.asText()));
        return Optional.of(List.copyOf(values));
    }
}
