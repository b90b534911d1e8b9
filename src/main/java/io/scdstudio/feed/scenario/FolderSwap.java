package io.scdstudio.feed.scenario;

import io.scdstudio.feed.FeedErrors;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Replaces a folder as a whole: the new content is written into a temporary folder beside it, then moved
 * into place, so readers never see a half-written folder and a failure leaves the old one as it was.
 */
public final class FolderSwap {
    /** Fills a folder; may throw IO failures. */
    interface Content {
        void writeInto(Path folder) throws IOException;
    }

    private FolderSwap() {}

    static boolean hasEntries(Path folder) {
        if (!Files.exists(folder)) {
            return false;
        }
        if (!Files.isDirectory(folder)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isPresent();
        } catch (IOException e) {
            throw FeedErrors.unreadable(folder.toString(), e);
        }
    }

    static void replace(Path target, Content content) {
        Path parent = target.getParent();
        String name = target.getFileName().toString();
        Path temp = null;
        try {
            Files.createDirectories(parent);
            // Not createTempDirectory: its owner-only permissions would stick to the saved folder.
            temp = Files.createDirectory(parent.resolve("." + name + ".saving-" + System.nanoTime()));
            content.writeInto(temp);
            swapIn(temp, target, parent, name);
        } catch (IOException e) {
            throw FeedErrors.notWritable(target.toString(), e);
        } finally {
            deleteQuietly(temp);
        }
    }

    private static void swapIn(Path temp, Path target, Path parent, String name) throws IOException {
        Path old = null;
        if (Files.exists(target)) {
            old = parent.resolve("." + name + ".old-" + System.nanoTime());
            move(target, old);
        }
        try {
            move(temp, target);
        } catch (IOException e) {
            if (old != null) {
                move(old, target);
            }
            throw e;
        }
        deleteQuietly(old);
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /** Deletes a folder and what it holds; what cannot be deleted stays, as a leftover temporary folder is harmless. */
    public static void deleteQuietly(Path folder) {
        if (folder == null || !Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary folder is harmless; the save itself succeeded or already failed.
        }
    }
}
