package io.scdstudio.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FileSample;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import io.scdstudio.feed.json.JsonLinesFeedReader;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.feed.values.InferredSchema;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Oracle GoldenGate for Big Data's JSON formatter, one operation per line: {@code op_type} I, U, D or T, {@code
 * op_ts} (the source commit time), {@code pos} (the trail position, 20 digits), {@code primary_keys}, {@code
 * before} and {@code after}. With compressed updates and deletes GoldenGate sends only the changed columns and the
 * keys, marking the others {@code <COL>_isMissing: true} or leaving them out: missing is not NULL, so such a column
 * is read as NULL and the preset's ignore-null list keeps its earlier value.
 */
public final class GoldenGateJsonFormat implements FeedFormat {
    /** Numbers with a fraction as written: Oracle NUMBER values are exact, and as doubles kept 17 digits. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);
    /** A line read whole: a second operation after the first is an error, never silently dropped. */
    private static final ObjectReader ONE_VALUE = JSON.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    @Override
    public String id() {
        return "goldengate-json";
    }

    @Override
    public String title() {
        return "Oracle GoldenGate JSON (op_type, op_ts, pos, before/after)";
    }

    @Override
    public String inputFile() {
        return "input.jsonl";
    }

    @Override
    public boolean recognises(FileSample sample) {
        return sample.looksLikeJson() && PlainRead.headerHas(sample.firstLine(), "\"op_type\"", "\"op_ts\"");
    }

    @Override
    public FormatRead read(Path file, String display, Optional<Schema> schema) {
        GoldenGateOperations ops = new GoldenGateOperations(display);
        RawLines.forEach(file, display, l -> ops.add(parse(l, display), l.number()));
        ops.addLeftOutColumns();
        ChangeFeed feed;
        Optional<InferredSchema> inference = Optional.empty();
        if (schema.isPresent()) {
            feed = JsonLinesFeedReader.fromObjects(ops.rows, display, schema.get());
        } else {
            InferredFeed inferred = JsonLinesFeedReader.fromObjectsInferring(ops.rows, display);
            feed = inferred.feed();
            inference = Optional.of(inferred.inference());
        }
        ChangeCodes.requireOneValue(
                feed,
                "__table",
                "a GoldenGate trail file may hold several tables, and one flow reads one table: rows of two tables"
                        + " with one key would overwrite each other",
                "Split the file by its table field (jq -c 'select(.table == \"CRM.CUSTOMERS\")'), one file per table");
        // The trail position breaks op_ts ties as text: it sorts right only as digits of one length (20).
        ChangeCodes.requireDigitPositions(feed, "__pos", "Oracle GoldenGate", 20);
        return new FormatRead(
                this,
                feed,
                inference,
                Optional.of(preset(feed.schema(), ops.keys, ops.missing, ops.truncates)),
                ops.notes(),
                Optional.of(GoldenGateSourceView.of(feed.schema(), ops.columns, title())));
    }

    private static JsonNode parse(RawLines.Line l, String display) {
        try {
            JsonNode node = ONE_VALUE.readTree(l.text());
            if (node != null && node.isObject()) {
                return node;
            }
        } catch (JsonProcessingException e) {
            int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
            if (JsonLinesFeedReader.isMoreAfterTheValue(e)) {
                throw JsonLinesFeedReader.moreAfterTheObject(display, l.number(), column);
            }
            throw Errors.at(
                    Location.at(display, l.number(), column, null),
                    ErrorClass.JSON_MALFORMED,
                    "the line is not valid JSON: " + FeedErrors.jacksonSaid(e.getOriginalMessage()),
                    "Write one GoldenGate JSON operation per line");
        }
        throw Errors.at(
                Location.at(display, l.number(), 0, null),
                ErrorClass.JSON_MALFORMED,
                "the line is not a JSON object",
                "Write one GoldenGate JSON operation per line");
    }

    private static Preset preset(Schema schema, List<String> keys, Set<String> missing, int truncates) {
        List<Preset.Choice> why = new ArrayList<>();
        List<String> k = keys.stream().filter(schema.names()::contains).toList();
        if (k.isEmpty() || k.size() != keys.size()) {
            k = List.of(Presets.guessKey(schema, n -> n.startsWith("__"), why));
        } else {
            why.add(new Preset.Choice("keys", String.join(", ", k) + ": the operation's primary_keys"));
        }
        List<String> seq = new ArrayList<>();
        schema.find("__op_ts").ifPresent(c -> seq.add(c.name()));
        schema.find("__pos").ifPresent(c -> seq.add(c.name()));
        why.add(new Preset.Choice(
                FlowParameters.SEQUENCE_BY,
                "STRUCT(__op_ts, __pos): the source commit time, then the trail "
                        + "position, which orders operations committed at the same time; not current_ts, the time "
                        + "GoldenGate wrote the record"));
        List<String> meta =
                schema.names().stream().filter(n -> n.startsWith("__")).toList();
        why.add(new Preset.Choice(
                FlowParameters.APPLY_AS_DELETES,
                "__op_type = 'D' is GoldenGate's delete; its before-image may "
                        + "hold only the keys, which is all a delete needs"));
        why.add(new Preset.Choice(
                FlowParameters.EXCEPT_COLUMN_LIST,
                String.join(", ", meta) + " describe the operation, not " + "the row"));
        CdcFlowSettings flow = CdcFlowSettings.of(
                        k, seq.size() == 1 ? SequenceBy.column(seq.get(0)) : SequenceBy.struct(seq))
                .withConditions(
                        Optional.of("__op_type = 'D'"),
                        truncates > 0 ? Optional.of("__op_type = 'T'") : Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(meta));
        if (truncates > 0) {
            why.add(new Preset.Choice(
                    FlowParameters.APPLY_AS_TRUNCATES,
                    "__op_type = 'T': the feed holds " + truncates
                            + " truncate(s); AUTO CDC applies them in SCD type 1 only"));
        }
        if (!missing.isEmpty()) {
            flow = flow.withIgnoreNullUpdates(false, Optional.of(List.copyOf(missing)), Optional.empty());
            why.add(
                    new Preset.Choice(
                            FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST,
                            String.join(", ", missing) + " were "
                                    + "missing from some updates, and missing is not NULL: an update keeps their earlier values"));
        }
        return new Preset(flow, why);
    }
}
