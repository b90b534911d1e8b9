package io.scdstudio.project;

import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.feed.Preset;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.feed.scenario.ScenarioWriter;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Opens any feed path as a design, and saves a design as a scenario folder (atomically, via the feed package). */
public final class DesignFiles {
    private DesignFiles() {}

    /** Opens a scenario folder, a CSV or a JSON lines feed; a bare feed gets a first-guess flow to edit. */
    public static Design open(Path path) {
        return open(path, Optional.empty());
    }

    /**
     * Opens {@code path} reading a feed file in the format {@code formatId} names (else the one detected); a feed
     * in a CDC format starts with the design its format suggests.
     */
    public static Design open(Path path, Optional<String> formatId) {
        return open(path, formatId, ScenarioReader.ExpectedTables.NOW);
    }

    /**
     * Opens a design to edit, as the window does: a scenario folder's expected tables are read when a save writes
     * them, so that a lesson is stepped sooner (a bad one then stops the save, naming its file and line).
     */
    public static Design openToEdit(Path path) {
        return open(path, Optional.empty(), ScenarioReader.ExpectedTables.WHEN_ASKED);
    }

    private static Design open(Path path, Optional<String> formatId, ScenarioReader.ExpectedTables when) {
        Path absolute = ScenarioReader.folderOf(path.toAbsolutePath().normalize());
        Loaded loaded = FeedLoader.open(absolute, Optional.empty(), formatId, when);
        if (loaded instanceof Loaded.ScenarioFolder folder) {
            Scenario s = folder.scenario();
            if (!ScenarioReader.isScenarioFolder(absolute)) {
                // A folder of snapshot files, not a scenario yet: a save asks where the scenario goes.
                return new Design(s, absolute, Optional.empty());
            }
            Design d = new Design(s, absolute, Optional.of(absolute));
            return ScenarioReader.formatOf(absolute)
                    .map(f -> d.withFormat(new OpenedFormat(
                            f.title(),
                            List.of(),
                            List.of(),
                            folder.sourceView(),
                            Optional.of(new ScenarioWriter.RawFeed(f, absolute.resolve(f.inputFile()))))))
                    .orElse(d);
        }
        Loaded.FeedFile file = (Loaded.FeedFile) loaded;
        ChangeFeed feed = file.feed();
        FlowSettings flow = file.preset().<FlowSettings>map(Preset::flow).orElseGet(() -> FirstGuessFlow.of(feed));
        Scenario s = Scenario.builder(idOf(absolute), feed, flow)
                .title(absolute.getFileName().toString())
                .build();
        Design d = new Design(s, absolute, Optional.empty());
        return file.preset().isPresent() ? d.withFormat(OpenedFormat.of(file.read(), absolute)) : d;
    }

    /**
     * Reads the design's change feed again with {@code schema} (a column's type changed): from the scenario
     * folder it was saved to, else from the file or folder it was opened from. A value that is not of its new
     * type fails with the file, line and column; the design passed in is untouched.
     */
    public static ChangeFeed reread(Design design, Schema schema) {
        if (!(design.scenario().feed() instanceof ChangeFeed)) {
            throw Errors.of(
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the column types of a snapshot feed cannot be changed here",
                    "Change the types in the scenario's case.json and open it again");
        }
        Optional<Path> saved = design.folder().filter(ScenarioReader::isScenarioFolder);
        Path source = saved.orElse(design.origin());
        if (ScenarioReader.isScenarioFolder(source)) {
            return ScenarioReader.readChangeFeed(source, schema);
        }
        return ((Loaded.FeedFile) FeedLoader.open(source, Optional.of(schema))).feed();
    }

    /**
     * Writes the design as a scenario folder. Without {@code replace} a folder holding files is left alone and
     * the save fails with {@code FOLDER_NOT_EMPTY}, so the caller can ask the user first.
     */
    public static Design save(Design design, Path folder, boolean replace) {
        Path absolute = folder.toAbsolutePath().normalize();
        ScenarioWriter.write(
                design.scenarioToSave(), absolute, replace, design.format().flatMap(OpenedFormat::raw));
        return design.savedAs(absolute);
    }

    private static String idOf(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
