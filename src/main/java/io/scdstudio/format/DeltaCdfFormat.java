package io.scdstudio.format;

import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Delta table's change data feed ({@code table_changes}, {@code readChangeFeed}) exported as CSV or JSON lines:
 * {@code _change_type} insert, update_preimage, update_postimage or delete, with {@code _commit_version} and
 * {@code _commit_timestamp}. Preimages are dropped; the sequence is {@code _commit_version}, which orders commits
 * exactly (the timestamp can tie and is not guaranteed to grow).
 */
public final class DeltaCdfFormat implements FeedFormat {
    static final Set<String> METADATA = Set.of("_change_type", "_commit_version", "_commit_timestamp");

    /**
     * Added when one commit both deletes and inserts rows (an overwrite, a replaceWhere, a delete-then-insert job):
     * 0 on a delete, 1 on an insert or postimage, so the row the commit leaves follows the row it removed. With
     * {@code _commit_version} alone the two tie and the delete would win, emptying the key.
     */
    static final String COMMIT_STEP = "__commit_step";

    @Override
    public String id() {
        return "delta-cdf";
    }

    @Override
    public String title() {
        return "Delta change data feed (CSV or JSON lines with _change_type, _commit_version)";
    }

    @Override
    public String inputFile() {
        return "input.csv";
    }

    @Override
    public boolean recognises(FileSample sample) {
        return PlainRead.headerHas(sample.firstLine(), "_change_type", "_commit_version");
    }

    @Override
    public FormatRead read(Path file, String display, Optional<Schema> schema) {
        PlainRead plain = PlainRead.of(file, display, schema.map(DeltaCdfFormat::withoutCommitStep));
        ChangeFeed raw = plain.feed();
        int type = raw.schema().indexOf("_change_type");
        if (type < 0 || raw.schema().indexOf("_commit_version") < 0) {
            throw Errors.at(
                    Location.at(display, 1, 0, type < 0 ? "_change_type" : "_commit_version"),
                    ErrorClass.HEADER_INVALID,
                    "a change data feed has _change_type and _commit_version columns",
                    "Export the feed with its metadata columns (SELECT * FROM table_changes('t', 0))");
        }
        boolean declaredStep = schema.map(s -> s.indexOf(COMMIT_STEP) >= 0).orElse(false);
        return fromChanges(this, raw, plain.inference(), schema.isEmpty() || declaredStep);
    }

    private static Schema withoutCommitStep(Schema s) {
        return new Schema(
                s.columns().stream().filter(c -> !c.name().equals(COMMIT_STEP)).toList());
    }

    /**
     * A change data feed already read as rows (from an export, or from a Delta table by Spark), preimages dropped,
     * with the preset; {@code format} is the format that read it.
     */
    public static FormatRead fromChanges(FeedFormat format, ChangeFeed raw, Optional<InferredSchema> inference) {
        return fromChanges(format, raw, inference, true);
    }

    /**
     * As above; {@code mayAddStep} is false when a scenario declared its columns without {@link #COMMIT_STEP}, whose
     * design then orders such commits itself (the tie warning names them).
     */
    private static FormatRead fromChanges(
            FeedFormat format, ChangeFeed raw, Optional<InferredSchema> inference, boolean mayAddStep) {
        int type = raw.schema().indexOf("_change_type");
        ChangeCodes.require(
                raw,
                "_change_type",
                List.of("insert", "update_preimage", "update_postimage", "delete"),
                false,
                "Delta CDF");
        ChangeCodes.requireNumbers(
                raw,
                "_commit_version",
                "Delta writes the table version as a number (a long), and as text it would order as text ('10' "
                        + "before '9')",
                "Write _commit_version as a number (unquoted in JSON), or declare it bigint in case.json");
        ChangeCodes.requireNonNegative(raw, "_commit_version", "Delta CDF", "a table version, counted from 0");
        ChangeFeed feed = FlatRows.keep(withKeyChanges(raw, type), r -> !"update_preimage".equals(r.get(type)));
        int dropped = raw.eventCount() - feed.eventCount();
        List<String> notes = new ArrayList<>();
        if (dropped > 0) {
            notes.add(dropped + " update_preimage row(s) dropped: each update's postimage carries the row AUTO CDC "
                    + "keeps.");
        }
        List<String> viewNotes =
                new ArrayList<>(List.of("update_preimage rows are left out: each update's postimage carries the row."));
        Map<String, String> added = Map.of();
        Optional<Object> mixed = mayAddStep
                ? FlatRows.deleteAndChangeAtOnePosition(
                                feed,
                                r -> "delete".equals(r.get(type)),
                                feed.schema().indexOf("_commit_version"))
                        .map(at -> at.get(0))
                : Optional.empty();
        if (mixed.isPresent()) {
            Schema withStep = feed.schema().plus(new Column(COMMIT_STEP, DataType.INT));
            feed = FlatRows.map(feed, withStep, r -> withStep(r, "delete".equals(r.get(type)) ? 0 : 1));
            added = Map.of(COMMIT_STEP, "CASE WHEN _change_type = 'delete' THEN 0 ELSE 1 END");
            String why = "commit " + mixed.get() + " both deletes and inserts rows (an overwrite or a "
                    + "delete-then-insert), so " + COMMIT_STEP + " was added: 0 on a delete, 1 on an insert or "
                    + "postimage, ordering the row a commit leaves after the row it removed.";
            notes.add(why);
            viewNotes.add(why);
        }
        return new FormatRead(
                format,
                feed,
                inference,
                Optional.of(preset(feed.schema())),
                notes,
                Optional.of(ColumnsSourceView.of(
                        format.title(),
                        PlainRead.rawFile(raw.source()),
                        feed.schema(),
                        added,
                        Optional.of("NOT (_change_type <=> 'update_preimage')"),
                        List.of(new SourceView.Option("readChangeFeed", "true")),
                        viewNotes)));
    }

    /** The feed, noting the columns an update changed: a run keyed by one of them stops ({@link ChangedByUpdates}). */
    private static ChangeFeed withKeyChanges(ChangeFeed raw, int type) {
        return ChangedByUpdates.note(
                raw,
                "_commit_version",
                r -> "update_preimage".equals(r.get(type)),
                r -> "update_postimage".equals(r.get(type)),
                METADATA);
    }

    private static Row withStep(Row r, int step) {
        Object[] v = Arrays.copyOf(r.toArray(), r.size() + 1);
        v[r.size()] = step;
        return Row.adopt(v);
    }

    private static Preset preset(Schema schema) {
        List<Preset.Choice> why = new ArrayList<>();
        String key = Presets.guessKey(schema, n -> METADATA.contains(n) || n.equals(COMMIT_STEP), why);
        boolean step = schema.indexOf(COMMIT_STEP) >= 0;
        why.add(new Preset.Choice(
                FlowParameters.SEQUENCE_BY,
                "_commit_version orders the source table's commits exactly; "
                        + "_commit_timestamp can tie between commits"
                        + (step
                                ? "; " + COMMIT_STEP + " puts a commit's deletes before its inserts, so a row it "
                                        + "replaces is not left deleted"
                                : "")));
        why.add(new Preset.Choice(
                FlowParameters.APPLY_AS_DELETES,
                "_change_type = 'delete'; update_preimage rows were dropped " + "while reading"));
        List<String> meta = schema.names().stream()
                .filter(n -> METADATA.contains(n) || n.equals(COMMIT_STEP))
                .toList();
        why.add(new Preset.Choice(
                FlowParameters.EXCEPT_COLUMN_LIST, String.join(", ", meta) + " describe the change, not the row"));
        SequenceBy sequence = step
                ? SequenceBy.struct(List.of("_commit_version", COMMIT_STEP))
                : SequenceBy.column("_commit_version");
        CdcFlowSettings flow = CdcFlowSettings.of(List.of(key), sequence)
                .withConditions(Optional.of("_change_type = 'delete'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(meta));
        return new Preset(flow, why);
    }
}
