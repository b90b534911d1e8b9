package io.scdstudio.engine.memory;

import io.scdstudio.model.Batch;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.function.Function;

/**
 * A batch's columns as primitive arrays, worked out from its rows once and kept with the batch ({@link Batch#memo}):
 * what DuckDB's read makes of a CSV. Classifying a million rows read each row's key, operation, sequence and tracked
 * values through the row object, its array and a boxed value: a few cache misses an event, the larger half of the
 * fold. The window folds the same feed again on every edit of a design, so each later fold reads these arrays
 * instead. Each form depends on the rows' values alone, never on a design; {@link #read} works out several in one
 * pass, since each pass over the rows costs those misses again.
 */
final class BatchColumns {
    /** A marker kept for a column whose values are too many to code. */
    static final Object NOT_CODED = new Object();

    private BatchColumns() {}

    /**
     * A column as {@link SequenceWords}, one long per row. {@code writable}: every non-NULL value could be written;
     * {@code allLongs}: every non-NULL value is a {@code Long} (a bigint or int column), so a word is the value.
     */
    record Words(long[] words, BitSet nulls, boolean writable, boolean allLongs) {}

    /**
     * Rows coded by the distinct values of some columns, told apart by {@code equals} (1.50 and 1.5 are two codes):
     * per row its code, per code the first row that has it; {@code nulls}: the rows whose value is NULL when there is
     * one column (none when there are more).
     */
    record Coded(int[] codes, int[] firstRows, BitSet nulls) {
        int size() {
            return firstRows.length;
        }

        /** The code of a NULL value, or -1. */
        int nullCode() {
            return nulls.isEmpty() ? -1 : codes[nulls.nextSetBit(0)];
        }
    }

    /** Works out, in one pass over the rows, each of {@code forms} the batch does not keep yet, and the rows' array. */
    static void read(Batch batch, List<ColumnForm> forms) {
        // A second fold of the batch (the window's preview and its step-through start together) waits for the first's
        // pass instead of making its own: two passes at once took both cores while a lesson opened.
        synchronized (batch) {
            readOnce(batch, forms);
        }
    }

    private static void readOnce(Batch batch, List<ColumnForm> forms) {
        List<ColumnForm> missing = new ArrayList<>();
        for (ColumnForm form : forms) {
            if (!batch.remembers(form.key()) && !missing.contains(form)) {
                missing.add(form);
            }
        }
        if (missing.isEmpty() && batch.remembers(Rows.KEY)) {
            return;
        }
        List<Row> list = batch.rows();
        Row[] rows = new Row[list.size()];
        ColumnForm.Builder[] builders =
                missing.stream().map(f -> f.builder(rows.length)).toArray(ColumnForm.Builder[]::new);
        for (int i = 0; i < rows.length; i++) {
            Row row = list.get(i);
            rows[i] = row;
            for (ColumnForm.Builder b : builders) {
                b.accept(i, row);
            }
        }
        batch.memo(Rows.KEY, b -> rows);
        for (int f = 0; f < builders.length; f++) {
            Object result = builders[f].result();
            batch.memo(missing.get(f).key(), b -> result);
        }
    }

    static Words words(Batch batch, int column) {
        return (Words) form(batch, ColumnForm.words(column));
    }

    /** The rows coded by the values of {@code columns}, or null when the values are nearly as many as the rows. */
    static Coded coded(Batch batch, int[] columns) {
        Object coded = form(batch, ColumnForm.coded(columns));
        return coded == NOT_CODED ? null : (Coded) coded;
    }

    /** Per row, {@link EventStore#trackedHash} of the values of {@code columns}. */
    static int[] hashes(Batch batch, int[] columns) {
        return (int[]) form(batch, ColumnForm.hashes(columns));
    }

    /**
     * Per row, its sequence as the fold keeps it: the value of a single column, or the STRUCT {@code make} builds from
     * the row. The fold's hand-over and its warnings read a version's start and end from these.
     */
    static Object[] sequences(Batch batch, int[] columns, Function<Row, Object> make) {
        return (Object[]) form(batch, ColumnForm.sequences(columns, make));
    }

    /** The {@link ExactWords} of a tracked column of this type, with its NULLs. */
    static ColumnForm.Exact exact(Batch batch, int column, DataType type) {
        return (ColumnForm.Exact) form(batch, ColumnForm.exact(column, type));
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

    private static Object form(Batch batch, ColumnForm form) {
        // The rows first: a memo's computation must not ask for another.
        Row[] rows = rows(batch);
        return batch.memo(form.key(), b -> {
            ColumnForm.Builder builder = form.builder(rows.length);
            for (int i = 0; i < rows.length; i++) {
                builder.accept(i, rows[i]);
            }
            return builder.result();
        });
    }

    private enum Lines {
        KEY
    }

    private enum Rows {
        KEY
    }

    static List<Integer> boxed(int[] columns) {
        return Arrays.stream(columns).boxed().toList();
    }
}
