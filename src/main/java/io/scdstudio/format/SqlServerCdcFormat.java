package io.scdstudio.format;

import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SourceView;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A SQL Server CDC change table ({@code cdc.<schema>_<table>_CT}, or {@code fn_cdc_get_all_changes}) exported as
 * CSV or JSON lines: {@code __$operation} 1 delete, 2 insert, 3 update before-image, 4 update after-image. The
 * before-images are dropped; the order is {@code STRUCT(__$start_lsn, __$command_id)}: the transaction's commit
 * LSN, then the command's place in it. Not {@code __$seqval}, which Microsoft says must not be used for ordering.
 */
public final class SqlServerCdcFormat implements FeedFormat {
    static final String OPERATION = "__$operation";

    @Override
    public String id() {
        return "sqlserver-cdc";
    }

    @Override
    public String title() {
        return "SQL Server CDC change table (CSV or JSON lines with __$start_lsn, __$operation)";
    }

    @Override
    public String inputFile() {
        return "input.csv";
    }

    @Override
    public boolean recognises(FileSample sample) {
        return PlainRead.headerHas(sample.firstLine(), OPERATION, "__$start_lsn");
    }

    @Override
    public FormatRead read(Path file, String display, Optional<Schema> schema) {
        PlainRead plain = PlainRead.of(file, display, schema);
        ChangeFeed raw = plain.feed();
        int op = raw.schema().indexOf(OPERATION);
        if (op < 0) {
            throw Errors.at(
                    Location.at(display, 1, 0, OPERATION),
                    ErrorClass.HEADER_INVALID,
                    "a SQL Server CDC export has a " + OPERATION + " column, and this file has none",
                    "Export the change table with all its columns (SELECT * FROM cdc.fn_cdc_get_all_changes_...)");
        }
        ChangeCodes.require(raw, OPERATION, List.of("1", "2", "3", "4"), false, "SQL Server CDC");
        ChangeCodes.requireHexPositions(raw, "__$start_lsn", "SQL Server CDC");
        ChangeCodes.requireHexPositions(raw, "__$seqval", "SQL Server CDC");
        ChangeFeed feed = FlatRows.keep(
                ChangedByUpdates.note(
                        raw,
                        "__$start_lsn",
                        r -> isOperation(r.get(op), 3),
                        r -> isOperation(r.get(op), 4),
                        raw.schema().names().stream()
                                .filter(n -> n.startsWith("__$"))
                                .toList()),
                r -> !isOperation(r.get(op), 3));
        int dropped = raw.eventCount() - feed.eventCount();
        List<String> notes = new ArrayList<>();
        if (dropped > 0) {
            notes.add(dropped + " update before-image(s) (" + OPERATION + " = 3) dropped: each update's after-image "
                    + "(4) carries the row AUTO CDC keeps.");
        }
        int lsn = feed.schema().indexOf("__$start_lsn");
        int command = feed.schema().indexOf("__$command_id");
        boolean deleteAndInsertTie = lsn >= 0
                && command >= 0
                && FlatRows.deleteAndChangeAtOnePosition(feed, r -> isOperation(r.get(op), 1), lsn, command)
                        .isPresent();
        if (deleteAndInsertTie) {
            notes.add("A delete and an insert share " + "__$start_lsn and __$command_id (an UPDATE of the key, which "
                    + "SQL Server CDC writes as the two), so " + OPERATION + " breaks the tie: 1, the delete, "
                    + "before 2, the insert, or the key would be left deleted.");
        }
        return new FormatRead(
                this,
                feed,
                plain.inference(),
                Optional.of(preset(feed.schema(), deleteAndInsertTie)),
                notes,
                Optional.of(ColumnsSourceView.of(
                        title(),
                        PlainRead.rawFile(display),
                        feed.schema(),
                        Map.of(),
                        Optional.of("NOT (CAST(" + SourceView.quote(OPERATION) + " AS STRING) <=> '3')"),
                        List.of(),
                        List.of("Update before-images (" + OPERATION + " = 3) are left out: each update's "
                                + "after-image (4) carries the row."))));
    }

    private static boolean isOperation(Object value, int code) {
        return value instanceof Number n && n.intValue() == code
                || String.valueOf(value).equals(String.valueOf(code));
    }

    private static Preset preset(Schema schema, boolean byOperationToo) {
        List<Preset.Choice> why = new ArrayList<>();
        List<String> meta =
                schema.names().stream().filter(n -> n.startsWith("__$")).toList();
        String key = Presets.guessKey(schema, n -> n.startsWith("__$"), why);
        List<String> seq = new ArrayList<>(List.of("__$start_lsn"));
        if (schema.find("__$command_id").isPresent()) {
            seq.add("__$command_id");
            if (byOperationToo) {
                seq.add(OPERATION);
                why.add(new Preset.Choice(
                        FlowParameters.SEQUENCE_BY,
                        OPERATION + " last: a delete and an insert share a commit LSN and command id (an UPDATE of "
                                + "the key), and 1 (delete) before 2 (insert) leaves the row the UPDATE made"));
            }
            why.add(new Preset.Choice(
                    FlowParameters.SEQUENCE_BY,
                    "STRUCT(__$start_lsn, __$command_id): the commit LSN orders "
                            + "transactions and __$command_id the changes within one; Microsoft says __$seqval must not be "
                            + "used for ordering"));
        } else {
            why.add(new Preset.Choice(
                    FlowParameters.SEQUENCE_BY,
                    "__$start_lsn, the commit LSN; the export has no "
                            + "__$command_id, so two changes of one key in one transaction tie: export it (SQL Server 2012 "
                            + "SP4 and later have it)"));
        }
        why.add(new Preset.Choice(
                FlowParameters.APPLY_AS_DELETES,
                "`__$operation` = 1 is a delete; the before-images (3) were " + "dropped while reading"));
        why.add(new Preset.Choice(
                FlowParameters.EXCEPT_COLUMN_LIST,
                String.join(", ", meta) + " are CDC bookkeeping, not " + "attributes of the row"));
        CdcFlowSettings flow = CdcFlowSettings.of(
                        List.of(key), seq.size() == 1 ? SequenceBy.column(seq.get(0)) : SequenceBy.struct(seq))
                .withConditions(Optional.of("`__$operation` = 1"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(meta));
        return new Preset(flow, why);
    }
}
