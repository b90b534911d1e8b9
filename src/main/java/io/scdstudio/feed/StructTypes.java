package io.scdstudio.feed;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;

import java.util.ArrayList;
import java.util.List;

/**
 * STRUCT types with their fields, for {@code __START_AT}/{@code __END_AT} of a list {@code sequence_by}. The
 * model keeps a struct type by its Spark name only, so the fields travel in that name, written as Spark
 * writes it ({@code struct<ts:bigint,txn:bigint>}, field names in their original case).
 */
public final class StructTypes {
    private StructTypes() {
    }

    public static DataType of(List<Column> fields) {
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("a struct needs at least one field");
        }
        StringBuilder sb = new StringBuilder("struct<");
        for (Column f : fields) {
            sb.append(sb.length() > 7 ? "," : "").append(f.name()).append(':').append(f.type().sqlName());
        }
        return new DataType(DataType.Kind.STRUCT, 0, 0, sb.append('>').toString());
    }

    /**
     * The fields of a struct type made by {@link #of(List)} (or parsed from Spark's name).
     *
     * @throws IllegalArgumentException when the type is no struct or its name does not list typed fields
     */
    public static List<Column> fields(DataType type) {
        String name = type.sqlName();
        if (type.kind() != DataType.Kind.STRUCT || !name.startsWith("struct<") || !name.endsWith(">")) {
            throw new IllegalArgumentException(name + " is not a struct type with named fields");
        }
        List<Column> fields = new ArrayList<>();
        for (String part : splitTopLevel(name.substring(7, name.length() - 1))) {
            int colon = part.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("struct field '" + part + "' has no name:type form");
            }
            fields.add(new Column(part.substring(0, colon).trim(), DataType.parse(part.substring(colon + 1))));
        }
        return List.copyOf(fields);
    }

    static boolean isKnown(DataType type) {
        try {
            return !fields(type).isEmpty();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    static String example(DataType type) {
        if (!isKnown(type)) {
            return "{\"a\":1}";
        }
        StringBuilder sb = new StringBuilder("{");
        for (Column f : fields(type)) {
            String v = ValueParser.example(f.type());
            boolean bare = f.type().isNumeric() || f.type().kind() == DataType.Kind.BOOLEAN;
            sb.append(sb.length() > 1 ? "," : "").append('"').append(f.name()).append("\":")
                    .append(bare ? v : "\"" + v + "\"");
        }
        return sb.append('}').toString();
    }

    /** Splits at commas outside brackets, since decimal(10,2) and nested types hold commas. */
    private static List<String> splitTopLevel(String s) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '<' || c == '(') {
                depth++;
            } else if (c == '>' || c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(s.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(s.substring(start));
        return parts;
    }
}
