package io.scdstudio.expr;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spark's numeric literal typing: {@code 1} is an int, {@code 10000000000} a bigint, a longer integer a
 * decimal; {@code 1.5} a decimal; {@code 1.5e3} a double; suffixes {@code L} (bigint), {@code S} (smallint),
 * {@code Y} (tinyint), {@code D} (double), {@code F} (float), {@code BD} (decimal).
 */
final class NumberLiteral {
    private static final Pattern NUMBER =
            Pattern.compile("(\\d+\\.?\\d*|\\.\\d+)(E[+-]?\\d+)?(L|S|Y|D|F|BD)?", Pattern.CASE_INSENSITIVE);

    private NumberLiteral() {}

    static boolean isNumber(String word) {
        Matcher m = NUMBER.matcher(word);
        if (!m.matches()) {
            return false;
        }
        String suffix = suffix(m);
        boolean integralSuffix = suffix.equals("L") || suffix.equals("S") || suffix.equals("Y");
        return !integralSuffix || (m.group(1).indexOf('.') < 0 && m.group(2) == null);
    }

    /** The literal for the text, or an error message saying why Spark would reject it. */
    static Object parse(String word, boolean negative) {
        Matcher m = NUMBER.matcher(word);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a number: " + word);
        }
        String digits = (negative ? "-" : "") + m.group(1) + (m.group(2) == null ? "" : m.group(2));
        String suffix = suffix(m);
        BigDecimal value = new BigDecimal(digits);
        return switch (suffix) {
            case "L" -> integral(value, Long.MIN_VALUE, Long.MAX_VALUE, SqlType.BIGINT, word);
            case "S" -> integral(value, Short.MIN_VALUE, Short.MAX_VALUE, SqlType.INT, word);
            case "Y" -> integral(value, Byte.MIN_VALUE, Byte.MAX_VALUE, SqlType.INT, word);
            case "D" -> fractional(Double.parseDouble(digits), word);
            case "F" -> fractional((double) Float.parseFloat(digits), word);
            case "BD" -> decimal(value, word);
            default -> plain(m, value, digits, word);
        };
    }

    private static Object plain(Matcher m, BigDecimal value, String digits, String word) {
        if (m.group(2) != null) {
            return fractional(Double.parseDouble(digits), word);
        }
        if (m.group(1).indexOf('.') >= 0) {
            return decimal(value, word);
        }
        if (value.compareTo(BigDecimal.valueOf(Integer.MIN_VALUE)) >= 0
                && value.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0) {
            return new Typed(value.longValueExact(), SqlType.INT);
        }
        if (value.compareTo(BigDecimal.valueOf(Long.MIN_VALUE)) >= 0
                && value.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0) {
            return new Typed(value.longValueExact(), SqlType.BIGINT);
        }
        return decimal(value, word);
    }

    private static Object integral(BigDecimal value, long min, long max, SqlType type, String word) {
        if (value.compareTo(BigDecimal.valueOf(min)) < 0 || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            return "the number " + word + " is outside the range of " + type + " [" + min + ", " + max + "]";
        }
        return new Typed(value.longValueExact(), type);
    }

    private static Object fractional(double value, String word) {
        if (Double.isInfinite(value)) {
            return "the number " + word + " is outside the range of double";
        }
        return new Typed(value, SqlType.DOUBLE);
    }

    private static Object decimal(BigDecimal value, String word) {
        BigDecimal v = value.scale() < 0 ? value.setScale(0) : value;
        int precision = Math.max(v.precision(), v.scale());
        if (precision > SqlType.MAX_PRECISION) {
            return "the number " + word + " has more than " + SqlType.MAX_PRECISION + " digits, Spark's decimal limit";
        }
        return new Typed(v, SqlType.decimal(precision, v.scale()));
    }

    private static String suffix(Matcher m) {
        return m.group(3) == null ? "" : m.group(3).toUpperCase(Locale.ROOT);
    }

    /** A literal value and its Spark type. */
    record Typed(Object value, SqlType type) {}
}
