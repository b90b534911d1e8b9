package io.scdstudio.feed.csv;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The header row of a CSV file: the data column names, after an optional leading {@code __batch}. */
public record CsvHeader(String file, int line, boolean hasBatch, List<String> names) {
    public static final String BATCH = "__batch";

    public CsvHeader {
        names = List.copyOf(names);
    }

    /** Reads and checks the header: present, no empty or duplicate names, {@code __batch} only first. */
    static CsvHeader read(CsvReader csv, String file, boolean batchAllowed) {
        CsvRecord first = csv.next();
        if (first == null) {
            throw Errors.at(
                    Location.file(file),
                    ErrorClass.HEADER_INVALID,
                    "the file is empty",
                    "Start the file with a header row naming the columns, e.g. id,name,seq");
        }
        if (first.size() == 1 && !first.quoted(0)) {
            otherSeparator(first.field(0)).ifPresent(sep -> {
                throw Errors.at(
                        Location.at(file, first.line(), 1, null),
                        ErrorClass.HEADER_INVALID,
                        "the header is one column, '" + first.field(0) + "', with " + sep
                                + " between the names: the file separates its fields with " + sep
                                + ", and SCD Studio reads comma-separated CSV",
                        "Save the file as comma-separated CSV (in a spreadsheet: CSV, comma delimited, UTF-8), or"
                                + " quote a column name that holds " + sep);
            });
        }
        boolean hasBatch = batchAllowed && first.field(0).equals(BATCH);
        List<String> names = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (int i = hasBatch ? 1 : 0; i < first.size(); i++) {
            String name = first.field(i);
            Location where = Location.at(file, first.line(), i + 1, name.isEmpty() ? null : name);
            checkName(name, i, batchAllowed, where);
            Integer previous = seen.put(name.toLowerCase(Locale.ROOT), i + 1);
            if (previous != null) {
                throw Errors.at(
                        where,
                        ErrorClass.HEADER_INVALID,
                        "column '" + name + "' appears twice in the header (also column " + previous + ")",
                        "Give every column a distinct name; names differing only in case count as the same");
            }
            names.add(name);
        }
        return new CsvHeader(file, first.line(), hasBatch, names);
    }

    /** A semicolon or a tab in a one-column header: a spreadsheet's other CSV dialect, named as the user sees it. */
    private static Optional<String> otherSeparator(String header) {
        if (header.contains(";")) {
            return Optional.of("semicolons (;)");
        }
        return header.contains("\t") ? Optional.of("tabs") : Optional.empty();
    }

    private static void checkName(String name, int index, boolean batchAllowed, Location where) {
        if (name.isBlank()) {
            throw Errors.at(
                    where,
                    ErrorClass.HEADER_INVALID,
                    "column " + (index + 1) + " of the header has no name",
                    "Name every column in the header row");
        }
        if (name.equals(BATCH)) {
            throw Errors.at(
                    where,
                    ErrorClass.HEADER_INVALID,
                    batchAllowed ? "__batch must be the first column" : "this file cannot have a __batch column",
                    batchAllowed
                            ? "Move the __batch column to the front of the header"
                            : "Remove the __batch column; each snapshot or expected file is one table");
        }
    }

    /** The column number in the file of data column {@code index} (1-based, counting {@code __batch}). */
    public int fileColumn(int index) {
        return index + (hasBatch ? 2 : 1);
    }

    /** Fails unless the header lists exactly the schema's columns, in order. */
    public void requireSchema(Schema schema) {
        if (names.equals(schema.names())) {
            return;
        }
        int i = 0;
        while (i < names.size()
                && i < schema.size()
                && names.get(i).equals(schema.column(i).name())) {
            i++;
        }
        String found = i < names.size() ? "'" + names.get(i) + "'" : "nothing";
        String wanted = i < schema.size() ? "'" + schema.column(i).name() + "'" : "no more columns";
        throw Errors.at(
                Location.at(file, line, fileColumn(i), null),
                ErrorClass.HEADER_INVALID,
                "the header does not match the schema: column " + fileColumn(i) + " is " + found
                        + " where the schema has " + wanted + " (header: " + String.join(",", names)
                        + "; schema: " + String.join(",", schema.names()) + ")",
                "Make the header list the schema's columns in schema order"
                        + (hasBatch ? ", after __batch" : ", optionally after a __batch column"));
    }
}
