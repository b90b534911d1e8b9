package io.scdstudio.cli;

import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes command output files atomically, and never over an existing file unless asked to. */
final class OutputFiles {
    private OutputFiles() {}

    static void write(Path file, String text, boolean overwrite) throws IOException {
        if (Files.exists(file) && !overwrite) {
            throw Errors.at(
                    Location.file(file.toString()),
                    "FILE_EXISTS",
                    "the output file already exists",
                    "Choose another file, or add --force to overwrite it");
        }
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, ".scd-studio-", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
