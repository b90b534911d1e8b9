package io.scdstudio.feed.values;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/**
 * Reads a timestamp written {@code yyyy-MM-dd HH:mm:ss} (or with a {@code T}), the shape change feeds use, straight
 * from a record's characters. The date and the time of day are shared objects (the column's last date; one time
 * per second of the day), so a million timestamps are a million small objects instead of five million, which is
 * most of what loading a big feed spends in the garbage collector. Any other shape, or an impossible date or time,
 * gives null: the general parser's turn, with its message.
 */
public final class TimestampFastPath {
    private static final int LENGTH = 19;
    private static final LocalTime[] SECONDS_OF_DAY = new LocalTime[24 * 60 * 60];

    private int lastDay = -1;
    private LocalDate lastDate;

    public LocalDateTime read(char[] s, int from, int to) {
        if (to - from != LENGTH || !shaped(s, from)) {
            return null;
        }
        int hour = number(s, from + 11);
        int minute = number(s, from + 14);
        int second = number(s, from + 17);
        LocalDate date = date(number(s, from) * 100 + number(s, from + 2), number(s, from + 5), number(s, from + 8));
        if (date == null || hour > 23 || minute > 59 || second > 59) {
            return null;
        }
        return LocalDateTime.of(date, timeOfDay(hour * 3600 + minute * 60 + second));
    }

    private LocalDate date(int year, int month, int day) {
        int key = year * 10_000 + month * 100 + day;
        if (key != lastDay) {
            try {
                lastDate = LocalDate.of(year, month, day);
            } catch (DateTimeException e) {
                return null;
            }
            lastDay = key;
        }
        return lastDate;
    }

    /** Shared across columns and threads: a race only makes two equal objects, which is harmless. */
    private static LocalTime timeOfDay(int second) {
        LocalTime t = SECONDS_OF_DAY[second];
        if (t == null) {
            t = LocalTime.ofSecondOfDay(second);
            SECONDS_OF_DAY[second] = t;
        }
        return t;
    }

    private static boolean shaped(char[] s, int at) {
        return digits(s, at, 4)
                && s[at + 4] == '-'
                && digits(s, at + 5, 2)
                && s[at + 7] == '-'
                && digits(s, at + 8, 2)
                && (s[at + 10] == ' ' || s[at + 10] == 'T')
                && digits(s, at + 11, 2)
                && s[at + 13] == ':'
                && digits(s, at + 14, 2)
                && s[at + 16] == ':'
                && digits(s, at + 17, 2);
    }

    private static boolean digits(char[] s, int from, int count) {
        for (int i = from; i < from + count; i++) {
            if (s[i] < '0' || s[i] > '9') {
                return false;
            }
        }
        return true;
    }

    /** The two-digit number at {@code at}. */
    private static int number(char[] s, int at) {
        return (s[at] - '0') * 10 + (s[at + 1] - '0');
    }
}
