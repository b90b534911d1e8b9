package io.scdstudio.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A STRUCT type's fields, which the model keeps in the type's Spark name ({@code struct<ts:bigint,txn:bigint>}).
 * A field name that is not a plain identifier is written between backticks, as Spark's DDL needs
 * ({@code struct<`__$start_lsn`:string,`__$command_id`:int>}), so the name can be read back whatever it holds.
 */
public final class StructFields {
    private StructFields() {}

    public static DataType of(List<Column> fields) {
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("a struct needs at least one field");
        }
        StringBuilder sb = new StringBuilder("struct<");
        for (Column f : fields) {
            sb.append(sb.length() > 7 ? "," : "")
                    .append(quoted(f.name()))
                    .append(':')
                    .append(f.type().sqlName());
        }
        return new DataType(DataType.Kind.STRUCT, 0, 0, sb.append('>').toString());
    }

    /**
     * The fields of a struct type made by {@link #of(List)} (or parsed from Spark's name).
     *
     * @throws IllegalArgumentException when the type is no struct or its name does not list typed fields
     */
    public static List<Column> of(DataType type) {
        String name = type.sqlName();
        if (type.kind() != DataType.Kind.STRUCT || !name.startsWith("struct<") || !name.endsWith(">")) {
            throw new IllegalArgumentException(name + " is not a struct type with named fields");
        }
        List<Column> fields = new ArrayList<>();
        for (String part : splitTopLevel(name.substring(7, name.length() - 1))) {
            int colon = nameEnd(part);
            if (colon <= 0) {
                throw new IllegalArgumentException("struct field '" + part + "' has no name:type form");
            }
            fields.add(
                    new Column(unquoted(part.substring(0, colon).trim()), DataType.parse(part.substring(colon + 1))));
        }
        return List.copyOf(fields);
    }

    private static String quoted(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_]*") ? name : "`" + name.replace("`", "``") + "`";
    }

    private static String unquoted(String name) {
        return name.startsWith("`") && name.endsWith("`") && name.length() > 1
                ? name.substring(1, name.length() - 1).replace("``", "`")
                : name;
    }

    /** The colon after the field name, outside backticks. */
    private static int nameEnd(String part) {
        boolean quoted = false;
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            if (c == '`') {
                quoted = !quoted;
            } else if (c == ':' && !quoted) {
                return i;
            }
        }
        return -1;
    }

    /** Splits at commas outside brackets and backticks, since decimal(10,2), nested types and names hold commas. */
    private static List<String> splitTopLevel(String s) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '`') {
                quoted = !quoted;
            } else if (quoted) {
                continue;
            } else if (c == '<' || c == '(') {
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
