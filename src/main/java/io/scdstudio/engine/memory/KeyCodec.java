package io.scdstudio.engine.memory;

import io.scdstudio.model.Batch;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a key as one long, so {@link KeyMap} finds it in a table of primitives: a single bigint or int key is its
 * value; a key of two columns is two 32-bit halves, an int column's value or a code from a dictionary of the
 * column's values (a region, a country, a tenant). Looking up a composite key as a list chased a hash node, the list,
 * its array and each part, then the same for the stored key: a third of the fold of a feed keyed by (region,
 * account_id). A key the codec cannot write (an int half beyond 32 bits, a bigint {@link #UNWRITABLE} itself) gets
 * {@link #UNWRITABLE} and stays in the map's general table; whether a key is writable depends on the key alone.
 */
abstract class KeyCodec {
    /** The key cannot be written as a long: look it up as an object. */
    static final long UNWRITABLE = Long.MIN_VALUE;
    /** The key has a part no key so far had, so no key in the map equals it. */
    static final long UNSEEN = Long.MIN_VALUE + 1;

    /** The codec for keys of these column types, or null when keys are best looked up as objects. */
    static KeyCodec of(List<DataType> keyTypes) {
        if (keyTypes.size() == 1 && isInteger(keyTypes.get(0))) {
            return new Single();
        }
        if (keyTypes.size() == 2 && keyTypes.stream().allMatch(KeyCodec::isScalar)) {
            return new Pair(half(keyTypes.get(0)), half(keyTypes.get(1)));
        }
        return null;
    }

    private static boolean isInteger(DataType type) {
        return type.kind() == DataType.Kind.BIGINT || type.kind() == DataType.Kind.INT;
    }

    private static boolean isScalar(DataType type) {
        return switch (type.kind()) {
            case STRUCT, MAP, ARRAY -> false;
            default -> true;
        };
    }

    private static Half half(DataType type) {
        return isInteger(type) ? new IntHalf() : new DictionaryHalf();
    }

    /**
     * The key as a long, {@link #UNWRITABLE}, or (with {@code learn} false, for a look-up that must not add a key)
     * {@link #UNSEEN}. {@code key}: the value of a single key column, or a list of the key's values ({@link KeyTuple}).
     */
    abstract long code(Object key, boolean learn);

    /**
     * A long per code that sorts as the keys do in the target ({@link TargetRows#KEY_ORDER}); equal for keys that
     * order alike. Valid for the codes given out so far.
     */
    abstract long[] orderWords(long[] codes, int count);

    /**
     * Per row of the batch, the code of its key ({@code keyColumns}' values), as {@link #code} with {@code learn} gives
     * it, from the batch's {@link BatchColumns} without reading a row, with each key column's NULLs; null when the
     * columns do not allow it. A row with a NULL key column gets any code. Call while no other thread uses the codec.
     */
    abstract KeyCodes codes(Batch batch, int[] keyColumns);

    /** The forms of the key columns {@link #codes} reads, for {@link BatchColumns#read}. */
    abstract List<ColumnForm> forms(int[] keyColumns);

    /** Per row its key's code ({@code codes}, read only), and per key column the rows where it is NULL. */
    record KeyCodes(long[] codes, BitSet[] nulls) {}

    /** A bigint or int key: its value. */
    private static final class Single extends KeyCodec {
        @Override
        long code(Object key, boolean learn) {
            return key instanceof Long v && v != UNWRITABLE && v != UNSEEN ? v : UNWRITABLE;
        }

        @Override
        KeyCodes codes(Batch batch, int[] keyColumns) {
            BatchColumns.Words w = BatchColumns.words(batch, keyColumns[0]);
            if (!w.allLongs()) {
                return null;
            }
            long[] values = w.words();
            for (long v : values) {
                if (v == UNWRITABLE || v == UNSEEN) {
                    long[] codes = values.clone();
                    for (int i = 0; i < codes.length; i++) {
                        codes[i] = codes[i] == UNSEEN ? UNWRITABLE : codes[i];
                    }
                    return new KeyCodes(codes, new BitSet[] {w.nulls()});
                }
            }
            // The values are the codes: shared with the batch, read only.
            return new KeyCodes(values, new BitSet[] {w.nulls()});
        }

        @Override
        List<ColumnForm> forms(int[] keyColumns) {
            return List.of(ColumnForm.words(keyColumns[0]));
        }

        @Override
        long[] orderWords(long[] codes, int count) {
            return Arrays.copyOf(codes, count);
        }
    }

    /** Two key columns: the first column's 32 bits above the second's. */
    private static final class Pair extends KeyCodec {
        private final Half high;
        private final Half low;

        Pair(Half high, Half low) {
            this.high = high;
            this.low = low;
        }

        @Override
        long code(Object key, boolean learn) {
            // Any list of the two values finds the key, as it would in a hash map of the key tuples.
            if (!(key instanceof List<?> t) || t.size() != 2) {
                return UNWRITABLE;
            }
            int h = high.code(t.get(0), learn);
            int l = low.code(t.get(1), learn);
            if (h == Half.UNWRITABLE || l == Half.UNWRITABLE) {
                return UNWRITABLE;
            }
            if (h == Half.UNSEEN || l == Half.UNSEEN) {
                return UNSEEN;
            }
            return ((long) h << 32) | (l & 0xFFFF_FFFFL);
        }

        @Override
        KeyCodes codes(Batch batch, int[] keyColumns) {
            int[] highs = high.codes(batch, keyColumns[0]);
            int[] lows = highs == null ? null : low.codes(batch, keyColumns[1]);
            if (lows == null) {
                return null;
            }
            long[] codes = new long[highs.length];
            for (int i = 0; i < codes.length; i++) {
                int h = highs[i];
                int l = lows[i];
                codes[i] = h == Half.UNWRITABLE || l == Half.UNWRITABLE
                        ? UNWRITABLE
                        : ((long) h << 32) | (l & 0xFFFF_FFFFL);
            }
            return new KeyCodes(
                    codes, new BitSet[] {high.nulls(batch, keyColumns[0]), low.nulls(batch, keyColumns[1])});
        }

        @Override
        List<ColumnForm> forms(int[] keyColumns) {
            return List.of(high.form(keyColumns[0]), low.form(keyColumns[1]));
        }

        @Override
        long[] orderWords(long[] codes, int count) {
            int[] highRanks = high.ranks();
            int[] lowRanks = low.ranks();
            long[] words = new long[count];
            for (int i = 0; i < count; i++) {
                int h = high.rank((int) (codes[i] >> 32), highRanks);
                int l = low.rank((int) codes[i], lowRanks);
                // The low half compares unsigned below an equal high half: flipping its sign bit keeps signed order.
                words[i] = ((long) h << 32) | ((l ^ Integer.MIN_VALUE) & 0xFFFF_FFFFL);
            }
            return words;
        }
    }

    /** One column of a two-column key, as 32 bits. */
    private abstract static class Half {
        /** Never a code: an int half of this value is written as unwritable. */
        static final int UNWRITABLE = Integer.MIN_VALUE;

        static final int UNSEEN = Integer.MIN_VALUE + 1;

        abstract int code(Object part, boolean learn);

        /** Per row of the batch, the code of its value in {@code column} (learnt), or null when not from columns. */
        abstract int[] codes(Batch batch, int column);

        /** The form of the column {@link #codes} reads. */
        abstract ColumnForm form(int column);

        /** The rows where the column is NULL, from the form {@link #codes} read. */
        abstract BitSet nulls(Batch batch, int column);

        /** Per code, its rank in value order, or null when the code is its own rank. */
        abstract int[] ranks();

        final int rank(int code, int[] ranks) {
            return ranks == null ? code : ranks[code];
        }
    }

    /** An int column: its value, when it fits in 32 bits. */
    private static final class IntHalf extends Half {
        @Override
        int code(Object part, boolean learn) {
            if (part instanceof Long v && v > UNSEEN && v <= Integer.MAX_VALUE) {
                return (int) (long) v;
            }
            return UNWRITABLE;
        }

        @Override
        int[] codes(Batch batch, int column) {
            BatchColumns.Words w = BatchColumns.words(batch, column);
            if (!w.allLongs()) {
                return null;
            }
            long[] values = w.words();
            int[] codes = new int[values.length];
            for (int i = 0; i < codes.length; i++) {
                long v = values[i];
                codes[i] = v > UNSEEN && v <= Integer.MAX_VALUE ? (int) v : UNWRITABLE;
            }
            return codes;
        }

        @Override
        ColumnForm form(int column) {
            return ColumnForm.words(column);
        }

        @Override
        BitSet nulls(Batch batch, int column) {
            return BatchColumns.words(batch, column).nulls();
        }

        @Override
        int[] ranks() {
            return null;
        }
    }

    /**
     * Any other column: a code per distinct value, in the order values first came. Values are told apart as the
     * general table tells keys apart ({@code equals}); values that compare as equal in the target's order share a rank.
     */
    private static final class DictionaryHalf extends Half {
        private final Map<Object, Integer> codes = new HashMap<>();
        private final List<Object> values = new ArrayList<>();

        @Override
        int code(Object part, boolean learn) {
            Integer c = codes.get(part);
            if (c != null) {
                return c;
            }
            if (!learn) {
                return UNSEEN;
            }
            int next = values.size();
            codes.put(part, next);
            values.add(part);
            return next;
        }

        @Override
        int[] codes(Batch batch, int column) {
            BatchColumns.Coded coded = BatchColumns.coded(batch, new int[] {column});
            if (coded == null) {
                return null;
            }
            List<Row> rows = batch.rows();
            int[] halves = new int[coded.size()];
            int nullCode = coded.nullCode();
            for (int c = 0; c < halves.length; c++) {
                // A NULL key part is refused before its code is read; the dictionary never learns it.
                Object value = c == nullCode
                        ? null
                        : KeyValues.matchable(rows.get(coded.firstRows()[c]).get(column));
                halves[c] = value == null ? UNWRITABLE : code(value, true);
            }
            int[] byRow = coded.codes();
            int[] codes = new int[byRow.length];
            for (int i = 0; i < codes.length; i++) {
                codes[i] = halves[byRow[i]];
            }
            return codes;
        }

        @Override
        ColumnForm form(int column) {
            return ColumnForm.coded(new int[] {column});
        }

        @Override
        BitSet nulls(Batch batch, int column) {
            return BatchColumns.coded(batch, new int[] {column}).nulls();
        }

        @Override
        int[] ranks() {
            Integer[] byValue = new Integer[values.size()];
            Arrays.setAll(byValue, i -> i);
            Arrays.sort(byValue, (a, b) -> Values.compareNullsFirst(values.get(a), values.get(b)));
            int[] ranks = new int[byValue.length];
            int rank = 0;
            for (int i = 0; i < byValue.length; i++) {
                if (i > 0 && Values.compareNullsFirst(values.get(byValue[i - 1]), values.get(byValue[i])) != 0) {
                    rank++;
                }
                ranks[byValue[i]] = rank;
            }
            return ranks;
        }
    }
}
