package io.scdstudio.feed.scenario;

import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.csv.CsvTableReader;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SnapshotFlowSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A folder of periodic snapshots with no case.json, as a daily extract job leaves them: one CSV file per snapshot,
 * its version in its name. A date or time in every name ({@code stations_2024-04-01.csv}, {@code
 * 2024-04-01T06-00.csv}) makes timestamp versions; else the last number in every name ({@code 1.csv}, {@code
 * snapshot_20240401.csv}) makes bigint versions. The files are processed in version order; the first column is
 * the first guess at the key, and the types are inferred from the first snapshot.
 */
public final class SnapshotFolderReader {
    /**
     * A date year first, its parts joined by -, _ or . (2024-04-01, 2024_04_01, 2024.04.01), month and day padded or
     * not, the day optional (2024-01 is the first of January), then a time whose hour may be one digit.
     */
    private static final Pattern DATE_TIME = Pattern.compile("(?<!\\d)((?:19|20)\\d{2})[-_.](\\d{1,2})(?:[-_.]"
            + "(\\d{1,2})(?:[T _](\\d{1,2})[:\\-]?(\\d{2})(?:[:\\-]?(\\d{2}))?)?)?(?!\\d)");
    /** ISO 8601's basic form, 20240401T060000: its last number alone (60000) would order the files wrongly. */
    private static final Pattern BASIC_DATE_TIME =
            Pattern.compile("(?<!\\d)(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})?(?!\\d)");
    /** A date day first (31-03-2024), which would otherwise be read as the number 2024. */
    private static final Pattern DAY_FIRST = Pattern.compile("(?<!\\d)\\d{1,2}[-.]\\d{1,2}[-.]\\d{4}(?!\\d)");

    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private SnapshotFolderReader() {}

    /** Whether the folder's CSV files (two or more; other kinds of file are left alone) all carry a version. */
    public static boolean recognises(Path folder) {
        try {
            List<Path> files = csvFiles(folder);
            return versions(files).isPresent() || !problems(files).isEmpty();
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    /** The snapshots in version order, as a scenario whose flow is a first guess to edit. */
    public static Scenario read(Path folder) {
        String name = TextFiles.nameOf(folder);
        List<Path> files = csvFiles(folder);
        requireWholeCopies(name, files);
        String problems = problems(files);
        if (!problems.isEmpty()) {
            throw Errors.at(
                    Location.file(name),
                    ErrorClass.SCENARIO_INVALID,
                    problems,
                    "Name every snapshot by its date, year first (2024-04-01.csv), or every one by its number (1.csv,"
                            + " 2.csv)");
        }
        Versions versions = versions(files)
                .orElseThrow(() -> Errors.at(
                        Location.file(name),
                        ErrorClass.SCENARIO_INVALID,
                        "the snapshot files' names do not all carry a version",
                        "Name each snapshot by its date (2024-04-01.csv) or its number (1.csv, 2.csv)"));
        List<Path> ordered = new ArrayList<>(files);
        ordered.sort((a, b) -> compare(versions.of.get(a), versions.of.get(b)));
        Map<Object, Path> seen = new HashMap<>();
        for (Path f : ordered) {
            Path other = seen.putIfAbsent(versions.of.get(f), f);
            if (other != null) {
                throw Errors.at(
                        Location.file(name + "/" + f.getFileName()),
                        ErrorClass.SCENARIO_INVALID,
                        "its version " + versions.of.get(f) + " is also " + other.getFileName() + "'s",
                        "Give each snapshot its own version in its name");
            }
        }
        Schema schema = CsvFeedReader.readInferring(ordered.get(0)).feed().schema();
        List<Snapshot> snapshots = new ArrayList<>();
        for (Path f : ordered) {
            CsvTableReader.Rows rows = CsvTableReader.read(f, name + "/" + f.getFileName(), header -> {
                header.requireSchema(schema);
                return schema;
            });
            snapshots.add(new Snapshot(
                    versions.of.get(f), f.getFileName().toString(), rows.table().rows(), rows.lines()));
        }
        SnapshotFeed feed = new SnapshotFeed(schema, versions.type, snapshots);
        SnapshotFlowSettings flow =
                SnapshotFlowSettings.of(List.of(schema.column(0).name()));
        return Scenario.builder(name, feed, flow)
                .title(name + ": " + snapshots.size() + " snapshot(s)")
                .notes(Optional.of("Read as periodic snapshots: each file is a whole copy of the table, its version "
                        + "taken from its name (" + versions.type + "); the key "
                        + schema.column(0).name()
                        + " is a first guess and the types come from the first snapshot."))
                .build();
    }

    /** Column names that say a row is a change, not a row of a whole copy. */
    private static final Set<String> CHANGE_CODE_COLUMNS = Set.of(
            "op",
            "operation",
            "op_type",
            "optype",
            "change_type",
            "_change_type",
            "__op",
            "cdc_op",
            "change_op",
            "dml_type",
            "action");

    private static final Pattern SPARK_PART = Pattern.compile("part-\\d{5}-.*");

    /**
     * Files of a change feed (a CDC tool's exports, one per commit or run) or the parts of one table Spark wrote are
     * not whole copies of the table: read as snapshots, every key missing from a file would be deleted.
     */
    private static void requireWholeCopies(String name, List<Path> files) {
        if (files.stream()
                .anyMatch(f -> SPARK_PART.matcher(f.getFileName().toString()).matches())) {
            throw Errors.at(
                    Location.file(name),
                    ErrorClass.SCENARIO_INVALID,
                    "the folder holds part-00000-... files, the parts of one table as Spark writes it, not snapshots"
                            + " each a whole copy of the table",
                    "Open the folder's table another way (one CSV file: coalesce(1) before writing), or give each "
                            + "snapshot a file named by its version (1.csv, 2024-04-01.csv)");
        }
        for (Path f : files) {
            FileSample sample = FileSample.of(f);
            Optional<FeedFormat> format = FeedFormats.detect(sample);
            if (format.isPresent() && format.get() != FeedFormats.csv() && format.get() != FeedFormats.jsonLines()) {
                throw Errors.at(
                        Location.file(name + "/" + f.getFileName()),
                        ErrorClass.SCENARIO_INVALID,
                        "the file is a " + format.get().title() + " export, a list of changes, so the folder is not"
                                + " a series of snapshots (each a whole copy of the table): read as one, every key"
                                + " missing from a file would be deleted",
                        "Put the change files into one file (one header) and open it with --format "
                                + format.get().id() + ", or open each file on its own");
            }
            List<String> header =
                    List.of(sample.firstLine().toLowerCase(Locale.ROOT).split(","));
            Optional<String> op = header.stream()
                    .map(String::strip)
                    .map(h -> h.replace("\"", ""))
                    .filter(CHANGE_CODE_COLUMNS::contains)
                    .findFirst();
            if (op.isPresent()) {
                throw Errors.at(
                        Location.at(name + "/" + f.getFileName(), 1, 0, op.get()),
                        ErrorClass.SCENARIO_INVALID,
                        "the file has a column " + op.get() + ", which names a change (insert, update, delete), so the"
                                + " files are changes, not snapshots each a whole copy of the table: read as snapshots,"
                                + " every key missing from a file would be deleted",
                        "Put the change files into one file (one header) and open it as a change feed, or drop the "
                                + op.get() + " column if each file really is a whole copy");
            }
        }
    }

    private record Versions(DataType type, Map<Path, Object> of) {}

    /** Versions of one folder are all timestamps or all numbers. */
    @SuppressWarnings("unchecked")
    private static int compare(Object a, Object b) {
        return ((Comparable<Object>) a).compareTo(b);
    }

    private static Optional<Versions> versions(List<Path> files) {
        if (files.size() < 2) {
            // One file is a feed file in a folder more likely than a series of one snapshot.
            return Optional.empty();
        }
        Map<Path, Object> dates = new HashMap<>();
        Map<Path, Object> numbers = new HashMap<>();
        for (Path f : files) {
            String stem = f.getFileName().toString().replaceFirst("(?i)\\.csv$", "");
            date(stem).ifPresent(d -> dates.put(f, d));
            lastNumber(stem).ifPresent(n -> numbers.put(f, n));
        }
        if (dates.size() == files.size()) {
            return Optional.of(new Versions(DataType.TIMESTAMP, dates));
        }
        if (numbers.size() == files.size()) {
            return Optional.of(new Versions(DataType.BIGINT, numbers));
        }
        return Optional.empty();
    }

    /**
     * Names that would give a wrong order read as numbers: some dates and some not (the numbers of 2024-04-02.csv
     * and 3.csv do not compare), or a date written day first (31-03-2024.csv would be version 2024).
     */
    private static String problems(List<Path> files) {
        if (files.size() < 2) {
            return "";
        }
        List<String> dated = new ArrayList<>();
        List<String> undated = new ArrayList<>();
        List<String> versionless = new ArrayList<>();
        for (Path f : files) {
            String fileName = f.getFileName().toString();
            String stem = fileName.replaceFirst("(?i)\\.csv$", "");
            if (DAY_FIRST.matcher(stem).find()) {
                return fileName + " names its date day first, so its last number would be taken as its version";
            }
            boolean isDate = date(stem).isPresent();
            (isDate ? dated : undated).add(fileName);
            if (!isDate && lastNumber(stem).isEmpty()) {
                versionless.add(fileName);
            }
        }
        if (!versionless.isEmpty() && versionless.size() < files.size()) {
            return versionless.get(0) + " carries no version in its name, beside snapshots that do; move it out of"
                    + " the folder, or name it by its date or number";
        }
        if (!dated.isEmpty() && !undated.isEmpty()) {
            return "some snapshot names are dates (" + dated.get(0) + ") and some are not (" + undated.get(0)
                    + "), so the snapshots have no one order";
        }
        return "";
    }

    private static Optional<LocalDateTime> date(String stem) {
        Matcher m = DATE_TIME.matcher(stem);
        if (!m.find()) {
            m = BASIC_DATE_TIME.matcher(stem);
            if (!m.find()) {
                return Optional.empty();
            }
        }
        try {
            return Optional.of(LocalDateTime.of(
                    Integer.parseInt(m.group(1)),
                    Integer.parseInt(m.group(2)),
                    m.group(3) == null ? 1 : Integer.parseInt(m.group(3)),
                    m.group(4) == null ? 0 : Integer.parseInt(m.group(4)),
                    m.group(5) == null ? 0 : Integer.parseInt(m.group(5)),
                    m.group(6) == null ? 0 : Integer.parseInt(m.group(6))));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Long> lastNumber(String stem) {
        Matcher m = NUMBER.matcher(stem);
        String last = null;
        while (m.find()) {
            last = m.group();
        }
        if (last == null || last.length() > 18) {
            return Optional.empty();
        }
        return Optional.of(Long.parseLong(last));
    }

    private static List<Path> csvFiles(Path folder) {
        try (Stream<Path> all = Files.list(folder)) {
            return all.filter(Files::isRegularFile)
                    .filter(p ->
                            p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
