package io.scdstudio.expr;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Set;

/**
 * Casts of strings to bigint, double and boolean as Spark's {@code Cast} does with ANSI mode on; a string that
 * does not convert gives {@link Converter#INVALID}, which the caller turns into {@code CAST_INVALID_INPUT}.
 */
final class StringCasts {
    private static final Set<String> TRUE_STRINGS = Set.of("t", "true", "y", "yes", "1");
    private static final Set<String> FALSE_STRINGS = Set.of("f", "false", "n", "no", "0");

    private StringCasts() {}

    /** {@code UTF8String.toLongExact}: optional sign and digits only (no fraction), ASCII blanks trimmed. */
    static Object toLong(Object value) {
        String s = trimAll((String) value);
        if (s.isEmpty()) {
            return Converter.INVALID;
        }
        int i = 0;
        boolean negative = s.charAt(0) == '-';
        if (negative || s.charAt(0) == '+') {
            if (s.length() == 1) {
                return Converter.INVALID;
            }
            i = 1;
        }
        // Accumulate negatively, as Spark does, so Long.MIN_VALUE parses.
        long result = 0;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9' || result < Long.MIN_VALUE / 10) {
                return Converter.INVALID;
            }
            result = result * 10 - (c - '0');
            if (result > 0) {
                return Converter.INVALID;
            }
        }
        if (!negative) {
            result = -result;
            if (result < 0) {
                return Converter.INVALID;
            }
        }
        return result;
    }

    /** Java's {@code Double.parseDouble}, then Spark's special words (inf, infinity, nan, any case). */
    static Object toDouble(Object value) {
        String s = (String) value;
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            String word = s.trim().toLowerCase(Locale.ROOT);
            return switch (word) {
                case "inf", "+inf", "infinity", "+infinity" -> Double.POSITIVE_INFINITY;
                case "-inf", "-infinity" -> Double.NEGATIVE_INFINITY;
                case "nan" -> Double.NaN;
                default -> Converter.INVALID;
            };
        }
    }

    /**
     * {@code Decimal.fromStringANSI}: a Java decimal literal (blanks trimmed), rounded half-up to the target
     * scale; a value too wide for the target precision does not convert either.
     */
    static Object toDecimal(Object value, int precision, int scale) {
        try {
            BigDecimal d = new BigDecimal(((String) value).trim()).setScale(scale, RoundingMode.HALF_UP);
            return d.precision() - d.scale() > precision - scale ? Converter.INVALID : d;
        } catch (NumberFormatException | ArithmeticException e) {
            return Converter.INVALID;
        }
    }

    /** t, true, y, yes, 1 and f, false, n, no, 0, in any case, blanks trimmed. */
    static Object toBoolean(Object value) {
        String s = trimAll((String) value).toLowerCase(Locale.ROOT);
        if (TRUE_STRINGS.contains(s)) {
            return Boolean.TRUE;
        }
        return FALSE_STRINGS.contains(s) ? Boolean.FALSE : Converter.INVALID;
    }

    /** {@code UTF8String.trimAll}: strips ASCII whitespace and control characters from both ends. */
    static String trimAll(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isBlank(s.charAt(start))) {
            start++;
        }
        while (end > start && isBlank(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(start, end);
    }

    private static boolean isBlank(char c) {
        return c < 128 && (Character.isWhitespace(c) || Character.isISOControl(c));
    }
}
