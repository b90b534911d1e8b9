package io.scdstudio.feed;

import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Opens whatever the user points at: a scenario folder, a CSV change feed, or a JSON lines change feed
 * ({@code .jsonl}, {@code .ndjson}, {@code .json}). Anything else is a clear error.
 */
public final class FeedLoader {
    private static final String KINDS = "a scenario folder (with case.json), a .csv file, or a .jsonl/.ndjson/.json "
            + "file with one JSON object per line";

    private FeedLoader() {
    }

    /** Opens the path, inferring a feed file's schema. */
    public static Loaded open(Path path) {
        return open(path, Optional.empty());
    }

    /** Opens the path; a feed file is typed by {@code schema} when given (a scenario brings its own). */
    public static Loaded open(Path path, Optional<Schema> schema) {
        if (Files.isDirectory(path)) {
            if (!ScenarioReader.isScenarioFolder(path)) {
                throw Errors.at(Location.file(path.toString()), FeedErrors.UNSUPPORTED_FILE,
                        "the folder holds no case.json, so it is not a scenario folder", "Open " + KINDS);
            }
            return new Loaded.ScenarioFolder(ScenarioReader.read(path));
        }
        if (!Files.isRegularFile(path)) {
            throw Errors.at(Location.file(path.toString()), FeedErrors.FILE_UNREADABLE, "there is no such file",
                    "Check the path; open " + KINDS);
        }
        String name = TextFiles.nameOf(path).toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) {
            return schema.<Loaded>map(s -> new Loaded.FeedFile(CsvFeedReader.read(path, s), Optional.empty()))
                    .orElseGet(() -> inferred(CsvFeedReader.readInferring(path)));
        }
        if (name.endsWith(".jsonl") || name.endsWith(".ndjson") || name.endsWith(".json")) {
            return schema.<Loaded>map(s -> new Loaded.FeedFile(JsonLinesFeedReader.read(path, s), Optional.empty()))
                    .orElseGet(() -> inferred(JsonLinesFeedReader.readInferring(path)));
        }
        throw Errors.at(Location.file(path.toString()), FeedErrors.UNSUPPORTED_FILE,
                "files of this kind cannot be opened as a feed", "Open " + KINDS);
    }

    private static Loaded inferred(InferredFeed f) {
        return new Loaded.FeedFile(f.feed(), Optional.of(f.inference()));
    }
}
