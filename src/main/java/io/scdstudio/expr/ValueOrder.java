package io.scdstudio.expr;

import java.math.BigDecimal;
import java.util.Comparator;

/** How Spark orders two non-NULL values of one type. */
final class ValueOrder {
    private static final Comparator<Object> LONGS = (a, b) -> Long.compare((Long) a, (Long) b);
    private static final Comparator<Object> DECIMALS = (a, b) -> ((BigDecimal) a).compareTo((BigDecimal) b);
    private static final Comparator<Object> DOUBLES = (a, b) -> compareDoubles((Double) a, (Double) b);
    private static final Comparator<Object> STRINGS = (a, b) -> SparkStrings.compareUtf8((String) a, (String) b);
    private static final Comparator<Object> BOOLEANS = (a, b) -> Boolean.compare((Boolean) a, (Boolean) b);

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final Comparator<Object> NATURAL = (a, b) -> ((Comparable) a).compareTo(b);

    private ValueOrder() {}

    static Comparator<Object> of(SqlType type) {
        return switch (type.kind()) {
            case INT, BIGINT -> LONGS;
            case DECIMAL -> DECIMALS;
            case DOUBLE -> DOUBLES;
            case STRING -> STRINGS;
            case BOOLEAN -> BOOLEANS;
            // Dates and timestamps, and NULL whose comparator is never called.
            default -> NATURAL;
        };
    }

    /** Spark's double order: NaN equals NaN and is above everything, -0.0 equals 0.0. */
    static int compareDoubles(double a, double b) {
        return Double.compare(a == 0.0 ? 0.0 : a, b == 0.0 ? 0.0 : b);
    }
}
