package io.scdstudio.engine.memory;

import io.scdstudio.model.StructValue;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

/**
 * A sequence value as primitive longs that order as the value does (spec §2: a STRUCT by its first field, then the
 * next): a bigint or int as itself, a date as its epoch day, a timestamp as nanoseconds since 1970 (years 1678 to
 * 2261), a STRUCT of those one word per field. The fold sorts and compares these instead of the objects, which
 * took a cache miss and a type test per comparison. A value it cannot write (a string, a decimal, a double, a NULL
 * struct field, a timestamp outside those years) is reported, and the store compares the objects from then on.
 */
final class SequenceWords {
    private static final long NANOS = 1_000_000_000L;
    private static final long SECONDS_PER_DAY = 86_400L;
    private static final long MIN_DAY = Long.MIN_VALUE / NANOS / SECONDS_PER_DAY + 1;
    private static final long MAX_DAY = Long.MAX_VALUE / NANOS / SECONDS_PER_DAY - 1;

    /**
     * The last date met and its epoch day: working out the day again for every event was a sixth of an SCD1 fold.
     * Compared by value, not identity: a reader that alternates between two timestamp columns makes a date object per
     * value, and the day was then worked out for every event (13% of classifying the wide feed).
     */
    private LocalDate lastDate;

    private long lastDay;

    /** Writes {@code seq} into {@code words} from {@code at}; false when it cannot be written as words. */
    boolean write(Object seq, long[] words, int at) {
        if (seq instanceof StructValue s) {
            List<Object> fields = s.fields();
            for (int i = 0; i < fields.size(); i++) {
                if (!writeOne(fields.get(i), words, at + i)) {
                    return false;
                }
            }
            return true;
        }
        return writeOne(seq, words, at);
    }

    /** Writes one value (not a STRUCT) at {@code at}; false when it cannot be written as a word. */
    boolean writeOne(Object v, long[] words, int at) {
        if (v instanceof Long l) {
            words[at] = l;
            return true;
        }
        if (v instanceof Integer i) {
            words[at] = i;
            return true;
        }
        if (v instanceof LocalDateTime t) {
            long day = epochDay(t.toLocalDate());
            if (day < MIN_DAY || day > MAX_DAY) {
                return false;
            }
            words[at] = (day * SECONDS_PER_DAY + t.toLocalTime().toSecondOfDay()) * NANOS + t.getNano();
            return true;
        }
        if (v instanceof LocalDate d) {
            words[at] = epochDay(d);
            return true;
        }
        return false;
    }

    private long epochDay(LocalDate d) {
        if (d != lastDate && !d.equals(lastDate)) {
            lastDay = d.toEpochDay();
            lastDate = d;
        }
        return lastDay;
    }
}
