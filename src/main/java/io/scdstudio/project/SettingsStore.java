package io.scdstudio.project;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Reads and writes {@link StudioSettings} as a small JSON file. Settings are a convenience: a missing or
 * damaged file gives the defaults, and a failed write is reported to the caller but never blocks the user.
 */
public final class SettingsStore {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final Path file;

    public SettingsStore(Path file) {
        this.file = file;
    }

    public static SettingsStore inAppData() {
        return new SettingsStore(AppDataFolder.resolve().resolve("settings.json"));
    }

    /** The settings folder: the learner's progress is kept beside the settings. */
    public Path folder() {
        return file.toAbsolutePath().getParent();
    }

    public StudioSettings load() {
        try {
            return Files.isRegularFile(file)
                    ? JSON.readValue(file.toFile(), StudioSettings.class)
                    : StudioSettings.DEFAULT;
        } catch (IOException | RuntimeException e) {
            return StudioSettings.DEFAULT;
        }
    }

    /** Writes beside the file and moves it in, so a crash mid-write keeps the old settings. */
    public void save(StudioSettings settings) throws IOException {
        Files.createDirectories(file.getParent());
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(temp.toFile(), settings);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
