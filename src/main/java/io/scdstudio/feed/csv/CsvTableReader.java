package io.scdstudio.feed.csv;

import io.scdstudio.feed.TextFiles;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reads a CSV file that holds one table (a snapshot, an expected target): no {@code __batch}, the schema
 * decided from the header by the caller.
 */
public final class CsvTableReader {
    /** The typed rows and, for each, the line it starts on. */
    public record Rows(Table table, List<Integer> lines) {
        public Rows {
            lines = List.copyOf(lines);
        }
    }

    private CsvTableReader() {}

    /** @param displayName the file as messages name it */
    public static Rows read(Path file, String displayName, Function<CsvHeader, Schema> schemaFor) {
        try (CsvReader csv = new CsvReader(TextFiles.open(file), displayName)) {
            CsvHeader header = CsvHeader.read(csv, displayName, false);
            Schema schema = schemaFor.apply(header);
            RowTyper typer = new RowTyper(header, schema);
            List<Row> rows = new ArrayList<>();
            List<Integer> lines = new ArrayList<>();
            for (CsvRecord r = csv.next(); r != null; r = csv.next()) {
                rows.add(typer.row(r));
                lines.add(r.line());
            }
            return new Rows(new Table(schema, rows), lines);
        }
    }
}
