package io.scdstudio.format;

import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.json.JsonLinesFeedReader;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SourceView;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** A CDC table exported as plain CSV or JSON lines, typed by the declared schema or by inference. */
record PlainRead(ChangeFeed feed, Optional<InferredSchema> inference) {
    static PlainRead of(Path file, String display, Optional<Schema> schema) {
        boolean json = isJson(display);
        if (schema.isPresent()) {
            return new PlainRead(
                    json
                            ? JsonLinesFeedReader.read(TextFiles.open(file), display, schema.get())
                            : CsvFeedReader.read(TextFiles.open(file), display, schema.get()),
                    Optional.empty());
        }
        InferredFeed f = json
                ? JsonLinesFeedReader.readInferring(TextFiles.open(file), display)
                : CsvFeedReader.readInferring(TextFiles.open(file), display);
        return new PlainRead(f.feed(), Optional.of(f.inference()));
    }

    /** Whether a file, by its name, holds JSON lines rather than CSV. */
    static boolean isJson(String display) {
        return display.toLowerCase(Locale.ROOT).matches(".*\\.(jsonl|ndjson|json)$");
    }

    /** How exported code reads a file of the raw rows this file holds. */
    static SourceView.RawFile rawFile(String display) {
        return isJson(display) ? SourceView.RawFile.JSON_LINES : SourceView.RawFile.CSV_WITH_HEADER;
    }

    /** The header's (or first object's) column names, as detection sees them. */
    static boolean headerHas(String firstLine, String... names) {
        for (String n : names) {
            if (!firstLine.contains(n)) {
                return false;
            }
        }
        return true;
    }
}
