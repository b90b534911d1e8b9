package io.scdstudio.model;

import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * An expected target in a scenario folder: {@code expected_scd<T>.csv} (after all batches) or
 * {@code expected_scd<T>_after_batch_<N>.csv}. Its table may be read when first asked for ({@link #whenAsked}): the
 * window never shows one and only writes it back on a save, and reading them was a fifth of opening the
 * 100,000-event lesson.
 */
public final class ExpectedTable {
    private final int scdType;
    private final OptionalInt afterBatch;
    private final String file;
    private Supplier<Table> reader;
    private Table table;

    public ExpectedTable(int scdType, OptionalInt afterBatch, String file, Table table) {
        this(scdType, afterBatch, file, null, Objects.requireNonNull(table, "table"));
    }

    private ExpectedTable(int scdType, OptionalInt afterBatch, String file, Supplier<Table> reader, Table table) {
        this.scdType = scdType;
        this.afterBatch = Objects.requireNonNull(afterBatch, "afterBatch");
        this.file = Objects.requireNonNull(file, "file");
        this.reader = reader;
        this.table = table;
    }

    /** An expected table whose file {@code reader} reads the first time {@link #table()} is called. */
    public static ExpectedTable whenAsked(int scdType, OptionalInt afterBatch, String file, Supplier<Table> reader) {
        return new ExpectedTable(scdType, afterBatch, file, Objects.requireNonNull(reader, "reader"), null);
    }

    public int scdType() {
        return scdType;
    }

    public OptionalInt afterBatch() {
        return afterBatch;
    }

    public String file() {
        return file;
    }

    /** The table; read now if it was left until asked for, when it fails as the reader does (file, line, column). */
    public synchronized Table table() {
        if (table == null) {
            table = Objects.requireNonNull(reader.get(), "table");
            reader = null;
        }
        return table;
    }

    /** Whether the table is read: made so, or asked for and read without error. */
    public synchronized boolean isRead() {
        return table != null;
    }

    public boolean isFinal() {
        return afterBatch.isEmpty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExpectedTable e
                && scdType == e.scdType
                && afterBatch.equals(e.afterBatch)
                && file.equals(e.file)
                && table().equals(e.table());
    }

    @Override
    public int hashCode() {
        return Objects.hash(scdType, afterBatch, file, table());
    }

    @Override
    public String toString() {
        return "ExpectedTable[scdType=" + scdType + ", afterBatch=" + afterBatch + ", file=" + file + "]";
    }
}
