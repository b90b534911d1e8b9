package io.scdstudio.project;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.feed.scenario.ScenarioWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The recovery copy: after every edit the design is written as a scenario folder in the app data folder,
 * with a note of where it came from. A clean close deletes it, so finding one at start means the last
 * session ended without saving (a crash, a kill) and the design can be restored.
 */
public final class RecoveryStore {
    private static final String ORIGIN_FILE = "origin.txt";
    private final Path folder;

    public RecoveryStore(Path folder) {
        this.folder = folder;
    }

    public static RecoveryStore inAppData() {
        return new RecoveryStore(AppDataFolder.resolve().resolve("recovery"));
    }

    /** Where the copy is kept, for a user told that it is. */
    public Path folder() {
        return folder;
    }

    public void save(Design design) {
        Path scenario = folder.resolve("design");
        ScenarioWriter.write(design.scenario(), scenario, true);
        try {
            Files.writeString(folder.resolve(ORIGIN_FILE), design.origin().toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The design of the last session that did not close cleanly, if any. */
    public Optional<Design> find() {
        Path scenario = folder.resolve("design");
        if (!ScenarioReader.isScenarioFolder(scenario)) {
            return Optional.empty();
        }
        Design recovered = DesignFiles.open(scenario);
        Path origin = readOrigin().orElse(scenario);
        boolean fromFolder = ScenarioReader.isScenarioFolder(origin);
        return Optional.of(
                new Design(recovered.scenario(), origin, fromFolder ? Optional.of(origin) : Optional.empty()));
    }

    public void clear() {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Optional<Path> readOrigin() {
        try {
            Path f = folder.resolve(ORIGIN_FILE);
            return Files.isRegularFile(f)
                    ? Optional.of(
                            Path.of(Files.readString(f, StandardCharsets.UTF_8).trim()))
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
