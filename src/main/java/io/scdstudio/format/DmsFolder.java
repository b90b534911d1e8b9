package io.scdstudio.format;

import io.scdstudio.feed.FormatRead;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A table's folder of AWS DMS output, as S3 holds it: full-load files ({@code LOAD00000001.csv}, a hex counter) and
 * change files named by their time ({@code 20240301-110000000.csv}). The full load is micro-batch 1, and each change
 * file, in name (time) order, a micro-batch of its own; {@code __row} counts the rows across the files in that order,
 * so it stays the last tie-breaker (file, then row) the DMS preset needs.
 */
final class DmsFolder {
    private static final Pattern LOAD = Pattern.compile("(?i)LOAD[0-9A-F]+\\.csv");

    /** Whether the file is named as DMS names a full-load file ({@code LOAD00000001.csv}). */
    static boolean isFullLoadName(Path file) {
        return file.getFileName() != null
                && LOAD.matcher(file.getFileName().toString()).matches();
    }

    private static final Pattern CHANGES = Pattern.compile("\\d{8}-\\d+\\.csv");

    private DmsFolder() {}

    static boolean recognises(Path folder) {
        try {
            return !files(folder).isEmpty();
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    static FormatRead read(DmsCsvFormat format, Path folder, String display, Optional<Schema> schema) {
        List<Path> files;
        try {
            files = files(folder);
        } catch (UncheckedIOException e) {
            throw Errors.at(
                    Location.file(display),
                    ErrorClass.SCENARIO_INVALID,
                    "the folder cannot be read: " + e.getCause().getMessage(),
                    "Check that the folder exists and that you may read it");
        }
        unread(folder).ifPresent(skipped -> {
            // DMS writes date-partitioned folders and compressed files as options of the target endpoint; read
            // as a folder of flat CSV files, their changes would be left out without a word.
            throw Errors.at(
                    Location.file(display + "/" + skipped),
                    ErrorClass.SCENARIO_INVALID,
                    "the DMS folder holds " + skipped + ", which this reader does not read (it reads LOAD*.csv and"
                            + " yyyyMMdd-*.csv files directly in the folder), so its changes would be left out",
                    "Unzip compressed files and move the files of date-partitioned subfolders into the folder itself,"
                            + " keeping their names");
        });
        if (files.isEmpty()) {
            throw Errors.at(
                    Location.file(display),
                    ErrorClass.SCENARIO_INVALID,
                    "the folder holds no DMS files",
                    "Copy the table's LOAD*.csv and change files (named like 20240301-110000000.csv) into it");
        }
        List<FormatRead> reads = new ArrayList<>();
        Optional<Schema> declared = schema;
        Optional<List<String>> changeColumns = changeColumns(files, display);
        for (Path f : files) {
            FormatRead r = format.readFile(f, display + "/" + f.getFileName(), declared, changeColumns);
            if (!reads.isEmpty()
                    && !r.feed()
                            .schema()
                            .names()
                            .equals(reads.get(0).feed().schema().names())) {
                throw Errors.at(
                        Location.file(display + "/" + f.getFileName()),
                        ErrorClass.HEADER_INVALID,
                        "the file's columns " + r.feed().schema().names() + " are not those of "
                                + files.get(0).getFileName() + " "
                                + reads.get(0).feed().schema().names(),
                        "Keep one table's files in the folder, written with the same task settings");
            }
            declared = Optional.of(r.feed().schema());
            reads.add(r);
        }
        return combined(format, files, reads, display);
    }

    private static FormatRead combined(DmsCsvFormat format, List<Path> files, List<FormatRead> reads, String display) {
        Schema schema = reads.get(0).feed().schema();
        int rowColumn = schema.indexOf("__row");
        List<Batch> batches = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        long counted = 0;
        long arrival = 0;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            boolean load = LOAD.matcher(files.get(i).getFileName().toString()).matches();
            for (Batch b : reads.get(i).feed().batches()) {
                for (int r = 0; r < b.rows().size(); r++) {
                    Object[] v = b.rows().get(r).toArray();
                    v[rowColumn] = ++counted;
                    rows.add(Row.adopt(v));
                    lines.add(b.lineOf(r));
                }
            }
            boolean lastLoad = load
                    && (i + 1 == files.size()
                            || !LOAD.matcher(files.get(i + 1).getFileName().toString())
                                    .matches());
            if (!load || lastLoad) {
                batches.add(new Batch(batches.size() + 1, arrival, rows, lines));
                names.add(
                        files.get(i).getFileName() + (load ? " (the full load)" : "") + " as batch " + batches.size());
                arrival += rows.size();
                rows = new ArrayList<>();
                lines = new ArrayList<>();
            }
        }
        List<String> notes = new ArrayList<>();
        notes.add(files.size() + " DMS file(s) read, the full load first, then the change files in time order: "
                + String.join(", ", names) + ". __row counts rows across the files in that order.");
        reads.stream()
                .flatMap(r -> r.notes().stream())
                .filter(n -> !n.matches("\\d+ full-load row.*"))
                .distinct()
                .forEach(notes::add);
        FormatRead first = reads.get(0);
        return new FormatRead(
                format,
                new ChangeFeed(display, schema, batches, reads.get(0).feed().typeFallbacks()),
                first.inference(),
                first.preset(),
                notes,
                first.sourceView());
    }

    /**
     * The columns after {@code Op} in the first change file with a header: a full-load file written without
     * IncludeOpForFullLoad repeats them in its header, without {@code Op}.
     */
    private static Optional<List<String>> changeColumns(List<Path> files, String display) {
        for (Path f : files) {
            if (CHANGES.matcher(f.getFileName().toString()).matches()) {
                List<String> header = DmsCsvFormat.firstRecord(f, display + "/" + f.getFileName())
                        .fields();
                return header.isEmpty() || !header.get(0).equals("Op")
                        ? Optional.empty()
                        : Optional.of(header.subList(1, header.size()));
            }
        }
        return Optional.empty();
    }

    /** The folder's DMS files: full-load files by name, then change files by name (their time). */
    /** A subfolder or a compressed DMS file in the folder: changes the folder's reading would not see. */
    private static Optional<String> unread(Path folder) {
        try (Stream<Path> all = Files.list(folder)) {
            return all.filter(p -> Files.isDirectory(p)
                            || p.getFileName()
                                    .toString()
                                    .toLowerCase(Locale.ROOT)
                                    .matches(".*\\.csv\\.(gz|gzip|zip)"))
                    .map(p -> p.getFileName() + (Files.isDirectory(p) ? "/" : ""))
                    .sorted()
                    .findFirst();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> files(Path folder) {
        try (Stream<Path> all = Files.list(folder)) {
            List<Path> csv = all.filter(Files::isRegularFile).toList();
            List<Path> out = new ArrayList<>(csv.stream()
                    .filter(p -> LOAD.matcher(p.getFileName().toString()).matches())
                    .sorted(Comparator.comparing(p -> p.getFileName().toString().toUpperCase()))
                    .toList());
            out.addAll(csv.stream()
                    .filter(p -> CHANGES.matcher(p.getFileName().toString()).matches())
                    .sorted(Comparator.comparing(p -> p.getFileName().toString()))
                    .toList());
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
