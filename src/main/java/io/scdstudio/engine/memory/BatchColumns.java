package io.scdstudio.engine.memory;

import io.scdstudio.model.Batch;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A batch's columns as primitive arrays, worked out from its rows once and kept with the batch ({@link Batch#memo}):
 * what DuckDB's read makes of a CSV. Classifying a million rows read each row's key, operation, sequence and tracked
 * values through the row object, its array and a boxed value: a few cache misses an event, the larger half of the
 * fold. The window folds the same feed again on every edit of a design, so each later fold reads these arrays
 * instead. Each form depends on the rows' values alone, never on a design.
 */
final class BatchColumns {
    /** A dictionary whose values number more than this share of the rows is given up: the column is not coded. */
    private static final int RARE = 8;

    private static final int ALWAYS_CODED = 1024;

    private BatchColumns() {}

    /**
     * A column as {@link SequenceWords}, one long per row. {@code writable}: every non-NULL value could be written;
     * {@code allLongs}: every non-NULL value is a {@code Long} (a bigint or int column), so a word is the value.
     */
    record Words(long[] words, BitSet nulls, boolean writable, boolean allLongs) {}

    /**
     * Rows coded by the distinct values of some columns, told apart by {@code equals} (1.50 and 1.5 are two codes):
     * per row its code, per code the first row that has it. {@code nullCode}: the code of a NULL value of a single
     * column, or -1.
     */
    record Coded(int[] codes, int[] firstRows, int nullCode) {
        int size() {
            return firstRows.length;
        }
    }

    private record WordsOf(int column) {}

    private record NullsOf(int column) {}

    private record SequencesOf(List<Integer> columns) {}

    private record CodedBy(List<Integer> columns) {}

    private record HashedBy(List<Integer> columns) {}

    /** A marker kept for a column whose values are too many to code. */
    private static final Object NOT_CODED = new Object();

    static Words words(Batch batch, int column) {
        return batch.memo(new WordsOf(column), b -> wordsOf(b.rows(), column));
    }

    private static Words wordsOf(List<Row> rows, int column) {
        int n = rows.size();
        long[] words = new long[n];
        BitSet nulls = new BitSet();
        SequenceWords writer = new SequenceWords();
        boolean writable = true;
        boolean allLongs = true;
        for (int i = 0; i < n; i++) {
            Object v = rows.get(i).get(column);
            if (v == null) {
                nulls.set(i);
                continue;
            }
            allLongs &= v instanceof Long;
            writable &= writer.writeOne(v, words, i);
        }
        return new Words(words, nulls, writable, allLongs && writable);
    }

    /** The rows coded by the values of {@code columns}, or null when the values are nearly as many as the rows. */
    static Coded coded(Batch batch, int[] columns) {
        Object coded =
                batch.memo(new CodedBy(Arrays.stream(columns).boxed().toList()), b -> codedOf(b.rows(), columns));
        return coded == NOT_CODED ? null : (Coded) coded;
    }

    private static Object codedOf(List<Row> rows, int[] columns) {
        int n = rows.size();
        int limit = Math.max(ALWAYS_CODED, n / RARE);
        Map<Object, Integer> dictionary = new HashMap<>();
        int[] codes = new int[n];
        int[] firstRows = new int[16];
        for (int i = 0; i < n; i++) {
            Object value = valueOf(rows.get(i), columns);
            Integer code = dictionary.get(value);
            if (code == null) {
                code = dictionary.size();
                if (code >= limit) {
                    return NOT_CODED;
                }
                dictionary.put(value, code);
                if (code == firstRows.length) {
                    firstRows = Arrays.copyOf(firstRows, code * 2);
                }
                firstRows[code] = i;
            }
            codes[i] = code;
        }
        Integer nullCode = columns.length == 1 ? dictionary.get(null) : null;
        return new Coded(codes, Arrays.copyOf(firstRows, dictionary.size()), nullCode == null ? -1 : nullCode);
    }

    private static Object valueOf(Row row, int[] columns) {
        if (columns.length == 1) {
            return row.get(columns[0]);
        }
        Object[] values = new Object[columns.length];
        for (int c = 0; c < columns.length; c++) {
            values[c] = row.get(columns[c]);
        }
        return Arrays.asList(values);
    }

    /** Per row, {@link EventStore#trackedHash} of the values of {@code columns}. */
    static int[] hashes(Batch batch, int[] columns) {
        return batch.memo(new HashedBy(Arrays.stream(columns).boxed().toList()), b -> {
            List<Row> rows = b.rows();
            int[] hashes = new int[rows.size()];
            for (int i = 0; i < hashes.length; i++) {
                Row row = rows.get(i);
                int h = 1;
                for (int c : columns) {
                    h = 31 * h + Values.hash(row.get(c));
                }
                hashes[i] = h;
            }
            return hashes;
        });
    }

    /**
     * Per row, its sequence as the fold keeps it: the value of a single column, or the STRUCT {@code make} builds from
     * the row. The fold's hand-over and its warnings read a version's start and end from these.
     */
    static Object[] sequences(Batch batch, int[] columns, Function<Row, Object> make) {
        return batch.memo(new SequencesOf(Arrays.stream(columns).boxed().toList()), b -> {
            List<Row> rows = b.rows();
            Object[] sequences = new Object[rows.size()];
            for (int i = 0; i < sequences.length; i++) {
                sequences[i] = make.apply(rows.get(i));
            }
            return sequences;
        });
    }

    /** The rows whose value in {@code column} is NULL. */
    static BitSet nulls(Batch batch, int column) {
        return batch.memo(new NullsOf(column), b -> {
            BitSet nulls = new BitSet();
            List<Row> rows = b.rows();
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).get(column) == null) {
                    nulls.set(i);
                }
            }
            return nulls;
        });
    }

    /**
     * The rows as an array typed {@code Row[]}. Taking them from the batch's list costs a type check per row, which reads
     * the row's header: a cache miss per event, most of classifying from the columns.
     */
    static Row[] rows(Batch batch) {
        return batch.memo(Rows.KEY, b -> b.rows().toArray(new Row[0]));
    }

    /** Per row, its line in the source file (0 when unknown). */
    static int[] lines(Batch batch) {
        return batch.memo(Lines.KEY, b -> {
            int[] lines = new int[b.rows().size()];
            for (int i = 0; i < lines.length; i++) {
                lines[i] = b.lineOf(i);
            }
            return lines;
        });
    }

    private enum Lines {
        KEY
    }

    private enum Rows {
        KEY
    }
}
