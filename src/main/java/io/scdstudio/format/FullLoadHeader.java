package io.scdstudio.format;

import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.CsvReader;
import io.scdstudio.feed.csv.CsvRecord;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A DMS full-load file written with a header ({@code AddColumnName=true}) but without {@code IncludeOpForFullLoad},
 * DMS's default: its header names the table's columns and no {@code Op}. Read by its header, then given an empty
 * {@code Op} first, so its rows are full-load rows with the change files' columns.
 */
final class FullLoadHeader {
    private static final Pattern NAME = Pattern.compile("[$A-Za-z_][$A-Za-z0-9_]*");

    private FullLoadHeader() {}

    /**
     * Whether the file's first line is a header without {@code Op}: it repeats the change files' columns after
     * {@code Op}, or the declared schema's; with neither to compare, it is a list of distinct column names followed
     * by a row that is not (a row of names only stays a row, as a header-less file's first row).
     */
    static boolean isHeader(
            Path file, String display, Optional<Schema> declared, Optional<List<String>> changeColumns) {
        List<CsvRecord> firstTwo = firstTwo(file, display);
        if (firstTwo.isEmpty()) {
            return false;
        }
        List<String> first = firstTwo.get(0).fields();
        if (changeColumns.isPresent()) {
            return first.equals(changeColumns.get());
        }
        if (declared.isPresent()) {
            List<String> names = declared.get().names();
            return names.size() > 1 && names.get(0).equals("Op") && first.equals(names.subList(1, names.size()));
        }
        boolean names =
                first.stream().allMatch(f -> NAME.matcher(f).matches()) && new HashSet<>(first).size() == first.size();
        return names
                && firstTwo.size() == 2
                && firstTwo.get(1).fields().stream()
                        // An empty field (a NULL) says nothing: "PL,Poland," is a row of names like "UA,Ukraine,Kyiv".
                        .filter(f -> !f.isEmpty())
                        .anyMatch(f -> !NAME.matcher(f).matches());
    }

    /** The file read by its header, with an empty {@code Op} column first. */
    static PlainRead read(Path file, String display, Optional<Schema> declared) {
        PlainRead plain = PlainRead.of(file, display, declared.map(FullLoadHeader::withoutOp));
        ChangeFeed raw = plain.feed();
        List<Column> columns = new ArrayList<>();
        columns.add(new Column("Op", DataType.STRING));
        columns.addAll(raw.schema().columns());
        Schema withOp = new Schema(columns);
        ChangeFeed feed = FlatRows.map(raw, withOp, r -> {
            Object[] v = new Object[r.size() + 1];
            for (int i = 0; i < r.size(); i++) {
                v[i + 1] = r.get(i);
            }
            return Row.adopt(v);
        });
        return new PlainRead(feed, plain.inference().map(i -> {
            List<String> reasons = new ArrayList<>();
            reasons.add("Op: string — a full-load file without IncludeOpForFullLoad has no Op column; its "
                    + "rows are full-load rows");
            reasons.addAll(i.reasons());
            return new InferredSchema(withOp, reasons);
        }));
    }

    private static Schema withoutOp(Schema s) {
        return new Schema(
                s.columns().stream().filter(c -> !c.name().equals("Op")).toList());
    }

    private static List<CsvRecord> firstTwo(Path file, String display) {
        List<CsvRecord> out = new ArrayList<>();
        try (CsvReader csv = new CsvReader(TextFiles.open(file), display, false)) {
            CsvRecord r;
            while (out.size() < 2 && (r = csv.next()) != null) {
                out.add(r);
            }
        }
        return out;
    }
}
