package io.scdstudio.format;

import java.util.Set;

/**
 * Debezium's times of day, a count since midnight (milliseconds for {@code Time}, micro- or nanoseconds for {@code
 * MicroTime} and {@code NanoTime}), as the text of the time they stand for: Spark has no time-of-day type, and the
 * count printed as it came ("36000000000" for 10:00) read as a number a learner cannot place. One width per unit,
 * so the text orders as the times of a day do. MySQL's TIME is a duration too, from -838:59:59 to 838:59:59: those
 * read as {@code -01:00:00.000000} and {@code 25:00:00.000000}, not as the count beside times.
 */
enum TimeOfDay {
    MILLIS(1_000L, 3),
    MICROS(1_000_000L, 6),
    NANOS(1_000_000_000L, 9);

    private final long perSecond;
    private final int digits;

    TimeOfDay(long perSecond, int digits) {
        this.perSecond = perSecond;
        this.digits = digits;
    }

    /** Debezium's and Kafka Connect's names of a time of day. */
    static final Set<String> LOGICAL_NAMES = Set.of(
            "io.debezium.time.Time",
            "org.apache.kafka.connect.data.Time",
            "io.debezium.time.MicroTime",
            "io.debezium.time.NanoTime");

    static TimeOfDay of(String logical) {
        return switch (logical) {
            case "io.debezium.time.MicroTime" -> MICROS;
            case "io.debezium.time.NanoTime" -> NANOS;
            default -> MILLIS;
        };
    }

    /** The time, {@code HH:mm:ss.fff}, with a minus before a negative one. */
    String text(long count) {
        if (count == Long.MIN_VALUE) {
            throw new IllegalArgumentException("beyond a time: " + count);
        }
        if (count < 0) {
            return "-" + text(-count);
        }
        long seconds = count / perSecond;
        return String.format(
                "%02d:%02d:%02d.%0" + digits + "d", seconds / 3600, seconds / 60 % 60, seconds % 60, count % perSecond);
    }

    /** The same in Spark SQL, over {@code text}, the count as {@code from_json} read it. */
    String sql(String text) {
        String v = "abs(CAST(" + text + " AS BIGINT))";
        String sign = "CASE WHEN CAST(" + text + " AS BIGINT) < 0 THEN '-' ELSE '' END";
        return "concat(" + sign + ", format_string('%02d:%02d:%02d.%0" + digits + "d', " + v + " DIV "
                + (3600 * perSecond) + ", " + v + " DIV " + (60 * perSecond) + " % 60, " + v + " DIV " + perSecond
                + " % 60, " + v + " % " + perSecond + "))";
    }
}
