package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.values.StructTypes;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.NearestName;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SourceView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Reads a scenario folder as the conformance README describes it: {@code case.json}, the change feed
 * {@code input.csv} or the snapshots the flow lists, and every expected table. Messages name files as
 * {@code <folder>/<file>}; the feed itself names its files relative to the folder, so a scenario read
 * from two places is equal.
 */
public final class ScenarioReader {
    public static final String CASE_FILE = "case.json";
    public static final String INPUT_FILE = "input.csv";
    /** A setting written twice would silently take its last value, so a duplicate key is an error at its place. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private ScenarioReader() {}

    public static boolean isScenarioFolder(Path folder) {
        return Files.isDirectory(folder) && Files.isRegularFile(folder.resolve(CASE_FILE));
    }

    public static Scenario read(Path folder) {
        return readWithSourceView(folder).scenario();
    }

    /** A scenario as it was read, and, when its case.json names a CDC format, that format's reading as Spark SQL. */
    /**
     * The path a user's pointing means: a scenario's {@code case.json} means its folder (a file chooser, a drop or
     * a file manager hands over the file), anything else itself. Every way in asks here, through the loader.
     */
    public static Path folderOf(Path path) {
        Path name = path.getFileName();
        if (name == null || !name.toString().equals(CASE_FILE)) {
            return path;
        }
        Path parent = path.toAbsolutePath().getParent();
        return path.getParent() != null ? path.getParent() : parent;
    }

    public record Read(Scenario scenario, Optional<SourceView> sourceView) {}

    /**
     * When a scenario's expected tables are read: at once, so that a bad one stops the reading (the command line), or
     * when first asked for (the window, which shows none and writes them back on a save).
     */
    public enum ExpectedTables {
        NOW,
        WHEN_ASKED
    }

    /** Reads the folder, keeping the source view of a feed in a CDC format for exported code. */
    public static Read readWithSourceView(Path folder) {
        return readWithSourceView(folder, ExpectedTables.NOW);
    }

    /** Reads the folder, its expected tables {@code when} given. */
    public static Read readWithSourceView(Path folder, ExpectedTables when) {
        String folderName = TextFiles.nameOf(folder.toAbsolutePath().normalize());
        if (!isScenarioFolder(folder)) {
            throw Errors.at(
                    Location.file(folder.toString()),
                    ErrorClass.SCENARIO_INVALID,
                    "this is not a scenario folder: it has no " + CASE_FILE,
                    "Open a folder that holds case.json, or a .csv or .jsonl feed file");
        }
        JsonFields root = caseJson(folder, folderName + "/" + CASE_FILE);
        Schema schema = SchemaJson.read(root);
        JsonNode flowNode = root.require("flow", "Add the flow parameters, keyed by their Python names");
        boolean snapshot = isSnapshotSource(root);
        FlowSettings flow = snapshot
                ? FlowSettingsJson.snapshotFromJson(flowNode, root.file())
                : FlowSettingsJson.cdcFromJson(flowNode, root.file());
        Optional<SourceView> view = Optional.empty();
        Feed feed;
        if (snapshot) {
            feed = SnapshotSeriesReader.read(
                    folder, folderName, root, new JsonFields(flowNode, root.file(), "flow."), schema);
        } else {
            FormatRead read = changeFeed(folder, folderName, schema, formatOf(root));
            feed = read.feed();
            view = read.sourceView();
        }
        Supplier<DataType> sequenceType = snapshot
                ? ((SnapshotFeed) feed)::versionType
                : () -> sequenceType(root, ((CdcFlowSettings) flow).sequenceBy(), schema);
        List<ExpectedTable> expected = ExpectedTablesReader.read(folder, folderName, schema, sequenceType, when);
        Scenario scenario = Scenario.builder(root.string("id", folderName), feed, flow)
                .title(root.string("title", ""))
                .pins(root.string("pins", ""))
                .provenance(root.string("provenance", ""))
                .rules(root.optStringList("rules").orElse(List.of()))
                .expectError(root.optString("expect_error"))
                .expectWarnings(root.optStringList("expect_warnings").orElse(List.of()))
                .simulateTombstoneGcBeforeBatches(root.intList("simulate_tombstone_gc_before_batches"))
                .notes(root.optString("notes"))
                .expected(expected)
                .build();
        return new Read(scenario, view);
    }

    private static JsonFields caseJson(Path folder, String display) {
        JsonNode node;
        try {
            node = JSON.readTree(TextFiles.read(folder.resolve(CASE_FILE)));
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
            String said = FeedErrors.jacksonSaid(e.getOriginalMessage());
            boolean twice = said.startsWith("Duplicate field");
            throw Errors.wrap(
                    Location.at(display, line, column, null),
                    ErrorClass.SCENARIO_INVALID,
                    twice
                            ? "a setting is written twice: " + said + ", so which value is meant cannot be told"
                            : "the file is not valid JSON: " + said,
                    twice
                            ? "Keep one of the two, with the value you mean"
                            : "Fix the JSON syntax (quotes, commas, brackets) at that place",
                    e);
        }
        if (node == null || !node.isObject()) {
            throw Errors.at(
                    Location.file(display),
                    ErrorClass.SCENARIO_INVALID,
                    "the file holds no JSON object",
                    "Write the scenario as one JSON object with schema, source and flow");
        }
        refuseUnknownKeys(node, display);
        return new JsonFields(node, display, "");
    }

    /** The keys a case.json may hold (the conformance README's, and {@code format} for a CDC format's feed). */
    static final Set<String> CASE_KEYS = Set.of(
            "id",
            "title",
            "pins",
            "provenance",
            "rules",
            "schema",
            "source",
            "format",
            "snapshot_version_type",
            "flow",
            "expect_error",
            "expect_warnings",
            "simulate_tombstone_gc_before_batches",
            "notes");

    /**
     * A misspelt key is refused, not ignored: {@code "fromat"} once read a Debezium dump as plain CSV and blamed a
     * missing input.csv.
     */
    private static void refuseUnknownKeys(JsonNode node, String display) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!CASE_KEYS.contains(name)) {
                throw Errors.at(
                        Location.at(display, 0, 0, name),
                        ErrorClass.SCENARIO_INVALID,
                        "case.json has the key '" + name + "', which a scenario does not have"
                                + NearestName.of(name, CASE_KEYS, 3)
                                        .map(n -> " (did you mean '" + n + "'?)")
                                        .orElse(""),
                        "A case.json holds only these keys: " + String.join(", ", new TreeSet<>(CASE_KEYS)));
            }
        }
    }

    private static boolean isSnapshotSource(JsonFields root) {
        String source = root.optString("source").orElse("");
        if (!source.equals("cdc") && !source.equals("snapshot")) {
            throw root.error(
                    "source",
                    "expected \"cdc\" or \"snapshot\", found " + root.node().get("source"),
                    "Write \"source\": \"cdc\" for a change feed or \"snapshot\" for a series of snapshots");
        }
        return source.equals("snapshot");
    }

    /** Reads the folder's change feed again, typed by {@code schema} (a schema edited in the window). */
    public static ChangeFeed readChangeFeed(Path folder, Schema schema) {
        String folderName = TextFiles.nameOf(folder.toAbsolutePath().normalize());
        return changeFeed(folder, folderName, schema, formatOf(caseJson(folder, folderName + "/" + CASE_FILE)))
                .feed();
    }

    /** The CDC format a scenario folder's case.json names, if it names one other than plain CSV. */
    public static Optional<FeedFormat> formatOf(Path folder) {
        String name = TextFiles.nameOf(folder.toAbsolutePath().normalize());
        FeedFormat f = formatOf(caseJson(folder, name + "/" + CASE_FILE));
        return f == FeedFormats.csv() ? Optional.empty() : Optional.of(f);
    }

    /** {@code "format"} names how the feed file is written; without it, plain CSV in input.csv. */
    private static FeedFormat formatOf(JsonFields root) {
        Optional<String> id = root.optString("format");
        if (id.isEmpty()) {
            return FeedFormats.csv();
        }
        return FeedFormats.find(id.get())
                .orElseThrow(() -> root.error(
                        "format",
                        "'" + id.get() + "' is not a feed format this version reads",
                        "Use one of: " + FeedFormats.ids()));
    }

    private static FormatRead changeFeed(Path folder, String folderName, Schema schema, FeedFormat format) {
        if (format != FeedFormats.csv()) {
            String display = folderName + "/" + format.inputFile();
            requireFeedFile(
                    folder.resolve(format.inputFile()),
                    display,
                    "Add " + format.inputFile() + " in the " + format.id() + " format, or remove "
                            + "\"format\" from case.json to read input.csv");
            FormatRead read = format.read(folder.resolve(format.inputFile()), display, Optional.of(schema));
            ChangeFeed feed = read.feed();
            return new FormatRead(
                    format,
                    new ChangeFeed(format.inputFile(), feed.schema(), feed.batches()),
                    read.inference(),
                    read.preset(),
                    read.notes(),
                    read.sourceView());
        }
        requireFeedFile(
                folder.resolve(INPUT_FILE),
                folderName + "/" + INPUT_FILE,
                "Add input.csv with a header row and one event per line");
        ChangeFeed feed =
                CsvFeedReader.read(TextFiles.open(folder.resolve(INPUT_FILE)), folderName + "/" + INPUT_FILE, schema);
        return new FormatRead(
                format,
                new ChangeFeed(INPUT_FILE, feed.schema(), feed.batches()),
                Optional.empty(),
                Optional.empty(),
                List.of());
    }

    /** A scenario's feed must be a regular file: a folder or a device at its name is named as such, not "missing". */
    private static void requireFeedFile(Path file, String display, String addHint) {
        if (!Files.exists(file)) {
            throw Errors.at(
                    Location.file(display), ErrorClass.SCENARIO_INVALID, "the change feed file is missing", addHint);
        }
        requireRegularFile(file, display, "change feed file");
    }

    /** A file of the scenario ({@code what}: "case.json file") that exists but is a folder or a device is named so. */
    public static void requireRegularFile(Path file, String display, String what) {
        if (Files.isRegularFile(file)) {
            return;
        }
        boolean folder = Files.isDirectory(file);
        throw Errors.at(
                Location.file(display),
                ErrorClass.SCENARIO_INVALID,
                folder
                        ? "this is a folder where the scenario's " + what + " belongs"
                        : "this is not a regular file (a device, a pipe or a socket), so it cannot be read as the"
                                + " scenario's " + what,
                folder
                        ? "Move the folder aside and put the " + what + " in its place"
                        : "Replace it with a copy of the " + what);
    }

    /** The type of {@code __START_AT}/{@code __END_AT}: the sequence column's, or a struct of the list's. */
    private static DataType sequenceType(JsonFields root, SequenceBy sequence, Schema schema) {
        List<Column> fields = new ArrayList<>();
        for (String name : sequence.columns()) {
            Column c = schema.find(name)
                    .orElseThrow(
                            () -> root.error(
                                    "flow.sequence_by",
                                    "'" + name
                                            + "' is not a column of the schema, so __START_AT/__END_AT in the expected files have no type",
                                    "Name a schema column in sequence_by, or leave __START_AT/__END_AT out of the expected files"));
            fields.add(new Column(name, c.type()));
        }
        return sequence.struct() ? StructTypes.of(fields) : fields.get(0).type();
    }
}
