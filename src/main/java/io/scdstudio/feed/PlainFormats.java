package io.scdstudio.feed;

import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.json.JsonLinesFeedReader;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The two formats every scenario folder and bare feed has always used: CSV and JSON lines of flat rows. */
final class PlainFormats {
    private PlainFormats() {}

    static final FeedFormat CSV = new FeedFormat() {
        @Override
        public String id() {
            return "csv";
        }

        @Override
        public String title() {
            return "CSV, one event per row (header first; optional __batch column)";
        }

        @Override
        public String inputFile() {
            return ScenarioReader.INPUT_FILE;
        }

        @Override
        public boolean recognises(FileSample sample) {
            return sample.nameEndsWith(".csv");
        }

        @Override
        public FormatRead read(Path file, String display, Optional<Schema> schema) {
            if (schema.isPresent()) {
                return plain(this, CsvFeedReader.read(TextFiles.open(file), display, schema.get()), null);
            }
            return plain(this, null, CsvFeedReader.readInferring(TextFiles.open(file), display));
        }
    };

    static final FeedFormat JSON_LINES = new FeedFormat() {
        @Override
        public String id() {
            return "jsonl";
        }

        @Override
        public String title() {
            return "JSON lines, one flat object per event (optional __batch field)";
        }

        @Override
        public String inputFile() {
            return "input.jsonl";
        }

        @Override
        public List<String> extensions() {
            return List.of("jsonl", "ndjson", "json");
        }

        @Override
        public boolean recognises(FileSample sample) {
            return sample.nameEndsWith(extensions().stream().map(e -> "." + e).toArray(String[]::new));
        }

        @Override
        public FormatRead read(Path file, String display, Optional<Schema> schema) {
            if (schema.isPresent()) {
                return plain(this, JsonLinesFeedReader.read(TextFiles.open(file), display, schema.get()), null);
            }
            return plain(this, null, JsonLinesFeedReader.readInferring(TextFiles.open(file), display));
        }
    };

    private static FormatRead plain(FeedFormat format, ChangeFeed typed, InferredFeed inferred) {
        return inferred == null
                ? new FormatRead(format, typed, Optional.empty(), Optional.empty(), List.of())
                : new FormatRead(
                        format, inferred.feed(), Optional.of(inferred.inference()), Optional.empty(), List.of());
    }
}
