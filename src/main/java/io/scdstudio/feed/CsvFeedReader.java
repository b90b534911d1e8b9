package io.scdstudio.feed;

import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Schema;

import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a CSV change feed: a header row (an optional leading {@code __batch} column, then the data columns)
 * and one event per record, in arrival order. Values are typed by the declared schema, or by one inferred
 * from the values. Without {@code __batch} the whole file is micro-batch 1.
 */
public final class CsvFeedReader {
    private CsvFeedReader() {
    }

    public static ChangeFeed read(Path file, Schema schema) {
        return read(TextFiles.open(file), TextFiles.nameOf(file), schema);
    }

    public static InferredFeed readInferring(Path file) {
        return readInferring(TextFiles.open(file), TextFiles.nameOf(file));
    }

    /** Reads and closes {@code in}; {@code source} names the file in the feed and in messages. */
    public static ChangeFeed read(Reader in, String source, Schema schema) {
        try (CsvReader csv = new CsvReader(in, source)) {
            CsvHeader header = CsvHeader.read(csv, source, true);
            header.requireSchema(schema);
            RowTyper typer = new RowTyper(header, schema);
            BatchCollector batches = new BatchCollector(source);
            for (CsvRecord r = csv.next(); r != null; r = csv.next()) {
                batches.add(batchOf(header, batches, r), typer.row(r), r.line());
            }
            return new ChangeFeed(source, schema, batches.batches(!header.hasBatch()));
        }
    }

    /** Reads and closes {@code in}, choosing each column's type from its values first. */
    public static InferredFeed readInferring(Reader in, String source) {
        try (CsvReader csv = new CsvReader(in, source)) {
            CsvHeader header = CsvHeader.read(csv, source, true);
            List<CsvRecord> records = new ArrayList<>();
            for (CsvRecord r = csv.next(); r != null; r = csv.next()) {
                records.add(r);
            }
            InferredSchema inferred = infer(header, records);
            RowTyper typer = new RowTyper(header, inferred.schema());
            BatchCollector batches = new BatchCollector(source);
            for (CsvRecord r : records) {
                batches.add(batchOf(header, batches, r), typer.row(r), r.line());
            }
            ChangeFeed feed = new ChangeFeed(source, inferred.schema(), batches.batches(!header.hasBatch()));
            return new InferredFeed(feed, inferred);
        }
    }

    static InferredSchema infer(CsvHeader header, List<CsvRecord> records) {
        int offset = header.hasBatch() ? 1 : 0;
        List<ColumnProfile> profiles = new ArrayList<>();
        for (int c = 0; c < header.names().size(); c++) {
            ColumnProfile profile = new ColumnProfile(header.names().get(c));
            for (CsvRecord r : records) {
                String text = r.field(c + offset);
                if (!text.isEmpty() && !r.isNullWord(c + offset)) {
                    profile.observeText(text.trim(), r.line());
                }
            }
            profiles.add(profile);
        }
        return SchemaInference.infer(profiles);
    }

    private static int batchOf(CsvHeader header, BatchCollector batches, CsvRecord r) {
        return header.hasBatch() ? batches.batchNumber(r.field(0), r.line(), 1) : 1;
    }
}
