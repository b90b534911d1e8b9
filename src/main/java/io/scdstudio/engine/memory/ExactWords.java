package io.scdstudio.engine.memory;

import io.scdstudio.model.DataType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * A tracked column's value as one long that is equal exactly when {@link io.scdstudio.model.Values#same} calls two
 * values of the column equal: a decimal as its unscaled value at the column's scale (1.50 and 1.5 alike), a double by
 * its bits with -0.0 as 0.0 and one NaN, a bigint, date or timestamp as its sequence word. A value that cannot be
 * written so (a decimal with more digits than the scale, or beyond 63 bits; a value not of the column's class) is
 * {@link #INEXACT}, and the fold compares it on the rows. An amount column, nearly unique, then needs no dictionary.
 */
final class ExactWords {
    /** The value has no exact word: compare it on the rows. A real word of this value is treated alike. */
    static final long INEXACT = Long.MIN_VALUE;

    private final DataType type;
    private final SequenceWords words = new SequenceWords();
    private final long[] one = new long[1];

    ExactWords(DataType type) {
        this.type = type;
    }

    /** Whether a column of this type can be written as exact words. */
    static boolean canWrite(DataType type) {
        return switch (type.kind()) {
            case BIGINT, INT, DATE, TIMESTAMP, DOUBLE, DECIMAL -> true;
            default -> false;
        };
    }

    /** The word of a value (not NULL), or {@link #INEXACT}. */
    long of(Object value) {
        long word = switch (type.kind()) {
            case DECIMAL -> value instanceof BigDecimal d ? decimal(d) : INEXACT;
            case DOUBLE -> value instanceof Double d ? (d == 0.0 ? 0L : Double.doubleToLongBits(d)) : INEXACT;
            case BIGINT, INT -> value instanceof Long l ? l : INEXACT;
            case DATE -> value instanceof LocalDate && words.writeOne(value, one, 0) ? one[0] : INEXACT;
            case TIMESTAMP -> value instanceof LocalDateTime && words.writeOne(value, one, 0) ? one[0] : INEXACT;
            default -> INEXACT;
        };
        return word;
    }

    private long decimal(BigDecimal d) {
        BigDecimal at = d;
        if (d.scale() > type.scale()) {
            at = d.stripTrailingZeros();
            if (at.scale() > type.scale()) {
                return INEXACT;
            }
        }
        BigDecimal scaled = at.setScale(type.scale());
        return scaled.unscaledValue().bitLength() < 63 ? scaled.unscaledValue().longValue() : INEXACT;
    }
}
