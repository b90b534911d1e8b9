package io.scdstudio.feed.csv;

import io.scdstudio.feed.values.TextValues;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Groups rows into micro-batches by their {@code __batch} numbers: positive and non-decreasing down the
 * file. A skipped number is an empty micro-batch, which needs no {@link Batch} of its own.
 */
public final class BatchCollector {
    private final String file;
    private final List<Batch> batches = new ArrayList<>();
    private List<Row> rows = new ArrayList<>();
    private List<Integer> lines = new ArrayList<>();
    private int current;
    private long arrivals;

    public BatchCollector(String file) {
        this.file = file;
    }

    /** Reads a {@code __batch} value, checking it against the batch before; column 0 when unknown. */
    public int batchNumber(String text, int line, int column) {
        return batchNumber(TextValues.parseLong(text.trim()), () -> text, line, column);
    }

    /**
     * Checks a {@code __batch} value already read as a whole number ({@code null} when it is none); {@code text}, the
     * value as written, is asked for only by an error, since loading checks every row.
     */
    int batchNumber(Long n, Supplier<String> text, int line, int column) {
        if (n == null || n < 1 || n > Integer.MAX_VALUE) {
            throw Errors.at(
                    Location.at(file, line, column, CsvHeader.BATCH),
                    ErrorClass.BATCH_INVALID,
                    "'" + text.get() + "' is not a micro-batch number",
                    "Write a positive whole number such as 1 in the __batch column");
        }
        if (n < current) {
            throw Errors.at(
                    Location.at(file, line, column, CsvHeader.BATCH),
                    ErrorClass.BATCH_INVALID,
                    "micro-batch " + n + " comes after micro-batch " + current + " further up the file",
                    "Order the rows by __batch; a later batch never comes first");
        }
        return n.intValue();
    }

    public void add(int batch, Row row, int line) {
        if (batch != current) {
            flush();
            current = batch;
        }
        rows.add(row);
        lines.add(line);
        arrivals++;
    }

    private void flush() {
        if (current > 0) {
            batches.add(new Batch(current, arrivals - rows.size(), rows, lines));
            rows = new ArrayList<>();
            lines = new ArrayList<>();
        }
    }

    /** The batches collected; with {@code alwaysOne}, a file without rows still gives an empty batch 1. */
    public List<Batch> batches(boolean alwaysOne) {
        flush();
        current = 0;
        if (batches.isEmpty() && alwaysOne) {
            return List.of(new Batch(1, 0, List.of(), List.of()));
        }
        return List.copyOf(batches);
    }
}
