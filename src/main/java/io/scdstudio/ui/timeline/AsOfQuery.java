package io.scdstudio.ui.timeline;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import io.scdstudio.ui.PreviewResult;

/** The point-in-time question: which versions were current at sequence value x, in memory and as SQL. */
final class AsOfQuery {
    private final int start;
    private final int end;
    private final Object at;

    AsOfQuery(PreviewResult result, Object at) {
        this.start = result.startIndex();
        this.end = result.endIndex();
        this.at = at;
    }

    /** {@code __START_AT <= x AND (__END_AT IS NULL OR __END_AT > x)}. */
    boolean holds(Row row) {
        Object from = row.get(start);
        Object to = row.get(end);
        return from != null
                && Values.compareNullsFirst(from, at) <= 0
                && (to == null || Values.compareNullsFirst(to, at) > 0);
    }

    String sql(String table) {
        String x = SqlLiteral.of(at);
        return "SELECT *\nFROM " + table + "\nWHERE __START_AT <= " + x + "\n  AND (__END_AT IS NULL OR __END_AT > " + x
                + ")";
    }
}
