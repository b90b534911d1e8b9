package io.scdstudio.model;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * Rows kept column-wise: row i is some columns of a source row, followed by appended column values. A fold
 * over a million events hands its result over as three arrays instead of a million new row objects, which the
 * garbage collector would otherwise copy while they are young; a row object is made only when it is read,
 * and dies young. Immutable: it owns its arrays.
 */
public final class ProjectedRows extends AbstractList<Row> implements RandomAccess {
    private final Row[] sources;
    private final int[] projection;
    private final Object[][] appended;

    private ProjectedRows(Row[] sources, int[] projection, Object[][] appended) {
        for (Object[] column : appended) {
            if (column.length != sources.length) {
                throw new IllegalArgumentException(
                        "appended column of " + column.length + " values for " + sources.length + " rows");
            }
        }
        this.sources = sources;
        this.projection = projection.clone();
        this.appended = appended;
    }

    /** Takes ownership of the arrays: the caller must not change them afterwards. */
    public static ProjectedRows adopt(Row[] sources, int[] projection, Object[]... appended) {
        return new ProjectedRows(sources, projection, appended);
    }

    @Override
    public Row get(int index) {
        Row source = sources[index];
        Object[] values = new Object[projection.length + appended.length];
        for (int c = 0; c < projection.length; c++) {
            values[c] = source.get(projection[c]);
        }
        for (int c = 0; c < appended.length; c++) {
            values[projection.length + c] = appended[c][index];
        }
        return Row.adopt(values);
    }

    @Override
    public int size() {
        return sources.length;
    }
}
