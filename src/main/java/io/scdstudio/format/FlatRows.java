package io.scdstudio.format;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** Reshaping a typed feed's rows the way a format's preset asks, keeping batches, arrival order and source lines. */
final class FlatRows {
    private FlatRows() {}

    /** The feed without the rows {@code keep} refuses (a format's before-images); the count dropped is the difference. */
    static ChangeFeed keep(ChangeFeed feed, Predicate<Row> keep) {
        return map(feed, feed.schema(), r -> keep.test(r) ? r : null);
    }

    /** A row-and-its-source-line function: the line a format adds as a column. */
    interface LineMapper {
        Row apply(Row row, int line);
    }

    /** Each row through {@code f} with its source line (null drops it), as rows of {@code schema}. */
    static ChangeFeed mapWithLines(ChangeFeed feed, Schema schema, LineMapper f) {
        List<Batch> out = new ArrayList<>();
        long arrival = 0;
        for (Batch b : feed.batches()) {
            List<Row> rows = new ArrayList<>(b.rows().size());
            List<Integer> lines = new ArrayList<>(b.rows().size());
            for (int i = 0; i < b.rows().size(); i++) {
                Row r = f.apply(b.rows().get(i), b.lineOf(i));
                if (r != null) {
                    rows.add(r);
                    lines.add(b.lineOf(i));
                }
            }
            out.add(new Batch(b.number(), arrival, rows, b.lines().isEmpty() ? List.of() : lines));
            arrival += rows.size();
        }
        return new ChangeFeed(feed.source(), schema, out, feed.typeFallbacks());
    }

    /**
     * The first position (the values of {@code columns}) that holds both a delete and another change, if one does:
     * a commit or transaction that replaced rows, whose delete and insert tie on the position alone. Rows with a NULL
     * in the position are left to the readers' own checks.
     */
    static Optional<List<Object>> deleteAndChangeAtOnePosition(
            ChangeFeed feed, Predicate<Row> isDelete, int... columns) {
        Map<List<Object>, Integer> kinds = new HashMap<>();
        for (Batch b : feed.batches()) {
            for (Row r : b.rows()) {
                Object[] at = new Object[columns.length];
                for (int i = 0; i < columns.length; i++) {
                    at[i] = r.get(columns[i]);
                }
                List<Object> position = Arrays.asList(at);
                if (position.contains(null)) {
                    continue;
                }
                if (kinds.merge(position, isDelete.test(r) ? 1 : 2, (a, c) -> a | c) == 3) {
                    return Optional.of(position);
                }
            }
        }
        return Optional.empty();
    }

    static ChangeFeed map(ChangeFeed feed, Schema schema, UnaryOperator<Row> f) {
        return mapWithLines(feed, schema, (r, line) -> f.apply(r));
    }
}
