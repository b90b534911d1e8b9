package io.scdstudio.app;

import io.scdstudio.cli.Cli;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Tells {@code scd-studio FILE} (what a file manager or a desktop entry runs) from a command: one argument that is
 * no command and names an existing file or folder opens in the window.
 */
final class WindowArguments {
    private WindowArguments() {}

    static Optional<Path> fileToOpen(String[] args) {
        if (args.length != 1 || args[0].startsWith("-") || new Cli().knows(args[0])) {
            return Optional.empty();
        }
        try {
            // A case.json stays as given: the loader the window opens it with takes it for its folder.
            Path path = Path.of(args[0]).toAbsolutePath().normalize();
            return Files.exists(path) ? Optional.of(path) : Optional.empty();
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }
}
