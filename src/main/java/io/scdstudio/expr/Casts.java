package io.scdstudio.expr;

import java.math.BigDecimal;
import java.time.LocalDate;

/** Picks the conversion for Spark's implicit cast between two types; {@code null} when values need none. */
final class Casts {
    private Casts() {}

    /**
     * The converter from {@code from} to {@code to}, {@code null} when the Java values already serve (same type,
     * NULL, int to bigint, decimal to a wider decimal).
     *
     * @throws IllegalStateException for a pair the type checker never asks for
     */
    static Converter converter(SqlType from, SqlType to) {
        if (from.equals(to) || from.kind() == SqlType.Kind.NULL) {
            return null;
        }
        return switch (to.kind()) {
            case BIGINT, INT -> from.isIntegral() ? null : fromString(from, to, StringCasts::toLong);
            case DECIMAL -> toDecimal(from, to);
            case DOUBLE -> toDouble(from, to);
            case STRING -> SparkStrings::render;
            case BOOLEAN -> fromString(from, to, StringCasts::toBoolean);
            case DATE -> fromString(from, to, DateTimeCasts::toDate);
            case TIMESTAMP ->
                from.kind() == SqlType.Kind.DATE
                        ? v -> ((LocalDate) v).atStartOfDay()
                        : fromString(from, to, DateTimeCasts::toTimestamp);
            default -> throw unexpected(from, to);
        };
    }

    private static Converter toDecimal(SqlType from, SqlType to) {
        if (from.isIntegral()) {
            return v -> BigDecimal.valueOf((Long) v);
        }
        if (from.kind() == SqlType.Kind.DECIMAL) {
            return null;
        }
        // Reached through IN or coalesce, e.g. '7' IN (id, amount), whose common type is a decimal.
        return fromString(from, to, v -> StringCasts.toDecimal(v, to.precision(), to.scale()));
    }

    private static Converter toDouble(SqlType from, SqlType to) {
        if (from.isIntegral()) {
            return v -> ((Long) v).doubleValue();
        }
        if (from.kind() == SqlType.Kind.DECIMAL) {
            return v -> ((BigDecimal) v).doubleValue();
        }
        return fromString(from, to, StringCasts::toDouble);
    }

    private static Converter fromString(SqlType from, SqlType to, Converter converter) {
        if (from.kind() != SqlType.Kind.STRING) {
            throw unexpected(from, to);
        }
        return converter;
    }

    private static IllegalStateException unexpected(SqlType from, SqlType to) {
        return new IllegalStateException("no implicit cast from " + from + " to " + to);
    }
}
