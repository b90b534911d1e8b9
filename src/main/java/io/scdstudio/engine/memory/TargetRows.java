package io.scdstudio.engine.memory;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Comparator;
import java.util.List;

/** Renders fold versions as target rows: the projected columns, then {@code __START_AT}, {@code __END_AT} for SCD2. */
final class TargetRows {
    private final int[] projection;
    private final boolean scd2;

    TargetRows(ResolvedFlow flow) {
        this.projection = flow.projection().clone();
        this.scd2 = flow.scdType() == 2;
    }

    /** The target row of a version whose source row is {@code source}, valid over {@code [start, end)}. */
    Row of(Row source, Object start, Object end) {
        Object[] values = new Object[projection.length + (scd2 ? 2 : 0)];
        for (int i = 0; i < projection.length; i++) {
            values[i] = source.get(projection[i]);
        }
        if (scd2) {
            values[projection.length] = start;
            values[projection.length + 1] = end;
        }
        return Row.adopt(values);
    }

    /** Orders keys as SQL would sort them: by each key column, NULL first. */
    static final Comparator<Object> KEY_ORDER = (a, b) -> {
        if (a instanceof List<?> x && b instanceof List<?> y) {
            for (int i = 0; i < x.size(); i++) {
                int c = Values.compareNullsFirst(x.get(i), y.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }
        return Values.compareNullsFirst(a, b);
    };
}
