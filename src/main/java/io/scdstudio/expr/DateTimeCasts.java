package io.scdstudio.expr;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;

/**
 * Casts of strings to date and timestamp following Spark's {@code stringToDate} / {@code stringToTimestamp}:
 * {@code [+-]yyyy[-[m]m[-[d]d]]}, then for timestamps an optional {@code ' '} or {@code T},
 * {@code [h]h[:[m]m[:[s]s[.ffffff]]]} and a zone after the seconds; a time alone takes today's date.
 * Timestamps are read in the session time zone UTC; digits beyond microseconds are dropped.
 */
final class DateTimeCasts {
    private DateTimeCasts() {}

    static Object toDate(Object value) {
        String s = StringCasts.trimAll((String) value);
        int[] seg = {1, 1, 1};
        int[] digits = new int[3];
        int i = 0;
        int j = signLength(s);
        while (j < s.length() && s.charAt(j) != ' ' && s.charAt(j) != 'T') {
            char c = s.charAt(j);
            if (c == '-' && i < 2 && validDate(i, digits[i])) {
                i++;
                seg[i] = 0;
            } else if (c >= '0' && c <= '9' && digits[i] < 8) {
                seg[i] = (digits[i] == 0 ? 0 : seg[i] * 10) + (c - '0');
                digits[i]++;
            } else {
                return Converter.INVALID;
            }
            j++;
        }
        if (!validDate(i, digits[i]) || (i < 2 && j < s.length())) {
            return Converter.INVALID;
        }
        return date(s, seg);
    }

    private static Object date(String s, int[] seg) {
        try {
            return LocalDate.of(s.startsWith("-") ? -seg[0] : seg[0], seg[1], seg[2]);
        } catch (DateTimeException e) {
            return Converter.INVALID;
        }
    }

    private static boolean validDate(int segment, int digits) {
        return segment == 0 ? digits >= 4 && digits <= 7 : digits >= 1 && digits <= 2;
    }

    static Object toTimestamp(Object value) {
        String s = StringCasts.trimAll((String) value);
        int split = splitDateAndTime(s);
        if (split < 0) {
            return timeOnly(s);
        }
        Object date = toDate(s.substring(0, split));
        if (date == Converter.INVALID) {
            return date;
        }
        if (split == s.length()) {
            return ((LocalDate) date).atStartOfDay();
        }
        return TimeOfDay.parse(s, split + 1).map(t -> t.on((LocalDate) date)).orElse(Converter.INVALID);
    }

    /** The index of the ' ' or 'T' after the date part, the length if there is none, -1 for a time alone. */
    private static int splitDateAndTime(String s) {
        int j = signLength(s);
        while (j < s.length() && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
            j++;
        }
        if ((j < s.length() && s.charAt(j) == ':' && signLength(s) == 0) || s.startsWith("T")) {
            return -1;
        }
        while (j < s.length() && s.charAt(j) != ' ' && s.charAt(j) != 'T') {
            j++;
        }
        return j;
    }

    private static Object timeOnly(String s) {
        int from = s.startsWith("T") ? 1 : 0;
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        return TimeOfDay.parse(s, from).map(t -> t.on(today)).orElse(Converter.INVALID);
    }

    private static int signLength(String s) {
        return !s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+') ? 1 : 0;
    }

    /** A wall-clock time and an optional zone; {@link #on} gives the UTC local date-time. */
    record TimeOfDay(LocalTime time, ZoneId zone) {
        static Optional<TimeOfDay> parse(String s, int from) {
            return TimeText.parse(s, from);
        }

        Object on(LocalDate date) {
            LocalDateTime local = LocalDateTime.of(date, time);
            if (zone == null) {
                return local;
            }
            return local.atZone(zone).withZoneSameInstant(ZoneOffset.UTC).toLocalDateTime();
        }
    }
}
