package io.scdstudio.project;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the studio keeps its own files (settings, the recovery copy): {@code -Dscdstudio.home} when set
 * (tests point it at a temporary folder), else {@code .scd-studio} in the user's home folder.
 */
public final class AppDataFolder {
    private AppDataFolder() {}

    public static Path resolve() {
        return chosen().orElse(Path.of(System.getProperty("user.home"), ".scd-studio"));
    }

    /**
     * The folder {@code -Dscdstudio.home} names, if any: a session started with one (a classroom copy, a test) keeps
     * everything it writes there, the Spark workspace included.
     */
    public static Optional<Path> chosen() {
        String override = System.getProperty("scdstudio.home");
        return override == null || override.isBlank() ? Optional.empty() : Optional.of(Path.of(override));
    }
}
