package io.scdstudio.engine.memory;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * One form of a batch's column that {@link BatchColumns} keeps: its key in the batch's memos and how to work it out
 * as the rows go by. Forms are equal when they work out the same thing, so a form asked for twice is read once.
 */
final class ColumnForm {
    /** A dictionary whose values number more than this share of the rows is given up: the column is not coded. */
    private static final int RARE = 8;

    private static final int ALWAYS_CODED = 1024;

    private final Object key;
    private final IntFunction<Builder> builders;

    private ColumnForm(Object key, IntFunction<Builder> builders) {
        this.key = key;
        this.builders = builders;
    }

    /** Takes each row of the batch in turn, then gives the form's value. */
    interface Builder {
        void accept(int i, Row row);

        Object result();
    }

    Object key() {
        return key;
    }

    Builder builder(int rows) {
        return builders.apply(rows);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnForm f && f.key.equals(key);
    }

    @Override
    public int hashCode() {
        return key.hashCode();
    }

    private record WordsOf(int column) {}

    private record CodedBy(List<Integer> columns) {}

    private record HashedBy(List<Integer> columns) {}

    private record SequencesOf(List<Integer> columns) {}

    private record ExactOf(int column, DataType type) {}

    /** A column's {@link ExactWords} (0 for NULL) and its NULLs. */
    record Exact(long[] words, BitSet nulls) {}

    static ColumnForm exact(int column, DataType type) {
        return new ColumnForm(new ExactOf(column, type), n -> new Builder() {
            private final long[] words = new long[n];
            private final BitSet nulls = new BitSet();
            private final ExactWords exact = new ExactWords(type);

            @Override
            public void accept(int i, Row row) {
                Object value = row.get(column);
                if (value == null) {
                    nulls.set(i);
                } else {
                    words[i] = exact.of(value);
                }
            }

            @Override
            public Object result() {
                return new Exact(words, nulls);
            }
        });
    }

    static ColumnForm words(int column) {
        return new ColumnForm(new WordsOf(column), n -> new WordsBuilder(n, column));
    }

    static ColumnForm coded(int[] columns) {
        return new ColumnForm(new CodedBy(BatchColumns.boxed(columns)), n -> new CodedBuilder(n, columns.clone()));
    }

    static ColumnForm hashes(int[] columns) {
        int[] cols = columns.clone();
        return new ColumnForm(new HashedBy(BatchColumns.boxed(cols)), n -> new Builder() {
            private final int[] hashes = new int[n];

            @Override
            public void accept(int i, Row row) {
                int h = 1;
                for (int c : cols) {
                    h = 31 * h + Values.hash(row.get(c));
                }
                hashes[i] = h;
            }

            @Override
            public Object result() {
                return hashes;
            }
        });
    }

    /** {@code make}: the sequence of a row; the same for every design that sequences by these columns. */
    static ColumnForm sequences(int[] columns, Function<Row, Object> make) {
        return new ColumnForm(new SequencesOf(BatchColumns.boxed(columns)), n -> new Builder() {
            private final Object[] sequences = new Object[n];

            @Override
            public void accept(int i, Row row) {
                sequences[i] = make.apply(row);
            }

            @Override
            public Object result() {
                return sequences;
            }
        });
    }

    private static final class WordsBuilder implements Builder {
        private final int column;
        private final long[] words;
        private final BitSet nulls = new BitSet();
        private final SequenceWords writer = new SequenceWords();
        private boolean writable = true;
        private boolean allLongs = true;

        WordsBuilder(int rows, int column) {
            this.column = column;
            this.words = new long[rows];
        }

        @Override
        public void accept(int i, Row row) {
            Object v = row.get(column);
            if (v == null) {
                nulls.set(i);
                return;
            }
            allLongs &= v instanceof Long;
            writable &= writer.writeOne(v, words, i);
        }

        @Override
        public Object result() {
            return new BatchColumns.Words(words, nulls, writable, allLongs && writable);
        }
    }

    private static final class CodedBuilder implements Builder {
        private final int[] columns;
        private final int limit;
        private final Map<Object, Integer> dictionary = new HashMap<>();
        private final int[] codes;
        private int[] firstRows = new int[16];
        private final BitSet nulls = new BitSet();
        private boolean gaveUp;

        CodedBuilder(int rows, int[] columns) {
            this.columns = columns;
            this.codes = new int[rows];
            this.limit = Math.max(ALWAYS_CODED, rows / RARE);
        }

        @Override
        public void accept(int i, Row row) {
            if (gaveUp) {
                return;
            }
            Object value = valueOf(row);
            if (value == null) {
                nulls.set(i);
            }
            Integer code = dictionary.get(value);
            if (code == null) {
                code = dictionary.size();
                if (code >= limit) {
                    gaveUp = true;
                    return;
                }
                dictionary.put(value, code);
                if (code == firstRows.length) {
                    firstRows = Arrays.copyOf(firstRows, code * 2);
                }
                firstRows[code] = i;
            }
            codes[i] = code;
        }

        private Object valueOf(Row row) {
            if (columns.length == 1) {
                return row.get(columns[0]);
            }
            Object[] values = new Object[columns.length];
            for (int c = 0; c < columns.length; c++) {
                values[c] = row.get(columns[c]);
            }
            return Arrays.asList(values);
        }

        @Override
        public Object result() {
            if (gaveUp) {
                return BatchColumns.NOT_CODED;
            }
            return new BatchColumns.Coded(codes, Arrays.copyOf(firstRows, dictionary.size()), nulls);
        }
    }
}
