package io.scdstudio.feed;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.feed.scenario.SnapshotFolderReader;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Opens whatever the user points at, deciding once what it is: a scenario folder (or its {@code case.json}), a
 * folder of snapshot files, a folder a format reads (a Delta table), or a change feed file in any
 * {@link FeedFormat}: the one named, or the first that recognises the file (a CDC envelope before plain CSV or JSON
 * lines). Anything else is a clear error. The window and the command line both come here through
 * {@code project.DesignFiles}.
 */
public final class FeedLoader {
    private FeedLoader() {}

    /** Opens the path, inferring a feed file's format and schema. */
    public static Loaded open(Path path) {
        return open(path, Optional.empty(), Optional.empty());
    }

    /** Opens the path; a feed file is typed by {@code schema} when given (a scenario brings its own). */
    public static Loaded open(Path path, Optional<Schema> schema) {
        return open(path, schema, Optional.empty());
    }

    /** Opens the path in the format {@code formatId} names, or the one detected from the file. */
    public static Loaded open(Path pointedAt, Optional<Schema> schema, Optional<String> formatId) {
        return open(pointedAt, schema, formatId, ScenarioReader.ExpectedTables.NOW);
    }

    /** Opens the path as above; a scenario folder's expected tables are read {@code when} given. */
    public static Loaded open(
            Path pointedAt, Optional<Schema> schema, Optional<String> formatId, ScenarioReader.ExpectedTables when) {
        Path path = ScenarioReader.folderOf(pointedAt);
        if (Files.isDirectory(path) && !(Files.isReadable(path) && Files.isExecutable(path))) {
            // Unlisted, it would look empty: "no case.json" would blame the folder's content, not its permissions.
            throw FeedErrors.folderUnreadable(path.toString(), new AccessDeniedException(path.toString()));
        }
        if (Files.isDirectory(path) && !ScenarioReader.isScenarioFolder(path)) {
            Optional<FeedFormat> folderFormat = formatId.isPresent()
                    ? Optional.of(FeedFormats.byId(formatId.get(), Location.field("--format")))
                    : FeedFormats.detect(path);
            if (folderFormat.isPresent()) {
                return new Loaded.FeedFile(folderFormat.get().read(path, TextFiles.nameOf(path), schema));
            }
        }
        if (Files.isDirectory(path)) {
            if (!ScenarioReader.isScenarioFolder(path) && formatId.isEmpty() && SnapshotFolderReader.recognises(path)) {
                return new Loaded.ScenarioFolder(SnapshotFolderReader.read(path));
            }
            if (Files.exists(path.resolve(ScenarioReader.CASE_FILE))) {
                ScenarioReader.requireRegularFile(
                        path.resolve(ScenarioReader.CASE_FILE),
                        path.resolve(ScenarioReader.CASE_FILE).toString(),
                        "case.json file");
            }
            if (!ScenarioReader.isScenarioFolder(path)) {
                throw Errors.at(
                        Location.file(path.toString()),
                        ErrorClass.UNSUPPORTED_FILE,
                        "the folder holds no case.json, so it is not a scenario folder",
                        "Open " + kinds());
            }
            ScenarioReader.Read read = ScenarioReader.readWithSourceView(path, when);
            return new Loaded.ScenarioFolder(read.scenario(), read.sourceView());
        }
        if (!Files.isRegularFile(path)) {
            throw notAFile(path);
        }
        FeedFormat format = formatId.isPresent()
                ? FeedFormats.byId(formatId.get(), Location.field("--format"))
                : FeedFormats.detect(path)
                        .orElseThrow(() -> Errors.at(
                                Location.file(path.toString()),
                                ErrorClass.UNSUPPORTED_FILE,
                                "files of this kind cannot be opened as a feed",
                                "Open " + kinds() + "; or name the format with --format (" + FeedFormats.ids() + ")"));
        return new Loaded.FeedFile(format.read(path, TextFiles.nameOf(path), schema));
    }

    private static String kinds() {
        String fileFormats = FeedFormats.all().stream()
                .filter(f -> !f.extensions().isEmpty())
                .map(FeedFormat::id)
                .collect(Collectors.joining(", "));
        return "a scenario folder (with case.json), a change feed file ("
                + FeedFormats.extensions().stream().map(e -> "." + e).collect(Collectors.joining(", "))
                + ") in one of the formats " + fileFormats + ", a Delta table's folder, or a folder of snapshot CSV "
                + "files named by date or number (2024-04-01.csv, 1.csv)";
    }

    /** Why a path that is not a regular file cannot be read as a feed, in the user's terms. */
    private static ScdException notAFile(Path path) {
        String problem;
        String hint = "Check the path; open " + kinds();
        if (!Files.exists(path) && TextFiles.nameOf(path).equals("-")) {
            problem = "'-' would mean standard input, which is not read: a feed is read twice (once for its types)";
            hint = "Save the feed to a file and give its path";
        } else if (Files.exists(path)) {
            problem = "this is not a regular file (a device, a pipe or a socket), which cannot be read twice as a feed"
                    + " is";
            hint = "Copy the data to a file and open that";
        } else {
            problem = "there is no such file";
        }
        return Errors.at(Location.file(path.toString()), ErrorClass.FILE_UNREADABLE, problem, hint);
    }
}
