package io.scdstudio.feed.scenario;

import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.CsvHeader;
import io.scdstudio.feed.csv.CsvTableReader;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a scenario folder's {@code expected_scd<T>[_after_batch_<N>].csv} files. A column takes the source
 * column's type; {@code __START_AT}/{@code __END_AT} take the sequence's type.
 */
final class ExpectedTablesReader {
    static final String START_AT = "__START_AT";
    static final String END_AT = "__END_AT";
    private static final Pattern NAME = Pattern.compile("expected_scd([12])(?:_after_batch_([1-9]\\d{0,8}))?\\.csv");

    private ExpectedTablesReader() {}

    static String fileName(int scdType, OptionalInt afterBatch) {
        return "expected_scd" + scdType + (afterBatch.isPresent() ? "_after_batch_" + afterBatch.getAsInt() : "")
                + ".csv";
    }

    /** The expected tables, ordered by SCD type, then batch, the final table last. */
    static List<ExpectedTable> read(
            Path folder,
            String folderName,
            Schema source,
            Supplier<DataType> sequenceType,
            ScenarioReader.ExpectedTables when) {
        List<ExpectedTable> tables = new ArrayList<>();
        for (Path file : expectedFiles(folder, folderName)) {
            String name = TextFiles.nameOf(file);
            Matcher m = NAME.matcher(name);
            if (!m.matches()) {
                throw Errors.at(
                        Location.file(folderName + "/" + name),
                        ErrorClass.SCENARIO_INVALID,
                        "the name of this expected file is not understood",
                        "Name it expected_scd1.csv, expected_scd2.csv or expected_scd<T>_after_batch_<N>.csv");
            }
            OptionalInt after = m.group(2) == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(m.group(2)));
            int scdType = Integer.parseInt(m.group(1));
            Supplier<Table> table = () -> CsvTableReader.read(
                            file, folderName + "/" + name, header -> schemaOf(header, source, sequenceType))
                    .table();
            tables.add(
                    when == ScenarioReader.ExpectedTables.NOW
                            ? new ExpectedTable(scdType, after, name, table.get())
                            : ExpectedTable.whenAsked(scdType, after, name, table));
        }
        tables.sort(Comparator.comparingInt(ExpectedTable::scdType)
                .thenComparingInt(t -> t.afterBatch().orElse(Integer.MAX_VALUE)));
        return List.copyOf(tables);
    }

    private static List<Path> expectedFiles(Path folder, String folderName) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> {
                        String n = TextFiles.nameOf(p);
                        return n.startsWith("expected") && n.endsWith(".csv") && Files.isRegularFile(p);
                    })
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw FeedErrors.unreadable(folderName, e);
        }
    }

    private static Schema schemaOf(CsvHeader header, Schema source, Supplier<DataType> sequenceType) {
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < header.names().size(); i++) {
            String name = header.names().get(i);
            if (name.equals(START_AT) || name.equals(END_AT)) {
                columns.add(new Column(name, sequenceType.get()));
                continue;
            }
            Column c = source.find(name)
                    .orElseThrow(
                            () -> Errors.at(
                                    Location.at(header.file(), header.line(), header.fileColumn(columns.size()), name),
                                    ErrorClass.SCENARIO_INVALID,
                                    "column '" + name + "' is not a column of the source schema ("
                                            + String.join(", ", source.names()) + ")",
                                    "Use the source column names in the expected file's header, then __START_AT, __END_AT for SCD2"));
            columns.add(new Column(name, c.type()));
        }
        return new Schema(columns);
    }
}
