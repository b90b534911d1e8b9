package io.scdstudio.cli;

import io.scdstudio.feed.FeedErrors;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Writes command output files atomically, and never over an existing file unless asked to. */
final class OutputFiles {
    private OutputFiles() {}

    /**
     * Checks an output path before any work is done, so a long run never ends in "cannot write": a folder, a device
     * or pipe, a folder that does not exist or cannot be written to are each named, with what to do.
     */
    static void check(Path file, boolean overwrite) {
        check(file, overwrite, "target.csv");
    }

    /** As {@link #check(Path, boolean)}; {@code example} is a file name the output could have, for the hint. */
    static void check(Path file, boolean overwrite, String example) {
        String name = file.toString();
        if (Files.isDirectory(file)) {
            throw notWritable(name, "is a folder", "Name a file inside it, such as " + file.resolve(example));
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw notWritable(name, "is not a regular file (a device or a pipe)", "Name a regular file to write");
        }
        // A link to a file not there yet is the user's too: written over, it became a plain file.
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !overwrite) {
            throw Errors.at(
                    Location.file(name),
                    ErrorClass.FILE_EXISTS,
                    "the output file already exists",
                    "Choose another file, or add --force to overwrite it");
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null && Files.isRegularFile(dir)) {
            throw notWritable(
                    name,
                    "is inside " + dir.getFileName() + ", which is a file, not a folder",
                    "Name a file in a folder, such as " + file.getFileName());
        }
        if (dir == null || !Files.isDirectory(dir)) {
            throw notWritable(
                    name,
                    "is in a folder that does not exist (" + dir + ")",
                    "Create the folder first, or name" + " a file in an existing one");
        }
        if (!Files.isWritable(dir) || (Files.exists(file) && !Files.isWritable(file))) {
            throw notWritable(
                    name,
                    "cannot be written: the folder or the file is read-only",
                    "Choose a folder you can" + " write to");
        }
    }

    /**
     * The output path as given: one that ends with a slash names a folder, which the path would otherwise lose
     * (Path.of("out/") is "out"), and a file named like the folder would be written.
     */
    static Path path(String raw, String example) {
        if (raw.endsWith("/") || raw.endsWith(File.separator)) {
            throw notWritable(raw, "names a folder (it ends with /)", "Name a file, such as " + raw + example);
        }
        return Path.of(raw);
    }

    private static ScdException notWritable(String file, String problem, String hint) {
        return Errors.at(Location.file(file), ErrorClass.FILE_NOT_WRITABLE, "the output " + problem, hint);
    }

    static void write(Path file, String text, boolean overwrite) throws IOException {
        check(file, overwrite);
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, ".scd-studio-", ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            keepPermissions(tmp, file);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // A system folder (/proc, /sys), a full disk, a folder that vanished: the checks before cannot see all.
            throw notWritable(
                    file.toString(),
                    "cannot be written there: " + FeedErrors.describe(e),
                    "Write to a folder of your own (the file is written beside itself, then moved into place)");
        } finally {
            if (tmp != null) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /**
     * A temporary file is readable by its owner alone; the output gets the permissions of the file it replaces,
     * or those a new file usually has (rw-r--r--), so a teammate or a CI job can read exported code.
     */
    private static void keepPermissions(Path tmp, Path file) throws IOException {
        if (!Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> permissions =
                Files.exists(file) ? Files.getPosixFilePermissions(file) : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(tmp, permissions);
    }
}
