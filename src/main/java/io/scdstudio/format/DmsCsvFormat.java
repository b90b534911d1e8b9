package io.scdstudio.format;

import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import io.scdstudio.feed.TextFiles;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.csv.CsvReader;
import io.scdstudio.feed.csv.CsvRecord;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SourceView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * AWS DMS output to S3 as CSV with a header ({@code AddColumnName=true}): the first column {@code Op} is I, U or D
 * on change rows and empty on full-load rows (unless {@code IncludeOpForFullLoad}). Two columns are added: {@code
 * __phase} (0 full load, 1 change) so a full-load row never overrides a change, and {@code __row}, the row's line,
 * the last tie-breaker when the order is a timestamp. The order is {@code AR_H_CHANGE_SEQ} (the transformation
 * rule's change sequence, unique and increasing per task) when the file has it, else the first timestamp column
 * with a warning: DMS commit timestamps tie.
 */
public final class DmsCsvFormat implements FeedFormat {
    @Override
    public String id() {
        return "dms-csv";
    }

    @Override
    public String title() {
        return "AWS DMS CSV (Op first: I, U, D; with or without a header; full-load rows without Op)";
    }

    @Override
    public String inputFile() {
        return "input.csv";
    }

    @Override
    public boolean recognises(FileSample sample) {
        return sample.nameEndsWith(".csv") && (hasHeader(sample.firstLine()) || headerlessChange(sample));
    }

    private static boolean hasHeader(String firstLine) {
        return firstLine.startsWith("Op,") || firstLine.startsWith("\"Op\",");
    }

    /** A header-less change file, named as DMS names them (20141029-1134010000.csv), whose first field is I, U or D. */
    private static boolean headerlessChange(FileSample sample) {
        return sample.fileName().matches("\\d{8}-\\d{6,}\\.csv")
                && sample.firstLine().matches("[IUD],.*");
    }

    /** A folder of DMS output: LOAD files and change files, named as DMS names them. */
    @Override
    public boolean recognisesFolder(Path folder) {
        return DmsFolder.recognises(folder);
    }

    @Override
    public FormatRead read(Path file, String display, Optional<Schema> schema) {
        return Files.isDirectory(file) ? DmsFolder.read(this, file, display, schema) : readFile(file, display, schema);
    }

    /** One DMS file, full-load or change rows. */
    FormatRead readFile(Path file, String display, Optional<Schema> schema) {
        return readFile(file, display, schema, Optional.empty());
    }

    /**
     * One DMS file; {@code changeColumns} are the columns after {@code Op} in the header of the change files beside
     * it, which a full-load file's header repeats without {@code Op}.
     */
    FormatRead readFile(Path file, String display, Optional<Schema> schema, Optional<List<String>> changeColumns) {
        List<String> notes = new ArrayList<>();
        Optional<Schema> declared = schema.map(DmsCsvFormat::withoutAddedColumns);
        Opened opened = open(file, display, declared, changeColumns, notes);
        PlainRead plain = schema.isEmpty() ? changeSeqAsText(opened) : opened.plain();
        ChangeFeed raw = plain.feed();
        int op = raw.schema().indexOf("Op");
        if (op < 0) {
            throw Errors.at(
                    Location.at(display, 1, 0, "Op"),
                    ErrorClass.HEADER_INVALID,
                    "a DMS change file's first column is Op, and this file has no Op column",
                    "Export with AddColumnName=true so the file has a header, and keep the Op column");
        }
        ChangeCodes.require(raw, "Op", List.of("I", "U", "D"), true, "AWS DMS");
        if (DmsFolder.isFullLoadName(file)) {
            requireNoOpInFullLoad(raw, op, display);
        }
        // A change row without its change sequence is refused by PresetPositions, as for every format.
        changeSeqName(raw.schema()).ifPresent(seq -> ChangeCodes.requireDigitPositions(raw, seq, "AWS DMS", 35));
        Schema flat = raw.schema().plus(new Column("__phase", DataType.INT), new Column("__row", DataType.BIGINT));
        ChangeFeed feed = withPhaseAndRow(raw, flat, op, notes);
        Preset preset = preset(flat);
        List<String> order = preset.flow().sequenceBy().columns();
        if (changeSeqName(flat).isEmpty() && order.size() == 3) {
            notes.add("The file has no AR_H_CHANGE_SEQ, so the changes are ordered by " + order.get(1) + ", the first "
                    + "timestamp column, taken for the task's TimestampColumnName, and then by their place in the file;"
                    + " it is kept out of the target. If " + order.get(1) + " is a column of the table, order by the"
                    + " file alone: --sequence-by __phase,__row");
        }
        return new FormatRead(this, feed, plain.inference(), Optional.of(preset), notes, Optional.of(sourceView(flat)));
    }

    /** The same reading for exported code: the CSV, with __phase and __row made as this reader makes them. */
    private SourceView sourceView(Schema flat) {
        Map<String, String> added = new LinkedHashMap<>();
        added.put("__phase", "CASE WHEN Op IS NULL OR trim(Op) = '' THEN 0 ELSE 1 END");
        added.put("__row", SourceView.READ_ORDER);
        return ColumnsSourceView.of(
                title(),
                SourceView.RawFile.CSV_WITH_HEADER,
                flat,
                added,
                Optional.empty(),
                List.of(),
                List.of("__phase is 0 for a full-load row (no Op) and 1 for a change, so a full-load row never "
                        + "overrides a change; __row is the row's arrival order, the last tie-breaker."));
    }

    /** The file as first read, and how to read it again with another schema. */
    private record Opened(PlainRead plain, Function<Schema, ChangeFeed> readAs) {}

    /** Reads the file by its first line: DMS's header (Op first), a full-load file's header (no Op), or none. */
    private static Opened open(
            Path file,
            String display,
            Optional<Schema> declared,
            Optional<List<String>> changeColumns,
            List<String> notes) {
        if (hasHeader(FileSample.of(file).firstLine())) {
            return new Opened(
                    PlainRead.of(file, display, declared),
                    s -> PlainRead.of(file, display, Optional.of(s)).feed());
        }
        if (FullLoadHeader.isHeader(file, display, declared, changeColumns)) {
            if (changeColumns.isEmpty() && declared.isEmpty() && !DmsFolder.isFullLoadName(file)) {
                // A header without Op is DMS only as a full load; any other CSV read so would be all inserts.
                throw Errors.at(
                        Location.at(display, 1, 0, "Op"),
                        ErrorClass.HEADER_INVALID,
                        "the header has no Op column, so as AWS DMS output this could only be a full-load file,"
                                + " which DMS names LOAD00000001.csv; every row would be read as an insert and no"
                                + " change or delete seen",
                        "Open the file without --format dms-csv (as plain CSV, or in the format it is), or give a"
                                + " full-load file its DMS name");
            }
            return new Opened(
                    FullLoadHeader.read(file, display, declared),
                    s -> FullLoadHeader.read(file, display, Optional.of(s)).feed());
        }
        return new Opened(
                headerless(file, display, declared, notes),
                s -> headerless(file, display, Optional.of(s), new ArrayList<>())
                        .feed());
    }

    /** The read again with AR_H_CHANGE_SEQ as text where inference took it for a number; else as it was. */
    private static PlainRead changeSeqAsText(Opened opened) {
        PlainRead plain = opened.plain();
        int changeSeq = plain.feed()
                .schema()
                .names()
                .indexOf(changeSeqName(plain.feed().schema()).orElse(""));
        if (changeSeq < 0 || plain.feed().schema().column(changeSeq).type().equals(DataType.STRING)) {
            return plain;
        }
        // 35 digits: read as a number it would lose its counter; DMS documents it as text that sorts right.
        Schema asText = plain.feed().schema().withType(changeSeq, DataType.STRING);
        return new PlainRead(
                opened.readAs().apply(asText).withTypeFallbacks(plain.feed().typeFallbacks()),
                plain.inference().map(i -> {
                    List<String> reasons = new ArrayList<>(i.reasons());
                    reasons.set(
                            changeSeq,
                            asText.column(changeSeq).name() + ": string — read as text: DMS's change "
                                    + "sequence is 35 digits, commit time and a counter, "
                                    + "which a number would round; as text it sorts right");
                    return new InferredSchema(asText, reasons, i.fallbacks());
                }));
    }

    /**
     * A full-load file whose rows carry an Op (a task run with {@code IncludeOpForFullLoad=true}) would be read as
     * changes, ordered by their transfer time against the changes DMS caught during the load: a change made while the
     * load ran was then dropped as older than the full-load row. Full-load rows order before every change, which
     * only an empty Op says here and in the exported code alike.
     */
    private static void requireNoOpInFullLoad(ChangeFeed raw, int op, String display) {
        ChangeCodes.forEachValue(raw, op, (o, line) -> {
            if (o != null && !o.toString().isBlank()) {
                throw Errors.at(
                        Location.at(display, line, 0, "Op"),
                        ErrorClass.VALUE_NOT_OF_TYPE,
                        "the full-load file's row has Op '" + o + "' (a task run with IncludeOpForFullLoad=true):"
                                + " read as a change it would be ordered against the changes caught during the"
                                + " load, and could override one made while the load ran; full-load rows"
                                + " order before every change",
                        "Run the task with IncludeOpForFullLoad=false, or empty the Op field of every row of the"
                                + " LOAD files, so they are read as the full load");
            }
        });
    }

    /** The rows with __phase and __row added; full-load rows (no Op) are phase 0, and a note counts them. */
    private static ChangeFeed withPhaseAndRow(ChangeFeed raw, Schema flat, int op, List<String> notes) {
        int[] fullLoad = {0};
        ChangeFeed feed = FlatRows.mapWithLines(raw, flat, (r, source) -> {
            Object o = r.get(op);
            boolean load = o == null || o.toString().isBlank();
            if (load) {
                fullLoad[0]++;
            }
            return flatRow(r, load ? 0 : 1, source);
        });
        if (fullLoad[0] > 0) {
            notes.add(fullLoad[0] + " full-load row(s) (no Op) read as inserts that order before every change "
                    + "(__phase 0).");
        }
        return feed;
    }

    /**
     * The row with __phase and __row added, in one copy: DMS writes NULL as an empty field (CsvNullValue unset), so
     * an empty text value is NULL, as Spark reads it.
     */
    private static Row flatRow(Row r, int phase, int line) {
        Object[] v = new Object[r.size() + 2];
        for (int i = 0; i < r.size(); i++) {
            Object o = r.get(i);
            v[i] = o instanceof String s && s.isEmpty() ? null : o;
        }
        v[r.size()] = phase;
        v[r.size() + 1] = (long) line;
        return Row.adopt(v);
    }

    private static Optional<String> changeSeqName(Schema schema) {
        return schema.names().stream()
                .filter(n -> n.endsWith("AR_H_CHANGE_SEQ"))
                .findFirst();
    }

    /**
     * A file written without AddColumnName: change rows are Op and the columns, full-load rows the columns alone
     * (they get an empty Op). The columns are the declared schema's (Op first), else named c1, c2, ... by position.
     */
    private static PlainRead headerless(Path file, String display, Optional<Schema> schema, List<String> notes) {
        UnaryOperator<CsvRecord> fix;
        if (schema.isPresent()) {
            if (!schema.get().names().get(0).equals("Op")) {
                throw Errors.at(
                        Location.field("schema"),
                        ErrorClass.SCENARIO_INVALID,
                        "a DMS file without a header "
                                + "is read by position, so the schema must list Op first, then the table's columns in "
                                + "order",
                        "Put \"Op\": \"string\" first in case.json's schema");
            }
            int width = schema.get().size();
            boolean load = firstRecord(file, display).size() == width - 1;
            fix = r -> load ? (r.size() == width - 1 ? r.withLeadingField("") : null) : r;
            return new PlainRead(
                    CsvFeedReader.readHeaderless(TextFiles.open(file), display, schema.get(), fix), Optional.empty());
        }
        CsvRecord first = firstRecord(file, display);
        boolean change = first.field(0).matches("[IUD]");
        int columns = change ? first.size() - 1 : first.size();
        List<String> names = new ArrayList<>(List.of("Op"));
        for (int i = 1; i <= columns; i++) {
            names.add("c" + i);
        }
        notes.add(
                "The file has no header (AddColumnName=false): its columns are named c1 to c" + columns + " by "
                        + "position. Name them in a scenario's case.json schema (Op first), or export with AddColumnName=true.");
        if (change) {
            // Left as cN, the change sequence would be the first column the key guess meets: every row its own key.
            for (int i = 1; i < first.size(); i++) {
                if (first.field(i).matches("[0-9]{35}")) {
                    notes.add("c" + i + " holds 35 digits on line 1, as DMS's change sequence does, so it is read as "
                            + "AR_H_CHANGE_SEQ and orders the changes; the key is a guess (the first other column), set it "
                            + "with --keys");
                    names.set(i, "AR_H_CHANGE_SEQ");
                    break;
                }
            }
        }
        // A change file's rows all carry Op; a full-load file's none: a row of the other width is an error.
        fix = change ? r -> r : r -> r.size() == columns ? r.withLeadingField("") : null;
        InferredFeed f = CsvFeedReader.readHeaderlessInferring(TextFiles.open(file), display, names, fix);
        return new PlainRead(f.feed(), Optional.of(f.inference()));
    }

    static CsvRecord firstRecord(Path file, String display) {
        try (CsvReader csv = new CsvReader(TextFiles.open(file), display, false)) {
            CsvRecord first = csv.next();
            if (first == null) {
                throw Errors.at(
                        Location.file(display),
                        ErrorClass.SCENARIO_INVALID,
                        "the file holds no rows",
                        "Open a DMS file with its rows");
            }
            return first;
        }
    }

    /** A declared schema (case.json) lists the file's columns; the two this format adds are not in the file. */
    private static Schema withoutAddedColumns(Schema s) {
        return new Schema(s.columns().stream()
                .filter(c -> !c.name().equals("__phase") && !c.name().equals("__row"))
                .toList());
    }

    private static Preset preset(Schema schema) {
        List<Preset.Choice> why = new ArrayList<>();
        List<String> meta = new ArrayList<>(schema.names().stream()
                .filter(n -> n.equals("Op") || n.startsWith("AR_H_") || n.startsWith("$AR_H_") || n.startsWith("__"))
                .toList());
        String key = Presets.guessKey(schema, meta::contains, why);
        SequenceBy sequence;
        Optional<String> changeSeq = changeSeqName(schema);
        if (changeSeq.isPresent()) {
            sequence = SequenceBy.struct(List.of("__phase", changeSeq.get()));
            why.add(new Preset.Choice(
                    FlowParameters.SEQUENCE_BY,
                    "STRUCT(__phase, " + changeSeq.get() + "): full-load rows "
                            + "first, then DMS's change sequence (commit time plus a counter, unique and increasing per "
                            + "task, sortable as text)"));
        } else {
            Optional<Column> ts = schema.columns().stream()
                    .filter(c -> c.type().equals(DataType.TIMESTAMP))
                    .filter(c -> !c.name().startsWith("__"))
                    .findFirst();
            if (ts.isPresent()) {
                sequence = SequenceBy.struct(List.of("__phase", ts.get().name(), "__row"));
                meta.add(ts.get().name());
                why.add(
                        new Preset.Choice(
                                FlowParameters.SEQUENCE_BY,
                                "STRUCT(__phase, " + ts.get().name() + ", __row): no "
                                        + "AR_H_CHANGE_SEQ, so the timestamp column, whose commit times tie within a transaction, "
                                        + "then the row's place in the file; add the header column $AR_H_CHANGE_SEQ to the task"));
            } else {
                sequence = SequenceBy.struct(List.of("__phase", "__row"));
                why.add(new Preset.Choice(
                        FlowParameters.SEQUENCE_BY,
                        "STRUCT(__phase, __row): the file has neither "
                                + "AR_H_CHANGE_SEQ nor a timestamp, so the rows' order in the file is the only order; add "
                                + "$AR_H_CHANGE_SEQ (or TimestampColumnName) to the task"));
            }
        }
        why.add(new Preset.Choice(FlowParameters.APPLY_AS_DELETES, "Op = 'D' is DMS's delete"));
        why.add(new Preset.Choice(
                FlowParameters.EXCEPT_COLUMN_LIST, String.join(", ", meta) + " describe the change, not the " + "row"));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of(key), sequence)
                .withConditions(Optional.of("Op = 'D'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(meta));
        return new Preset(flow, why);
    }
}
