package io.scdstudio.expr;

import java.time.DateTimeException;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Optional;

/** Reads the time part of a timestamp string as Spark does: {@code [h]h[:[m]m[:[s]s[.ffffff]]][zone]}. */
final class TimeText {
    private TimeText() {}

    static Optional<DateTimeCasts.TimeOfDay> parse(String s, int from) {
        int[] fields = new int[3];
        int j = from;
        int field = 0;
        while (true) {
            int start = j;
            while (j < s.length() && isDigit(s.charAt(j)) && j - start < 3) {
                fields[field] = fields[field] * 10 + (s.charAt(j) - '0');
                j++;
            }
            if (j - start < 1 || j - start > 2) {
                return Optional.empty();
            }
            if (field < 2 && j < s.length() && s.charAt(j) == ':') {
                field++;
                j++;
            } else {
                break;
            }
        }
        boolean hasSeconds = field == 2;
        int nanos = 0;
        if (hasSeconds && j < s.length() && s.charAt(j) == '.') {
            int start = ++j;
            while (j < s.length() && isDigit(s.charAt(j))) {
                j++;
            }
            nanos = micros(s.substring(start, j)) * 1000;
        }
        return finish(s.substring(j).trim(), hasSeconds, fields, nanos);
    }

    private static Optional<DateTimeCasts.TimeOfDay> finish(String zoneText, boolean hasSeconds, int[] f, int nanos) {
        if (!zoneText.isEmpty() && !hasSeconds) {
            return Optional.empty();
        }
        try {
            LocalTime time = LocalTime.of(f[0], f[1], f[2], nanos);
            ZoneId zone = zoneText.isEmpty() ? null : zone(zoneText);
            return Optional.of(new DateTimeCasts.TimeOfDay(time, zone));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** Spark keeps microseconds: further digits are dropped, fewer are padded. */
    private static int micros(String digits) {
        String six = (digits.length() > 6 ? digits.substring(0, 6) : digits + "000000".substring(digits.length()));
        return Integer.parseInt(six);
    }

    /** Spark's {@code getZoneId}: pads one-digit offset hours and minutes, accepts the short zone ids. */
    private static ZoneId zone(String text) {
        String normalized =
                text.replaceFirst("(\\+|\\-)(\\d):", "$10$2:").replaceFirst("(\\+|\\-)(\\d\\d):(\\d)$", "$1$2:0$3");
        return ZoneId.of(normalized, ZoneId.SHORT_IDS);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
