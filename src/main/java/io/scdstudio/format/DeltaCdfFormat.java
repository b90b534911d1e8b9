package io.scdstudio.format;

import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SourceView;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
        PlainRead plain = PlainRead.of(file, display, schema);
        ChangeFeed raw = plain.feed();
        int type = raw.schema().indexOf("_change_type");
        if (type < 0 || raw.schema().indexOf("_commit_version") < 0) {
            throw Errors.at(
                    Location.at(display, 1, 0, type < 0 ? "_change_type" : "_commit_version"),
                    FeedErrors.HEADER_INVALID,
                    "a change data feed has _change_type and _commit_version columns",
                    "Export the feed with its metadata columns (SELECT * FROM table_changes('t', 0))");
        }
        return fromChanges(this, raw, plain.inference());
    }

    /**
     * A change data feed already read as rows (from an export, or from a Delta table by Spark), preimages dropped,
     * with the preset; {@code format} is the format that read it.
     */
    public static FormatRead fromChanges(
            FeedFormat format, ChangeFeed raw, Optional<io.scdstudio.feed.InferredSchema> inference) {
        int type = raw.schema().indexOf("_change_type");
        ChangeCodes.require(
                raw,
                "_change_type",
                List.of("insert", "update_preimage", "update_postimage", "delete"),
                false,
                "Delta CDF");
        ChangeCodes.requireNonNegative(raw, "_commit_version", "Delta CDF", "a table version, counted from 0");
        ChangeFeed feed = FlatRows.keep(raw, r -> !"update_preimage".equals(r.get(type)));
        int dropped = raw.eventCount() - feed.eventCount();
        List<String> notes = new ArrayList<>();
        if (dropped > 0) {
            notes.add(dropped + " update_preimage row(s) dropped: each update's postimage carries the row AUTO CDC "
                    + "keeps.");
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
                        java.util.Map.of(),
                        Optional.of("NOT (_change_type <=> 'update_preimage')"),
                        List.of(new SourceView.Option("readChangeFeed", "true")),
                        List.of("update_preimage rows are left out: each update's postimage carries the row."))));
    }

    private static Preset preset(Schema schema) {
        List<Preset.Choice> why = new ArrayList<>();
        String key = Presets.guessKey(schema, METADATA::contains, why);
        why.add(new Preset.Choice(
                "sequence_by",
                "_commit_version orders the source table's commits exactly; "
                        + "_commit_timestamp can tie between commits"));
        why.add(new Preset.Choice(
                "apply_as_deletes", "_change_type = 'delete'; update_preimage rows were dropped " + "while reading"));
        List<String> meta = schema.names().stream().filter(METADATA::contains).toList();
        why.add(new Preset.Choice("except_column_list", String.join(", ", meta) + " describe the change, not the row"));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of(key), SequenceBy.column("_commit_version"))
                .withConditions(Optional.of("_change_type = 'delete'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(meta));
        return new Preset(flow, why);
    }
}
