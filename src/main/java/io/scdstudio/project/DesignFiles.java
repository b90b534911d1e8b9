package io.scdstudio.project;

import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.feed.ScenarioWriter;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
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
            return new Design(s, absolute, Optional.of(absolute), s.flow());
        }
        ChangeFeed feed = ((Loaded.FeedFile) loaded).feed();
        Scenario s = new Scenario(idOf(absolute), absolute.getFileName().toString(), "", "", List.of(), feed,
                FirstGuessFlow.of(feed.schema()), Optional.empty(), List.of(), List.of(), Optional.empty(), List.of());
        return new Design(s, absolute, Optional.empty(), s.flow());
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
