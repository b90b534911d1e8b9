package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.TextNode;
import io.scdstudio.model.DataType;
import io.scdstudio.model.SourceView;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The row's column types from a Debezium envelope's schema, Kafka Connect's types and Debezium's logical types
 * (the {@code name} of a field's schema): dates sent as days since 1970, timestamps as milli-, micro- or
 * nanoseconds or as ISO text with an offset, decimals as base64 unscaled bytes with the scale beside them. Each
 * value is turned into the text our readers type (ISO dates and UTC timestamps, plain decimals).
 */
final class DebeziumTypes {
    static final String VARIABLE_SCALE = "io.debezium.data.VariableScaleDecimal";

    private final Map<String, Field> fields;

    private DebeziumTypes(Map<String, Field> fields) {
        this.fields = fields;
    }

    /**
     * The row fields of the value schema (its {@code after}, else {@code before}), in order; none if absent. A
     * flattened row's schema is the row's own (ExtractNewRecordState with schemas.enable=true), whose {@code __}
     * fields are the metadata add.fields put there, typed as the reader types them: without this, its dates and
     * times printed as counts.
     */
    static DebeziumTypes of(JsonNode valueSchema) {
        Map<String, Field> out = new LinkedHashMap<>();
        JsonNode row = rowSchema(valueSchema);
        boolean flattened = row == null && isRowItself(valueSchema);
        if (flattened) {
            row = valueSchema;
        }
        if (row != null) {
            for (JsonNode f : row.path("fields")) {
                String name = f.path("field").asText();
                if (!(flattened && name.startsWith("__"))) {
                    out.put(name, Field.of(f));
                }
            }
        }
        return new DebeziumTypes(out);
    }

    /** A struct schema of plain fields, none of them an envelope's before, after, op or source. */
    private static boolean isRowItself(JsonNode valueSchema) {
        if (!valueSchema.path("fields").isArray() || valueSchema.path("fields").isEmpty()) {
            return false;
        }
        for (JsonNode f : valueSchema.path("fields")) {
            String name = f.path("field").asText();
            if (name.equals("op") || name.equals("source") || name.equals("before") || name.equals("after")) {
                return false;
            }
        }
        return true;
    }

    boolean known() {
        return !fields.isEmpty();
    }

    Map<String, DataType> columns() {
        Map<String, DataType> out = new LinkedHashMap<>();
        fields.forEach((name, f) -> out.put(name, f.type));
        return out;
    }

    /**
     * How {@code other} types the row otherwise, in words ("'amt' is Decimal scale 2 there and scale 4 here"), or
     * empty when it types every field alike.
     */
    Optional<String> differenceFrom(DebeziumTypes other) {
        for (Map.Entry<String, Field> e : fields.entrySet()) {
            Field there = other.fields.get(e.getKey());
            if (there == null) {
                return Optional.of("it has no field '" + e.getKey() + "'");
            }
            if (!there.equals(e.getValue())) {
                return Optional.of("'" + e.getKey() + "' is " + e.getValue().described() + " there and "
                        + there.described() + " here");
            }
        }
        return other.fields.keySet().stream()
                .filter(name -> !fields.containsKey(name))
                .findFirst()
                .map(name -> "it adds the field '" + name + "'");
    }

    /** The value as our readers take it: converted when the schema gives its logical type, else as sent. */
    JsonNode convert(String column, JsonNode value) {
        Field f = fields.get(column);
        if (f == null || value == null || value.isNull()) {
            return value;
        }
        JsonNode converted = f.convert(value);
        if (converted == value && TimeOfDay.LOGICAL_NAMES.contains(f.logical) && !isUnavailable(value)) {
            // A time of day is text, which takes any value: left as sent, 'later' stood among the times.
            throw new BadValue(
                    column, "'" + value.asText() + "' is not a " + f.described() + ", a whole count since midnight");
        }
        return converted;
    }

    private static boolean isUnavailable(JsonNode v) {
        return DebeziumJsonFormat.isUnavailable(v);
    }

    /** A value its field's logical type cannot read, and no column type would catch; the reader names its line. */
    static final class BadValue extends RuntimeException {
        final String column;

        BadValue(String column, String message) {
            super(message);
            this.column = column;
        }
    }

    /**
     * The Spark SQL that turns {@code text}, a row field parsed as text by {@code from_json}, into the flat column's
     * {@code type} as {@link #convert} does: days since 1970 to a date, epoch milli-, micro- or nanoseconds to a
     * timestamp, base64 unscaled bytes to a decimal; else the text as it is, which the view then casts.
     */
    String toSql(String column, String text, DataType type) {
        Field f = fields.get(column);
        String logical = f == null ? "" : f.logical;
        return switch (logical) {
            case "io.debezium.time.Date", "org.apache.kafka.connect.data.Date" ->
                "date_from_unix_date(CAST(" + text + " AS INT))";
            case "io.debezium.time.Timestamp", "org.apache.kafka.connect.data.Timestamp" ->
                "timestamp_millis(CAST(" + text + " AS BIGINT))";
            case "io.debezium.time.MicroTimestamp" -> "timestamp_micros(CAST(" + text + " AS BIGINT))";
            case "io.debezium.time.NanoTimestamp" -> "timestamp_micros(CAST(" + text + " AS BIGINT) DIV 1000)";
            case "org.apache.kafka.connect.data.Decimal" -> decimalSql(text, String.valueOf(f.scale), type);
            case "io.debezium.time.Time",
                    "org.apache.kafka.connect.data.Time",
                    "io.debezium.time.MicroTime",
                    "io.debezium.time.NanoTime" -> TimeOfDay.of(logical).sql(text);
            case VARIABLE_SCALE ->
                decimalSql(
                        "get_json_object(" + text + ", '$.value')", "get_json_object(" + text + ", '$.scale')", type);
            default -> text;
        };
    }

    /**
     * A decimal sent as text stays text; else it is base64 of the unscaled value's two's-complement bytes, which
     * {@code conv} reads up to eight bytes (18 digits): longer values stop the query rather than come out wrong.
     */
    private static String decimalSql(String text, String scale, DataType type) {
        String hex = "hex(unbase64(" + text + "))";
        String unsigned = "CAST(conv(" + hex + ", 16, 10) AS DECIMAL(38,0))";
        String signed = unsigned + " - CASE WHEN substr(" + hex + ", 1, 1) >= '8' THEN CAST(pow(2, 4 * length(" + hex
                + ")) AS DECIMAL(38,0)) ELSE 0 END";
        return "CASE WHEN " + text + " RLIKE '^-?[0-9]+([.][0-9]+)?$' THEN " + SourceView.cast(text, type)
                + " WHEN length(" + hex + ") > 16 THEN raise_error(concat('a Debezium decimal of more than 8 bytes: "
                + "set decimal.handling.mode=string on the connector; value ', " + text + "))"
                + " ELSE " + SourceView.cast("concat(CAST(" + signed + " AS STRING), 'E-', " + scale + ")", type)
                + " END";
    }

    private static JsonNode rowSchema(JsonNode valueSchema) {
        if (valueSchema.has("fields") && !valueSchema.get("fields").isArray()) {
            throw new BadSchema("the value schema's \"fields\" is not a list of fields");
        }
        for (String side : new String[] {"after", "before"}) {
            for (JsonNode f : valueSchema.path("fields")) {
                if (side.equals(f.path("field").asText()) && f.has("fields")) {
                    if (!f.get("fields").isArray()) {
                        // Read as no fields, the row's values would lose their logical types (a date as a number).
                        throw new BadSchema("the schema of '" + side + "' has \"fields\": " + f.get("fields")
                                + ", which is not a list of the row's fields");
                    }
                    return f;
                }
            }
        }
        return null;
    }

    private record Field(DataType type, String logical, int scale) {
        String described() {
            String name = logical.isEmpty() ? String.valueOf(type) : logical.substring(logical.lastIndexOf('.') + 1);
            return logical.endsWith("Decimal") ? name + " scale " + scale : name;
        }

        static Field of(JsonNode schema) {
            String logical = schema.path("name").asText("");
            String type = schema.path("type").asText("");
            JsonNode params = schema.path("parameters");
            return switch (logical) {
                case "io.debezium.time.Date", "org.apache.kafka.connect.data.Date" ->
                    new Field(DataType.DATE, logical, 0);
                case "io.debezium.time.Timestamp",
                        "io.debezium.time.MicroTimestamp",
                        "io.debezium.time.NanoTimestamp",
                        "io.debezium.time.ZonedTimestamp",
                        "org.apache.kafka.connect.data.Timestamp" -> new Field(DataType.TIMESTAMP, logical, 0);
                case "org.apache.kafka.connect.data.Decimal" -> {
                    int scale = scale(params.path("scale"), schema.path("field").asText());
                    int precision =
                            number(params.path("connect.decimal.precision").asText("38"), 38);
                    yield new Field(
                            DataType.decimal(Math.min(38, Math.max(precision, scale)), Math.min(scale, 38)),
                            logical,
                            scale);
                }
                // Spark has no time of day: text, "10:15:30.000000", as the time column reads in the database.
                case "io.debezium.time.Time",
                        "org.apache.kafka.connect.data.Time",
                        "io.debezium.time.MicroTime",
                        "io.debezium.time.NanoTime" -> new Field(DataType.STRING, logical, 0);
                // Its type is the values' own (DebeziumFlatSchema), since each carries its scale.
                case VARIABLE_SCALE -> new Field(null, logical, 0);
                default -> new Field(plain(type), logical, 0);
            };
        }

        /**
         * A Decimal's scale, which decides where the point goes in every value: read strictly, as a guess of 0 made
         * 10.01 into 1001.
         */
        private static int scale(JsonNode scale, String field) {
            String text = scale.asText("").trim();
            if (!text.matches("[0-9]{1,2}") || Integer.parseInt(text) > 38) {
                throw new BadSchema("the Decimal field '" + field + "' has scale "
                        + (scale.isMissingNode() ? "missing" : "'" + scale.asText() + "'")
                        + "; Kafka Connect writes a whole number from 0 to 38");
            }
            return Integer.parseInt(text);
        }

        /** A schema parameter as a number between 0 and 38, or {@code otherwise} when it is not one. */
        private static int number(String text, int otherwise) {
            try {
                int n = Integer.parseInt(text.trim());
                return n < 0 || n > 38 ? otherwise : n;
            } catch (NumberFormatException e) {
                return otherwise;
            }
        }

        private static DataType plain(String type) {
            return switch (type) {
                case "int8", "int16", "int32" -> DataType.INT;
                case "int64" -> DataType.BIGINT;
                case "float", "float32", "float64", "double" -> DataType.DOUBLE;
                case "boolean" -> DataType.BOOLEAN;
                default -> DataType.STRING;
            };
        }

        JsonNode convert(JsonNode v) {
            try {
                return switch (logical) {
                    case "io.debezium.time.Date", "org.apache.kafka.connect.data.Date" ->
                        TextNode.valueOf(LocalDate.ofEpochDay(whole(v)).toString());
                    case "io.debezium.time.Timestamp", "org.apache.kafka.connect.data.Timestamp" ->
                        timestamp(Instant.ofEpochMilli(whole(v)));
                    // In microseconds, not nanoseconds: 9999-12-31, a common end of time, overflowed a long of nanos.
                    case "io.debezium.time.MicroTimestamp" ->
                        timestamp(Instant.EPOCH.plus(whole(v), ChronoUnit.MICROS));
                    case "io.debezium.time.NanoTimestamp" -> timestamp(Instant.EPOCH.plusNanos(whole(v)));
                    case "io.debezium.time.ZonedTimestamp" ->
                        timestamp(OffsetDateTime.parse(v.asText()).toInstant());
                    case "org.apache.kafka.connect.data.Decimal" -> decimal(v);
                    case "io.debezium.time.Time",
                            "org.apache.kafka.connect.data.Time",
                            "io.debezium.time.MicroTime",
                            "io.debezium.time.NanoTime" ->
                        TextNode.valueOf(TimeOfDay.of(logical).text(whole(v)));
                    case VARIABLE_SCALE -> variableScale(v);
                    default -> v;
                };
            } catch (IllegalArgumentException | DateTimeException | ArithmeticException e) {
                return v; // left as sent: the reader then names the line and column that does not fit the type
            }
        }

        /**
         * A count of days or time units, strictly: text or a fraction is not read as 0 (1970), and a value beyond a
         * long is refused rather than wrapped.
         */
        private static long whole(JsonNode v) {
            if (v.isIntegralNumber() && v.canConvertToLong()) {
                return v.longValue();
            }
            if (v.isTextual() && v.asText().matches("-?[0-9]{1,19}")) {
                return Long.parseLong(v.asText());
            }
            throw new IllegalArgumentException("not a whole number: " + v);
        }

        /**
         * PostgreSQL's NUMERIC and Oracle's NUMBER without a scale: each value carries its own, {@code {"scale": 3,
         * "value": "MDk="}} for 12.345; printed as that JSON, a key of 1 read as text.
         */
        private static JsonNode variableScale(JsonNode v) {
            if (!v.isObject()
                    || !v.path("scale").canConvertToInt()
                    || !v.path("value").isTextual()) {
                return v;
            }
            BigInteger unscaled =
                    new BigInteger(Base64.getDecoder().decode(v.get("value").asText()));
            return JsonNodeFactory.instance.numberNode(
                    new BigDecimal(unscaled, v.get("scale").intValue()));
        }

        private JsonNode decimal(JsonNode v) {
            if (v.isNumber()) {
                return v;
            }
            String text = v.asText();
            if (text.matches("-?[0-9]+(\\.[0-9]+)?")) {
                return JsonNodeFactory.instance.numberNode(new BigDecimal(text));
            }
            BigInteger unscaled = new BigInteger(Base64.getDecoder().decode(text));
            return JsonNodeFactory.instance.numberNode(new BigDecimal(unscaled, scale));
        }

        /** Within Spark's years, 1 to 9999; a count beyond them is left as sent, for the reader to name. */
        private static JsonNode timestamp(Instant instant) {
            LocalDateTime t = instant.atOffset(ZoneOffset.UTC).toLocalDateTime();
            if (t.getYear() < 1 || t.getYear() > 9999) {
                throw new DateTimeException("beyond Spark's timestamps: " + t);
            }
            return TextNode.valueOf(t.toString().replace('T', ' '));
        }
    }

    /** A value schema that cannot be read without guessing; the reader names its line. */
    static final class BadSchema extends RuntimeException {
        BadSchema(String message) {
            super(message);
        }
    }
}
