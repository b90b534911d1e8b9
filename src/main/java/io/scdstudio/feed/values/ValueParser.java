package io.scdstudio.feed.values;

import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Reads value text by its column's type, as the scenario format prescribes: the unquoted word {@code null}
 * is NULL, an empty field is the empty string for {@code string} and NULL otherwise, and non-canonical text
 * is accepted when it means a value of the type ({@code 7} for a decimal(10,2) is 7.00, rounded half up to
 * the scale as Spark's cast rounds). Map and array values are kept as their raw text.
 */
public final class ValueParser {
    public static final String NULL_WORD = "null";

    private ValueParser() {}

    /**
     * The typed value of {@code text}.
     *
     * @param quoted whether the text was quoted in its file, so a quoted {@code "null"} is a string
     * @param where  the file, line, column number and column name, for the error
     * @throws ScdException class {@code VALUE_NOT_OF_TYPE} when the text is no value of the type
     */
    public static Object parse(String text, boolean quoted, DataType type, Location where) {
        try {
            return parseAt(text, quoted, type, null, 0, 0, null);
        } catch (ScdException e) {
            throw Errors.locate(e, where);
        }
    }

    /** The same, building the location only when the value is bad: loading calls this for every field. */
    public static Object parseAt(
            String text, boolean quoted, DataType type, String file, int line, int column, String name) {
        if (type.kind() == DataType.Kind.STRING) {
            return !quoted && NULL_WORD.equals(text) ? null : text;
        }
        if (text.isEmpty() || NULL_WORD.equals(text)) {
            return null;
        }
        Object value = convert(text.trim(), type);
        if (value == null) {
            throw notOfType(text, type, Location.at(file, line, column, name));
        }
        return value;
    }

    /** The same as {@link #parse(String, boolean, DataType, Location)} for text that was not quoted. */
    public static Object parse(String text, DataType type, Location where) {
        return parse(text, false, type, where);
    }

    /** Text of a valid value of the type, for messages ("such as 2024-01-31 08:30:00"). */
    public static String example(DataType type) {
        return switch (type.kind()) {
            case BIGINT -> "42";
            case INT -> "7";
            case DOUBLE -> "12.5";
            case DECIMAL -> decimalExample(type);
            case BOOLEAN -> "true";
            case DATE -> "2024-01-31";
            case TIMESTAMP -> "2024-01-31 08:30:00";
            case STRUCT -> StructTypes.example(type);
            default -> "abc";
        };
    }

    /** The value, or null when the (trimmed, non-null) text is no value of the type. */
    static Object convert(String text, DataType type) {
        return switch (type.kind()) {
            case BIGINT -> TextValues.parseLong(text);
            case INT -> intValue(text);
            case DOUBLE -> TextValues.parseDouble(text);
            case DECIMAL -> decimalValue(text, type);
            case BOOLEAN -> TextValues.parseBoolean(text);
            case DATE -> TextValues.parseDate(text);
            case TIMESTAMP -> TextValues.parseTimestamp(text);
            case STRUCT -> StructTypes.isKnown(type) ? StructValueParser.tryParse(text, type) : text;
            case STRING -> text;
            default -> text;
        };
    }

    private static Long intValue(String text) {
        Long v = TextValues.parseLong(text);
        return v != null && v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE ? v : null;
    }

    private static BigDecimal decimalValue(String text, DataType type) {
        if (!TextValues.isDecimalSyntax(text)) {
            return null;
        }
        return fitDecimal(new BigDecimal(text), type);
    }

    /** The value at the type's scale, or null when it has more whole digits than the type holds. */
    public static BigDecimal fitDecimal(BigDecimal value, DataType type) {
        BigDecimal v = value.setScale(type.scale(), RoundingMode.HALF_UP);
        return fitsPrecision(v, type) ? v : null;
    }

    private static boolean fitsPrecision(BigDecimal v, DataType type) {
        return v.precision() - v.scale() <= type.precision() - type.scale();
    }

    private static String decimalExample(DataType type) {
        int s = type.scale();
        return s == 0 ? "12" : "12." + "5" + "0".repeat(s - 1);
    }

    private static ScdException notOfType(String text, DataType type, Location where) {
        String problem = "'" + text + "' " + whyNot(text.trim(), type);
        String hint = "Write a " + type + " value such as " + example(type) + " (or null for NULL), or declare "
                + "the column with a type that fits its values";
        return Errors.at(where, ErrorClass.VALUE_NOT_OF_TYPE, problem, hint);
    }

    private static String whyNot(String text, DataType type) {
        if (type.kind() == DataType.Kind.INT && TextValues.isIntegerSyntax(text)) {
            return "is out of range for int (" + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + ")";
        }
        if (type.kind() == DataType.Kind.BIGINT && TextValues.isIntegerSyntax(text)) {
            return "is out of range for bigint (" + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")";
        }
        if (type.kind() == DataType.Kind.DECIMAL && TextValues.isDecimalSyntax(text)) {
            return "needs more than " + type.precision() + " digits (" + (type.precision() - type.scale())
                    + " before the point) for " + type;
        }
        return "is not a " + type + " value";
    }
}
