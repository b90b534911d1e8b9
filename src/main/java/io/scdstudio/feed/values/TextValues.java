package io.scdstudio.feed.values;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * Fast, exception-free recognisers for value text: each returns {@code null} when the text does not have
 * the form. Schema inference calls them on every value of a feed, so they avoid regex and exceptions.
 */
public final class TextValues {
    private TextValues() {}

    /** Optional sign and digits only, whatever the magnitude. */
    static boolean isIntegerSyntax(String s) {
        int i = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        if (i == s.length()) {
            return false;
        }
        for (; i < s.length(); i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    public static Long parseLong(String s) {
        return parseLong(s, 0, s.length());
    }

    /** The whole number written in {@code s[from, to)}, or null when it is none or does not fit a long. */
    static Long parseLong(CharSequence s, int from, int to) {
        if (from == to) {
            return null;
        }
        boolean negative = s.charAt(from) == '-';
        int i = negative || s.charAt(from) == '+' ? from + 1 : from;
        if (i == to) {
            return null;
        }
        long value = 0;
        for (; i < to; i++) {
            int digit = s.charAt(i) - '0';
            // Accumulate negatively so Long.MIN_VALUE fits.
            if (digit < 0 || digit > 9 || value < (Long.MIN_VALUE + digit) / 10) {
                return null;
            }
            value = value * 10 - digit;
        }
        if (!negative && value == Long.MIN_VALUE) {
            return null;
        }
        return negative ? value : -value;
    }

    /**
     * The same over a record's characters. Written out again rather than shared through {@link CharSequence}: CSV
     * loading calls it for every whole-number field, and a call site that sees both Strings and wrapped arrays is
     * one the JIT cannot inline (this and the copy above were 13% of a million-event load).
     */
    public static Long parseLong(char[] s, int from, int to) {
        if (from == to) {
            return null;
        }
        boolean negative = s[from] == '-';
        int i = negative || s[from] == '+' ? from + 1 : from;
        if (i == to) {
            return null;
        }
        long value = 0;
        for (; i < to; i++) {
            int digit = s[i] - '0';
            if (digit < 0 || digit > 9 || value < (Long.MIN_VALUE + digit) / 10) {
                return null;
            }
            value = value * 10 - digit;
        }
        if (!negative && value == Long.MIN_VALUE) {
            return null;
        }
        return negative ? value : -value;
    }

    /**
     * A plain decimal written in {@code s[from, to)} ({@code [+-]digits[.digits]}, at most 18 digits), exactly as
     * {@code new BigDecimal(text)} reads it; null for any other form, which the general parser then reads.
     */
    public static BigDecimal parsePlainDecimal(char[] s, int from, int to) {
        int i = from < to && (s[from] == '-' || s[from] == '+') ? from + 1 : from;
        long unscaled = 0;
        int digits = 0;
        int scale = -1;
        for (; i < to; i++) {
            char c = s[i];
            if (c == '.' && scale < 0 && digits > 0) {
                scale = 0;
                continue;
            }
            if (c < '0' || c > '9' || ++digits > 18) {
                return null;
            }
            unscaled = unscaled * 10 + (c - '0');
            if (scale >= 0) {
                scale++;
            }
        }
        if (digits == 0 || scale == 0) {
            return null;
        }
        return BigDecimal.valueOf(s[from] == '-' ? -unscaled : unscaled, Math.max(scale, 0));
    }

    /** A decimal number: sign, digits with an optional point, an optional exponent. */
    static boolean isDecimalSyntax(String s) {
        int i = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        int digits = 0;
        int n = s.length();
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            int exponentStart = i;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
            }
            if (i == exponentStart) {
                return false;
            }
        }
        return i == n;
    }

    static Double parseDouble(String s) {
        if (isDecimalSyntax(s)) {
            return Double.parseDouble(s);
        }
        return switch (s) {
            case "NaN" -> Double.NaN;
            case "Infinity", "+Infinity" -> Double.POSITIVE_INFINITY;
            case "-Infinity" -> Double.NEGATIVE_INFINITY;
            default -> null;
        };
    }

    static Boolean parseBoolean(String s) {
        if (s.equalsIgnoreCase("true")) {
            return Boolean.TRUE;
        }
        return s.equalsIgnoreCase("false") ? Boolean.FALSE : null;
    }

    /** {@code yyyy-MM-dd}. */
    static LocalDate parseDate(String s) {
        if (s.length() != 10 || !isDatePart(s)) {
            return null;
        }
        try {
            return LocalDate.of(number(s, 0, 4), number(s, 5, 7), number(s, 8, 10));
        } catch (DateTimeException e) {
            return null;
        }
    }

    /**
     * {@code yyyy-MM-dd HH:mm[:ss[.fraction]]} with a space or {@code T}, or a date alone (midnight). A time may end
     * in an ISO offset ({@code Z}, {@code +02}, {@code +0200}, {@code +02:00}): the instant is then given in UTC, as
     * a Spark session in UTC reads it, so values written in different offsets order as the instants they name.
     */
    static LocalDateTime parseTimestamp(String s) {
        int zone = offsetStart(s);
        if (zone < 0) {
            return parseLocalTimestamp(s);
        }
        LocalDateTime local = parseLocalTimestamp(s.substring(0, zone));
        int seconds = offsetSeconds(s, zone);
        return local == null || seconds == NO_OFFSET ? null : local.minusSeconds(seconds);
    }

    /** Whether a timestamp's text ends in an offset. */
    static boolean hasOffset(String s) {
        return offsetStart(s) >= 0;
    }

    private static final int NO_OFFSET = Integer.MIN_VALUE;

    /** Where an offset after a time of day ({@code HH:mm} ends at 16) starts, or -1. */
    private static int offsetStart(String s) {
        int n = s.length();
        if (n < 17) {
            return -1;
        }
        char last = s.charAt(n - 1);
        if (last == 'Z' || last == 'z') {
            return n - 1;
        }
        for (int i = n - 1; i >= 16 && i >= n - 6; i--) {
            char c = s.charAt(i);
            if (c == '+' || c == '-') {
                return i;
            }
        }
        return -1;
    }

    /** The offset starting at {@code at} in seconds east of UTC, or {@link #NO_OFFSET}. */
    private static int offsetSeconds(String s, int at) {
        char sign = s.charAt(at);
        if (sign == 'Z' || sign == 'z') {
            return 0;
        }
        int n = s.length() - at - 1;
        int hours;
        int minutes = 0;
        if (n == 2 && twoDigits(s, at + 1)) {
            hours = number(s, at + 1, at + 3);
        } else if (n == 4 && twoDigits(s, at + 1) && twoDigits(s, at + 3)) {
            hours = number(s, at + 1, at + 3);
            minutes = number(s, at + 3, at + 5);
        } else if (n == 5 && twoDigits(s, at + 1) && s.charAt(at + 3) == ':' && twoDigits(s, at + 4)) {
            hours = number(s, at + 1, at + 3);
            minutes = number(s, at + 4, at + 6);
        } else {
            return NO_OFFSET;
        }
        // At most ±18:00, as Java and Spark take offsets: -18:01 was read as an instant 18 h 1 min from its text.
        if (hours > 18 || minutes > 59 || (hours == 18 && minutes > 0)) {
            return NO_OFFSET;
        }
        int seconds = hours * 3600 + minutes * 60;
        return sign == '-' ? -seconds : seconds;
    }

    private static LocalDateTime parseLocalTimestamp(String s) {
        int n = s.length();
        if (n == 10) {
            LocalDate d = parseDate(s);
            return d == null ? null : d.atStartOfDay();
        }
        if (n < 16
                || !isDatePart(s)
                || (s.charAt(10) != ' ' && s.charAt(10) != 'T')
                || !twoDigits(s, 11)
                || s.charAt(13) != ':'
                || !twoDigits(s, 14)) {
            return null;
        }
        int second = 0;
        int nanos = 0;
        if (n > 16) {
            if (n < 19 || s.charAt(16) != ':' || !twoDigits(s, 17)) {
                return null;
            }
            second = number(s, 17, 19);
            if (n > 19) {
                nanos = fraction(s, 19);
                if (nanos < 0) {
                    return null;
                }
            }
        }
        try {
            return LocalDateTime.of(
                    number(s, 0, 4),
                    number(s, 5, 7),
                    number(s, 8, 10),
                    number(s, 11, 13),
                    number(s, 14, 16),
                    second,
                    nanos);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** Nanoseconds of {@code .f} to {@code .fffffffff} starting at {@code from}, cut to whole microseconds, or -1. */
    private static int fraction(String s, int from) {
        int digits = s.length() - from - 1;
        if (s.charAt(from) != '.' || digits < 1 || digits > 9) {
            return -1;
        }
        int nanos = 0;
        for (int i = from + 1; i < s.length(); i++) {
            if (!isDigit(s.charAt(i))) {
                return -1;
            }
            nanos = nanos * 10 + (s.charAt(i) - '0');
        }
        for (int i = digits; i < 9; i++) {
            nanos *= 10;
        }
        // Spark's timestamps hold microseconds and it drops the digits after the sixth: .1234569 and .1234561 are one
        // instant there, a tie, where kept they ordered the wrong event last.
        return nanos / 1_000 * 1_000;
    }

    private static boolean isDatePart(String s) {
        return isDigit(s.charAt(0))
                && isDigit(s.charAt(1))
                && twoDigits(s, 2)
                && s.charAt(4) == '-'
                && twoDigits(s, 5)
                && s.charAt(7) == '-'
                && twoDigits(s, 8);
    }

    private static boolean twoDigits(String s, int at) {
        return isDigit(s.charAt(at)) && isDigit(s.charAt(at + 1));
    }

    private static int number(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            v = v * 10 + (s.charAt(i) - '0');
        }
        return v;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
