package io.scdstudio.format;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Debezium reading as Spark SQL over the Kafka messages ({@code value}, and {@code key} when the dump had keys,
 * as text): {@code from_json} with every row field read as text, then each flat column made as {@link
 * DebeziumJsonFormat.Flattening} makes it: {@code after}, or {@code before} (else the key) for a delete; {@code
 * __debezium_unavailable_value} as NULL; {@code __phase} from {@code op}; the log position from {@code source};
 * logical types converted. Tombstones and logical-decoding messages are left out.
 */
final class DebeziumSourceView {
    private static final String MESSAGE = "m";
    private static final String KEY = "k";

    private DebeziumSourceView() {}

    static SourceView of(DebeziumJsonFormat.Flattening flat, Schema schema, String title) {
        Set<String> rowColumns = new LinkedHashSet<>(flat.types.columns().keySet());
        rowColumns.addAll(flat.rowColumns);
        boolean keys = !flat.keyFields.isEmpty() && !flat.flattenedForm;
        List<Column> raw = new ArrayList<>();
        if (keys) {
            raw.add(new Column("key", DataType.STRING));
        }
        raw.add(new Column("value", DataType.STRING));
        List<SourceView.Projection> parse = new ArrayList<>();
        parse.add(new SourceView.Projection(
                json("value", flat.valueWrapped, valueDdl(flat, schema, rowColumns)), MESSAGE));
        if (keys) {
            parse.add(new SourceView.Projection(json("key", flat.keyWrapped, keyDdl(flat)), KEY));
        }
        List<SourceView.Projection> columns = new ArrayList<>();
        for (Column c : schema.columns()) {
            String text = rowColumns.contains(c.name()) ? rowField(flat, c.name(), keys) : metadata(flat, c.name());
            String typed = rowColumns.contains(c.name()) ? flat.types.toSql(c.name(), text, c.type()) : text;
            columns.add(new SourceView.Projection(typed, c.name(), c.type()));
        }
        String kept = flat.flattenedForm ? MESSAGE + " IS NOT NULL" : field("op") + " IN ('c', 'u', 'd', 'r', 't')";
        List<String> notes = new ArrayList<>(List.of(
                "Tombstones (a null value) and logical-decoding messages (op "
                        + "'m') carry no row and are left out; a value sent as " + DebeziumJsonFormat.UNAVAILABLE
                        + " reads "
                        + "as NULL, which the design's ignore-null list keeps out of the target.",
                "Every snapshot read but an incremental snapshot's is __phase 0 and orders before the streamed "
                        + "changes, as the initial snapshot's must; after a blocking snapshot, or the connector "
                        + "restarted without its offsets, rebuild the table from the new snapshot (a full refresh), "
                        + "or its rows order behind older changes."));
        if (flat.valueWrapped) {
            notes.add("The messages carry the JsonConverter's schema/payload wrapper (schemas.enable=true); the view "
                    + "reads the payload.");
        }
        return new SourceView(
                title,
                raw,
                SourceView.RawFile.TEXT_LINES,
                List.of(
                        new SourceView.Stage(Optional.of("value IS NOT NULL"), parse),
                        new SourceView.Stage(Optional.of(kept), columns)),
                List.of(),
                notes);
    }

    private static String json(String column, boolean wrapped, String ddl) {
        String parsed =
                "from_json(" + column + ", " + SourceView.literal(wrapped ? "payload STRUCT<" + ddl + ">" : ddl) + ")";
        return wrapped ? parsed + ".payload" : parsed;
    }

    /** A flattened row's field, or the envelope's after (before, else the key, for a delete), unavailable as NULL. */
    private static String rowField(DebeziumJsonFormat.Flattening flat, String column, boolean keys) {
        String q = SourceView.quote(column);
        String value;
        if (flat.flattenedForm) {
            value = MESSAGE + "." + q;
        } else {
            String before = MESSAGE + ".before." + q;
            if (keys && flat.keyFields.contains(column)) {
                before = "coalesce(" + before + ", " + KEY + "." + q + ")";
            }
            value = "CASE WHEN " + field("op") + " = 'd' THEN " + before + " ELSE " + MESSAGE + ".after." + q + " END";
        }
        String out = value;
        for (String form : DebeziumJsonFormat.UNAVAILABLE_FORMS) {
            out = "nullif(" + out + ", " + SourceView.literal(form) + ")";
        }
        return out;
    }

    private static String metadata(DebeziumJsonFormat.Flattening flat, String column) {
        if (flat.flattenedForm) {
            return column.equals("__phase")
                    ? "CASE WHEN " + MESSAGE + ".`__op` = 'r' THEN 0 ELSE 1 END"
                    : MESSAGE + "." + SourceView.quote(column);
        }
        return switch (column) {
            case "__op" -> field("op");
            case "__phase" ->
                "CASE WHEN " + field("op") + " = 'r' AND NOT (" + MESSAGE + ".source.snapshot <=> 'incremental') THEN 0"
                        + " ELSE 1 END";
            case "__ts_ms" -> field("ts_ms");
            default ->
                column.startsWith("__source_")
                        ? MESSAGE + ".source." + SourceView.quote(column.substring("__source_".length()))
                        : "NULL";
        };
    }

    private static String field(String name) {
        return MESSAGE + "." + name;
    }

    /**
     * The value's schema as from_json reads it: row fields as text (nested values as their type). The top level is
     * written {@code name TYPE}; fields inside a STRUCT {@code name: TYPE}.
     */
    private static String valueDdl(DebeziumJsonFormat.Flattening flat, Schema schema, Set<String> rowColumns) {
        if (flat.flattenedForm) {
            List<String> top = new ArrayList<>();
            rowColumns.forEach(c -> top.add(SourceView.quote(c) + " " + parsedType(schema, c)));
            for (Column c : schema.columns()) {
                if (!rowColumns.contains(c.name()) && !c.name().equals("__phase")) {
                    top.add(SourceView.quote(c.name()) + " STRING");
                }
            }
            return String.join(", ", top);
        }
        List<String> row = new ArrayList<>();
        rowColumns.forEach(c -> row.add(SourceView.quote(c) + ": " + parsedType(schema, c)));
        String image = "STRUCT<" + String.join(", ", row) + ">";
        List<String> source = new ArrayList<>();
        if (flat.position != null) {
            flat.position.fields().forEach(f -> source.add(SourceView.quote(f) + ": STRING"));
        }
        source.add("ts_ms: STRING");
        source.add("snapshot: STRING");
        return "before " + image + ", after " + image + ", op STRING, source STRUCT<" + String.join(", ", source)
                + ">, ts_ms STRING";
    }

    private static String keyDdl(DebeziumJsonFormat.Flattening flat) {
        List<String> fields = new ArrayList<>();
        for (String k : flat.keyFields) {
            fields.add(SourceView.quote(k) + " STRING");
        }
        return String.join(", ", fields);
    }

    /** Text for a scalar (from_json keeps a number's digits as written); a nested value keeps its own type. */
    private static String parsedType(Schema schema, String column) {
        DataType t = schema.find(column).map(Column::type).orElse(DataType.STRING);
        return switch (t.kind()) {
            case STRUCT, ARRAY, MAP -> t.sqlName();
            default -> "STRING";
        };
    }
}
