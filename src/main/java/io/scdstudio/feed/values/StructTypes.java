package io.scdstudio.feed.values;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.StructFields;
import java.util.List;

/**
 * STRUCT types with their fields, for {@code __START_AT}/{@code __END_AT} of a list {@code sequence_by}. The
 * model keeps a struct type by its Spark name only, so the fields travel in that name, written as Spark
 * writes it ({@code struct<ts:bigint,txn:bigint>}, field names in their original case).
 */
public final class StructTypes {
    private StructTypes() {}

    public static DataType of(List<Column> fields) {
        return StructFields.of(fields);
    }

    /**
     * The fields of a struct type made by {@link #of(List)} (or parsed from Spark's name).
     *
     * @throws IllegalArgumentException when the type is no struct or its name does not list typed fields
     */
    public static List<Column> fields(DataType type) {
        return StructFields.of(type);
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
            sb.append(sb.length() > 1 ? "," : "")
                    .append('"')
                    .append(f.name())
                    .append("\":")
                    .append(bare ? v : "\"" + v + "\"");
        }
        return sb.append('}').toString();
    }
}
