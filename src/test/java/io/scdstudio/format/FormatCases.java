package io.scdstudio.format;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The test feeds of {@code src/test/resources/formats/<format-id>/}: {@code raw.*}, the tool's own export with late
 * and out-of-order events, deletes and the format's trap, and {@code flat.csv}, the same changes flattened by hand
 * (before-images, tombstones and messages left out; values not supplied written as NULL). A folder is named after
 * its format, with a variant after a dot ({@code debezium-json.schema-payload}).
 */
public final class FormatCases {
    public static final Path ROOT = Path.of("src", "test", "resources", "formats");

    private FormatCases() {}

    public static List<String> ids() throws IOException {
        try (Stream<Path> dirs = Files.list(ROOT)) {
            return dirs.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    public static Path raw(String id) throws IOException {
        try (Stream<Path> files = Files.list(ROOT.resolve(id))) {
            return files.filter(p -> p.getFileName().toString().startsWith("raw."))
                    .findFirst()
                    .orElseThrow();
        }
    }

    /** The format a case is written in: its folder's name up to a dot. */
    public static String formatId(String id) {
        int dot = id.indexOf('.');
        return dot < 0 ? id : id.substring(0, dot);
    }

    /** The raw export read by the format {@code id} names. */
    public static FormatRead read(String id) throws IOException {
        Path raw = raw(id);
        FeedFormat format = FeedFormats.all().stream()
                .filter(f -> f.id().equals(formatId(id)))
                .findFirst()
                .orElseThrow();
        return format.read(raw, raw.getFileName().toString(), Optional.empty());
    }

    /** The hand-flattened equivalent, typed like the format's flat rows. */
    public static ChangeFeed handFlattened(String id, FormatRead read) {
        return CsvFeedReader.read(
                ROOT.resolve(id).resolve("flat.csv"), read.feed().schema());
    }

    public static Table run(ScdEngine engine, CdcFlowSettings flow, ChangeFeed feed) {
        FlowRun run = FeedRunner.runAll(engine, flow, feed, RunOptions.FAST, List.of());
        try {
            return run.target();
        } finally {
            run.discardAndClose();
        }
    }
}
