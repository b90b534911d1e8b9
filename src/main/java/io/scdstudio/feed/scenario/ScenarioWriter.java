package io.scdstudio.feed.scenario;

import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.csv.CanonicalCsvWriter;
import io.scdstudio.feed.csv.CsvHeader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Writes a scenario folder that {@link ScenarioReader} reads back equal: {@code case.json}, {@code input.csv}
 * (with {@code __batch} unless the feed is the single micro-batch 1) or the snapshots, and one file per
 * expected table. The folder is built beside its place and moved in when complete, so a failed save leaves
 * what was there; an existing folder with files is replaced only when the caller says so, and even then the
 * files that go with a scenario but are not part of it (its {@code README.md} and the lesson's
 * {@code lesson.json}) stay.
 */
public final class ScenarioWriter {
    /** Files a scenario folder may hold that the scenario does not own: a replaced folder keeps them. */
    public static final List<String> COMPANIONS = List.of("README.md", "lesson.json");

    private ScenarioWriter() {}

    /** Writes into a new or empty folder; fails with {@code FOLDER_NOT_EMPTY} if it holds files. */
    public static void write(Scenario scenario, Path folder) {
        write(scenario, folder, false);
    }

    /**
     * A change feed's file as its CDC format wrote it: saved as it is (as the format's input file, with {@code
     * "format"} in case.json), so the scenario keeps the raw envelope, not only the flat rows read from it.
     */
    public record RawFeed(FeedFormat format, Path file) {
        public RawFeed {
            Objects.requireNonNull(format, "format");
            Objects.requireNonNull(file, "file");
        }
    }

    /** With {@code overwrite}, an existing folder is replaced as a whole (files the scenario lacks go too). */
    public static void write(Scenario scenario, Path folder, boolean overwrite) {
        write(scenario, folder, overwrite, Optional.empty());
    }

    /** As {@link #write(Scenario, Path, boolean)}, keeping a change feed's raw file when {@code raw} names one. */
    public static void write(Scenario scenario, Path folder, boolean overwrite, Optional<RawFeed> raw) {
        Path target = folder.toAbsolutePath().normalize();
        if (!overwrite && FolderSwap.hasEntries(target)) {
            throw Errors.at(
                    Location.file(folder.toString()),
                    ErrorClass.FOLDER_NOT_EMPTY,
                    "the folder already holds files",
                    "Choose a new folder, or confirm that it may be replaced");
        }
        FolderSwap.replace(target, temp -> {
            writeFiles(scenario, temp, raw.filter(r -> scenario.feed() instanceof ChangeFeed));
            keepCompanions(target, temp);
        });
    }

    private static void writeFiles(Scenario s, Path folder, Optional<RawFeed> raw) throws IOException {
        List<String> snapshotFiles = List.of();
        if (raw.isPresent()) {
            Files.copy(raw.get().file(), folder.resolve(raw.get().format().inputFile()));
        } else if (s.feed() instanceof ChangeFeed feed) {
            writeInput(feed, folder.resolve(ScenarioReader.INPUT_FILE));
        } else if (s.feed() instanceof SnapshotFeed feed) {
            snapshotFiles = snapshotFiles(feed);
            for (int i = 0; i < snapshotFiles.size(); i++) {
                Snapshot snap = feed.snapshots().get(i);
                Path file = folder.resolve(snapshotFiles.get(i));
                Files.createDirectories(file.getParent());
                writeTable(new Table(feed.schema(), snap.rows()), file);
            }
        }
        Files.writeString(
                folder.resolve(ScenarioReader.CASE_FILE),
                CaseJson.text(s, snapshotFiles, raw.map(r -> r.format().id())),
                StandardCharsets.UTF_8);
        for (ExpectedTable e : s.expected()) {
            writeTable(e.table(), folder.resolve(ExpectedTablesReader.fileName(e.scdType(), e.afterBatch())));
        }
    }

    private static void keepCompanions(Path old, Path fresh) throws IOException {
        for (String name : COMPANIONS) {
            Path was = old.resolve(name);
            if (Files.isRegularFile(was) && !Files.exists(fresh.resolve(name))) {
                Files.copy(was, fresh.resolve(name));
            }
        }
    }

    private static void writeInput(ChangeFeed feed, Path file) throws IOException {
        List<Batch> batches = feed.batches();
        boolean numbered = batches.size() != 1 || batches.get(0).number() != 1;
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            List<String> header = new ArrayList<>();
            if (numbered) {
                header.add(CsvHeader.BATCH);
            }
            header.addAll(feed.schema().names());
            CanonicalCsvWriter.writeLine(out, header);
            for (Batch b : batches) {
                for (Row row : b.rows()) {
                    if (numbered) {
                        out.write(b.number() + ",");
                    }
                    writeRow(out, row);
                }
            }
        }
    }

    private static void writeRow(Writer out, Row row) throws IOException {
        for (int i = 0; i < row.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(CanonicalCsvWriter.cell(row.get(i)));
        }
        out.write('\n');
    }

    private static void writeTable(Table table, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            CanonicalCsvWriter.write(table, out);
        }
    }

    /** Each snapshot's own relative file when it is a safe, unique .csv path, else snapshots/<n>.csv. */
    private static List<String> snapshotFiles(SnapshotFeed feed) {
        List<String> files = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (int i = 0; i < feed.snapshots().size(); i++) {
            String own = feed.snapshots().get(i).source().replace('\\', '/');
            boolean safe = own.endsWith(".csv")
                    && !own.startsWith("/")
                    && !own.contains("..")
                    && !own.contains(":")
                    && !own.equals(ScenarioReader.INPUT_FILE)
                    && !own.startsWith("expected");
            String file = safe && used.add(own) ? own : "snapshots/" + (i + 1) + ".csv";
            used.add(file);
            files.add(file);
        }
        return List.copyOf(files);
    }
}
