package io.scdstudio.engine.memory;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ValueTuple;
import io.scdstudio.model.Values;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * An exact code for an upsert's tracked values: equal codes for values {@link Values#same} calls equal, column by
 * column, and only for them. An SCD2 fold asks, for about every upsert, whether its tracked values equal its key's
 * open version's. Reading both rows for that was a third of the realistic feed's fold, since by then neither row is in
 * the cache; the code is written beside each event while it is classified, when its row is, so the fold compares two
 * ints instead, and holds no more than the hash it replaces.
 *
 * <p>Each value gets a code from its column's dictionary. While the values' codes are small they are packed into the
 * code itself (a status, a tier and a city, ten bits each); a tuple with a larger one gets a negative code from a
 * dictionary of such tuples, so the two never meet. The threads that classify a batch share the dictionaries; each
 * has a small cache of its own in front of them, which the few values of a status, a tier or a city always hit.
 * Worth it only when the tracked values repeat: a dictionary of most of a million amounts cost more than comparing
 * rows saved ({@link #worthCoding}).
 */
final class TrackedCodes {
    private static final int SLOTS = 256;
    private static final int SAMPLE = 4096;
    private final int[] tracked;
    private final Dictionary<ValueTuple>[] columns;
    private final Dictionary<ValueTuple> tuples = new Dictionary<>();
    /** Bits per value's code in a packed code; a tuple with a larger value's code gets a dictionary code. */
    private final int bits;

    /**
     * The position among the tracked columns of the one column of nearly unique values (an amount), or -1: its code is
     * only whether it is NULL, and its value goes beside the code as an {@link ExactWords} word.
     */
    private final int wide;

    private final DataType wideType;

    /** {@code tracked}: the row indexes of the tracked columns. */
    TrackedCodes(int[] tracked) {
        this(tracked, -1, null);
    }

    /** {@code wide}: see {@link #wide()}; {@code wideType} its column's type. */
    @SuppressWarnings("unchecked")
    TrackedCodes(int[] tracked, int wide, DataType wideType) {
        this.tracked = tracked.clone();
        this.wide = wide;
        this.wideType = wideType;
        columns = new Dictionary[tracked.length];
        for (int c = 0; c < tracked.length; c++) {
            columns[c] = new Dictionary<>();
        }
        bits = tracked.length == 0 ? 0 : 31 / tracked.length;
    }

    /**
     * How the first rows say the tracked values are best kept: {@link #HASHES} (hashes, confirmed on the rows),
     * {@link #CODES} (codes alone), or the position of the one tracked column whose values nearly all differ but have
     * exact words (codes for the others and a word for it). {@code types}: the tracked columns' types.
     */
    static int choose(List<Row> firstRows, int[] tracked, List<DataType> types) {
        if (worthCoding(firstRows, tracked)) {
            return CODES;
        }
        int n = Math.min(SAMPLE, firstRows.size());
        int wide = HASHES;
        for (int c = 0; c < tracked.length; c++) {
            if (!worthCoding(firstRows, new int[] {tracked[c]})) {
                if (wide != HASHES || !ExactWords.canWrite(types.get(c))) {
                    return HASHES;
                }
                wide = c;
            }
        }
        int column = wide;
        int[] others = IntStream.range(0, tracked.length)
                .filter(c -> c != column)
                .map(c -> tracked[c])
                .toArray();
        return wide >= 0 && n > 0 && worthCoding(firstRows, others) ? wide : HASHES;
    }

    /** {@link #choose}: hash the tracked values. */
    static final int HASHES = -2;

    /** {@link #choose}: code every tracked value. */
    static final int CODES = -1;

    /** The position of the tracked column kept as words beside the code, or -1. */
    int wide() {
        return wide;
    }

    /** The type of the column kept as words; null when none is. */
    DataType wideType() {
        return wideType;
    }

    /**
     * Whether the first rows hold fewer distinct tuples of the tracked values than a quarter of them: statuses, tiers,
     * cities, credit limits, not amounts or notes.
     */
    static boolean worthCoding(List<Row> firstRows, int[] tracked) {
        int n = Math.min(SAMPLE, firstRows.size());
        Set<ValueTuple> distinct = new HashSet<>();
        for (int i = 0; i < n; i++) {
            // A tuple's equality is Values.same column by column, as the codes' is.
            if (distinct.add(ValueTuple.of(firstRows.get(i), tracked)) && distinct.size() * 4 > n) {
                return false;
            }
        }
        return true;
    }

    /** Codes rows on one thread. */
    Coder coder() {
        return new Coder();
    }

    final class Coder {
        private final Object[][] seen = new Object[tracked.length][SLOTS];
        private final int[][] seenCodes = new int[tracked.length][SLOTS];
        private final int[] codes = new int[tracked.length];
        private final ExactWords words = wide < 0 ? null : new ExactWords(wideType);

        /** The code of the row's tracked values. */
        int code(Row row) {
            for (int c = 0; c < tracked.length; c++) {
                Object value = row.get(tracked[c]);
                codes[c] = c == wide ? (value == null ? 0 : 1) : valueCode(c, value);
            }
            return pack(codes);
        }

        /** The word of the row's value in the {@link #wide()} column: 0 for NULL or when there is none. */
        long word(Row row) {
            Object value = wide < 0 ? null : row.get(tracked[wide]);
            return value == null ? 0 : words.of(value);
        }

        private int valueCode(int column, Object value) {
            if (value == null) {
                return 0;
            }
            // The slot only places the cache's guess, so any hash does: a decimal's own is cheaper than Values.hash.
            int h = value.hashCode();
            int slot = (h ^ (h >>> 16)) & (SLOTS - 1);
            Object there = seen[column][slot];
            if (there == value || (there != null && Values.same(there, value))) {
                return seenCodes[column][slot];
            }
            int code = columnCode(column, value);
            seen[column][slot] = value;
            seenCodes[column][slot] = code;
            return code;
        }
    }

    /**
     * The code of a value of the {@code column}-th tracked column (0 for NULL): the same on every thread, for values
     * {@link Values#same} calls equal.
     */
    int columnCode(int column, Object value) {
        // A one-value tuple matches the values Values.same calls equal: 1.50 and 1.5, 0.0 and -0.0.
        return value == null ? 0 : columns[column].codeOf(new ValueTuple(new Object[] {value}));
    }

    /** The code of an upsert whose tracked columns' values have these {@link #columnCode}s. */
    int pack(int[] valueCodes) {
        int packed = 0;
        boolean fits = true;
        for (int code : valueCodes) {
            fits &= code >>> bits == 0;
            packed = packed << bits | code;
        }
        return fits
                ? packed
                : -tuples.codeOf(
                        new ValueTuple(Arrays.stream(valueCodes).boxed().toArray()));
    }

    /** Codes from 1, in the order the keys were first met. */
    private static final class Dictionary<K> {
        private final ConcurrentHashMap<K, Integer> codes = new ConcurrentHashMap<>();
        private final AtomicInteger next = new AtomicInteger(1);

        int codeOf(K key) {
            Integer code = codes.get(key);
            return code != null ? code : codes.computeIfAbsent(key, k -> next.getAndIncrement());
        }
    }
}
