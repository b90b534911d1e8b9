package io.scdstudio.project;

import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.feed.ScenarioReader;
import io.scdstudio.feed.ScenarioWriter;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Opens any feed path as a design, and saves a design as a scenario folder (atomically, via the feed package). */
public final class DesignFiles {
    private DesignFiles() {
    }

    /** Opens a scenario folder, a CSV or a JSON lines feed; a bare feed gets a first-guess flow to edit. */
    public static Design open(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Loaded loaded = FeedLoader.open(absolute);
        if (loaded instanceof Loaded.ScenarioFolder folder) {
            Scenario s = folder.scenario();
            return new Design(s, absolute, Optional.of(absolute));
        }
        ChangeFeed feed = ((Loaded.FeedFile) loaded).feed();
        Scenario s = new Scenario(idOf(absolute), absolute.getFileName().toString(), "", "", List.of(), feed,
                FirstGuessFlow.of(feed.schema()), Optional.empty(), List.of(), List.of(), Optional.empty(), List.of());
        return new Design(s, absolute, Optional.empty());
    }

    /**
     * Reads the design's change feed again with {@code schema} (a column's type changed): from the scenario
     * folder it was saved to, else from the file or folder it was opened from. A value that is not of its new
     * type fails with the file, line and column; the design passed in is untouched.
     */
    public static ChangeFeed reread(Design design, Schema schema) {
        if (!(design.scenario().feed() instanceof ChangeFeed)) {
            throw Errors.of("UNSUPPORTED_SETTING", "the column types of a snapshot feed cannot be changed here",
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
        ScenarioWriter.write(design.scenarioToSave(), absolute, replace);
        return design.savedAs(absolute);
    }

    private static String idOf(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
