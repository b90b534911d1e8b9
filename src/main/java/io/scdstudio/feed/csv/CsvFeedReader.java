package io.scdstudio.feed.csv;

import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.values.ColumnProfile;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.feed.values.SchemaInference;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Reads a CSV change feed: a header row (an optional leading {@code __batch} column, then the data columns)
 * and one event per record, in arrival order. Values are typed by the declared schema, or by one inferred
 * from the values. Without {@code __batch} the whole file is micro-batch 1.
 */
public final class CsvFeedReader {
    /** Records read in order before the rest is parsed on a second thread; a small feed never starts one. */
    static final int PARSE_ALONGSIDE_AFTER = 20_000;

    private CsvFeedReader() {}

    public static ChangeFeed read(Path file, Schema schema) {
        return read(TextFiles.open(file), TextFiles.nameOf(file), schema);
    }

    public static InferredFeed readInferring(Path file) {
        return readInferring(TextFiles.open(file), TextFiles.nameOf(file));
    }

    /** Reads and closes {@code in}; {@code source} names the file in the feed and in messages. */
    public static ChangeFeed read(Reader in, String source, Schema schema) {
        return read(in, source, schema, PARSE_ALONGSIDE_AFTER);
    }

    /** As {@link #read(Reader, String, Schema)}, parsing on a second thread after {@code inOrder} records. */
    static ChangeFeed read(Reader in, String source, Schema schema, int inOrder) {
        try (CsvReader csv = new CsvReader(in, source)) {
            CsvHeader header = CsvHeader.read(csv, source, true);
            header.requireSchema(schema);
            RowTyper typer = new RowTyper(header, schema);
            BatchCollector batches = new BatchCollector(source);
            int read = 0;
            for (CsvRecord r; read < inOrder && (r = csv.next()) != null; read++) {
                batches.add(batchOf(header, batches, r), typer.row(r), r.line());
            }
            if (read == inOrder) {
                // A big file: its records are parsed on a thread of their own while this one types them.
                try (CsvRecordPipe pipe = CsvRecordPipe.start(csv)) {
                    for (List<CsvRecord> block = pipe.next(); !block.isEmpty(); block = pipe.next()) {
                        for (CsvRecord r : block) {
                            batches.add(batchOf(header, batches, r), typer.row(r), r.line());
                        }
                    }
                }
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

    /**
     * Reads and closes {@code in}, a file with no header row whose columns are {@code names}, typed by inference;
     * each record goes through {@code fix} first (which may widen it, or return null when it does not fit: an error
     * at its line).
     */
    public static InferredFeed readHeaderlessInferring(
            Reader in, String source, List<String> names, UnaryOperator<CsvRecord> fix) {
        CsvHeader header = new CsvHeader(source, 0, false, names);
        List<CsvRecord> records = headerlessRecords(in, source, names, fix);
        InferredSchema inferred = infer(header, records);
        return new InferredFeed(typed(header, records, inferred.schema(), source), inferred);
    }

    /** As {@link #readHeaderlessInferring}, typed by {@code schema}, whose columns are the file's, in order. */
    public static ChangeFeed readHeaderless(Reader in, String source, Schema schema, UnaryOperator<CsvRecord> fix) {
        CsvHeader header = new CsvHeader(source, 0, false, schema.names());
        return typed(header, headerlessRecords(in, source, schema.names(), fix), schema, source);
    }

    private static List<CsvRecord> headerlessRecords(
            Reader in, String source, List<String> names, UnaryOperator<CsvRecord> fix) {
        try (CsvReader csv = new CsvReader(in, source, false)) {
            List<CsvRecord> records = new ArrayList<>();
            for (CsvRecord r = csv.next(); r != null; r = csv.next()) {
                CsvRecord fixed = fix.apply(r);
                if (fixed == null || fixed.size() != names.size()) {
                    throw Errors.at(
                            Location.at(source, r.line(), 0, null),
                            ErrorClass.CSV_MALFORMED,
                            "the record "
                                    + "has " + r.size() + " fields, and the file's rows have " + names.size() + " ("
                                    + String.join(", ", names) + ")",
                            "Give every line the same columns; quote fields that " + "contain a comma");
                }
                records.add(fixed);
            }
            return records;
        }
    }

    private static ChangeFeed typed(CsvHeader header, List<CsvRecord> records, Schema schema, String source) {
        RowTyper typer = new RowTyper(header, schema);
        BatchCollector batches = new BatchCollector(source);
        for (CsvRecord r : records) {
            batches.add(1, typer.row(r), r.line());
        }
        return new ChangeFeed(source, schema, batches.batches(true));
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
        if (!header.hasBatch()) {
            return 1;
        }
        Long n = r.longValue(0);
        // A number with spaces around it is read as text, trimmed; anything else without making a String per row.
        return n != null
                ? batches.batchNumber(n, () -> r.field(0), r.line(), 1)
                : batches.batchNumber(r.field(0), r.line(), 1);
    }
}
