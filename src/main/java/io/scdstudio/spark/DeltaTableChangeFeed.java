package io.scdstudio.spark;

import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.format.DeltaCdfFormat;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A Delta table's change data feed read straight from the table's folder with Spark ({@code readChangeFeed} from
 * version 0), one micro-batch per commit, as a pipeline reading the feed commit by commit sees it; then the
 * {@code delta-cdf} preset (preimages dropped, sequence {@code _commit_version}). Opening a folder that holds a
 * {@code _delta_log} starts the embedded Spark session once, which takes some seconds. This class names no Spark
 * type: every format is loaded when the first feed opens, and Spark's classes should load only for a Delta table
 * ({@link DeltaChangeFeedReader}).
 */
public final class DeltaTableChangeFeed implements FeedFormat {
    @Override
    public String id() {
        return "delta-table";
    }

    @Override
    public String title() {
        return "A Delta table's change data feed, read with Spark (readChangeFeed from version 0)";
    }

    @Override
    public String inputFile() {
        return "delta-table";
    }

    @Override
    public boolean recognises(FileSample sample) {
        return false;
    }

    @Override
    public boolean recognisesFolder(Path folder) {
        return Files.isDirectory(folder.resolve("_delta_log"));
    }

    @Override
    public FormatRead read(Path folder, String display, Optional<Schema> declared) {
        if (!recognisesFolder(folder)) {
            throw Errors.at(
                    Location.file(display),
                    ErrorClass.UNSUPPORTED_FILE,
                    "the folder is not a Delta table: " + "it has no _delta_log",
                    "Open the folder of a Delta table whose change data feed is on");
        }
        return DeltaCdfFormat.fromChanges(this, DeltaChangeFeedReader.read(folder, display), Optional.empty());
    }
}
