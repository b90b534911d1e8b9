package io.scdstudio.ui.timeline;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import io.scdstudio.ui.PreviewResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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

    /**
     * The rows of {@code rows} that hold at this point and that the event did not take out. Only whether the event
     * removed a row: its whole state asks closed rows whether their key has a current one, a lookup per row of a big
     * feed.
     */
    List<Row> holding(Row[] rows, Set<Row> removed) {
        List<Row> out = new ArrayList<>();
        for (Row row : rows) {
            if (holds(row) && !removed.contains(row)) {
                out.add(row);
            }
        }
        return out;
    }

    /** The query on {@code table}, with the preview's key filter as {@code keyCondition} (see {@link KeyFilterSql}). */
    String sql(String table, String keyCondition) {
        String x = SqlLiteral.of(at);
        return "SELECT *\nFROM " + table + "\nWHERE __START_AT <= " + x + "\n  AND (__END_AT IS NULL OR __END_AT > " + x
                + ")" + keyCondition;
    }
}
