package io.scdstudio.spark;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The folder a target Delta table goes to, when the user picked it: whether a run may write there, and what to
 * tidy when the run's first write is cut short. Both go by one rule: hidden files (a file manager's .DS_Store)
 * are nobody's data and stay, except the .crc checksums Hadoop writes beside the data files it writes.
 */
final class TargetFolder {
    private TargetFolder() {}

    /**
     * The workspace is the app's: it clears run folders there (a window run's when the next starts) and overwrites
     * its warm-up table, so a table the user means to keep must not be inside it, nor hold it.
     */
    static void checkOutside(Path target, Path workspace) {
        Path t = target.toAbsolutePath().normalize();
        Path w = workspace.toAbsolutePath().normalize();
        if (t.startsWith(w)) {
            throw Errors.at(
                    Location.field("target"),
                    ErrorClass.TARGET_IN_WORKSPACE,
                    "the target folder " + target + " is inside the Spark workspace " + w
                            + ", whose run folders the app deletes",
                    "Pick a target " + "folder outside " + w + " for a table you want to keep");
        }
        if (w.startsWith(t)) {
            throw Errors.at(
                    Location.field("target"),
                    ErrorClass.TARGET_IN_WORKSPACE,
                    "the target folder " + target + " holds the Spark workspace " + w,
                    "Pick a target folder outside " + w);
        }
    }

    /**
     * The first batch replaces a Delta table at the target path (its versions stay readable), but a folder of other
     * files is someone's data: writing a table in among them would bury it, so it is refused.
     */
    static void check(Path target) {
        if (Files.exists(target) && !Files.isDirectory(target)) {
            throw Errors.at(
                    Location.field("target"),
                    ErrorClass.TARGET_NOT_A_FOLDER,
                    "the target " + target + " is a file, not a folder",
                    "Pick a folder for the target Delta table");
        }
        if (!Files.isDirectory(target) || DeltaTables.exists(target)) {
            return;
        }
        try (Stream<Path> entries = Files.list(target)) {
            if (entries.anyMatch(p -> !hidden(p))) {
                throw Errors.at(
                        Location.field("target"),
                        ErrorClass.TARGET_NOT_EMPTY,
                        "the target folder " + target + " holds files but is not a Delta table",
                        "Pick an empty folder, a new one, or an existing " + "Delta table to replace");
            }
        } catch (IOException e) {
            throw Errors.at(
                    Location.field("target"),
                    ErrorClass.TARGET_NOT_READABLE,
                    "the target folder " + target + " cannot be listed (" + e.getMessage() + ")",
                    "Check the folder exists and you may read it");
        }
    }

    /**
     * After a first write that failed or was cancelled: the folder holds Parquet files but no Delta log, which no
     * reader sees as a table and which the next run would refuse as someone else's files. The folder passed
     * {@link #check} when the run opened it, so what is in it now, hidden files aside, is this run's, and goes.
     */
    static void clearUncommitted(Path target) {
        if (!Files.isDirectory(target) || DeltaTables.exists(target)) {
            return;
        }
        try (Stream<Path> left = Files.list(target)) {
            left.filter(p -> !hidden(p) || p.getFileName().toString().endsWith(".crc"))
                    .toList()
                    .forEach(DeltaTables::deleteTree);
        } catch (IOException e) {
            // what cannot be listed stays; the next run names the folder
        }
    }

    private static boolean hidden(Path p) {
        return p.getFileName().toString().startsWith(".");
    }
}
