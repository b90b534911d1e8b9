package io.scdstudio.project;

import java.nio.file.Path;

/**
 * Where the studio keeps its own files (settings, the recovery copy): {@code -Dscdstudio.home} when set
 * (tests point it at a temporary folder), else {@code .scd-studio} in the user's home folder.
 */
public final class AppDataFolder {
    private AppDataFolder() {}

    public static Path resolve() {
        String override = System.getProperty("scdstudio.home");
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        return Path.of(System.getProperty("user.home"), ".scd-studio");
    }
}
