package io.scdstudio.engine;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * How two tables differ when compared as the scenario format compares them: same column names in the same
 * order, and the same rows as a multiset.
 */
public record TableDiff(
        List<String> expectedColumns, List<String> actualColumns, List<Row> missing, List<Row> unexpected) {

    public static TableDiff of(Table expected, Table actual) {
        List<Row> missing = new ArrayList<>();
        List<Row> unexpected = new ArrayList<>();
        RowDiff.between(expected.rows(), actual.rows(), missing, unexpected);
        return new TableDiff(expected.schema().names(), actual.schema().names(), missing, unexpected);
    }

    public boolean isEmpty() {
        return expectedColumns.equals(actualColumns) && missing.isEmpty() && unexpected.isEmpty();
    }

    public String describe() {
        StringBuilder sb = new StringBuilder();
        if (!expectedColumns.equals(actualColumns)) {
            sb.append("columns ")
                    .append(actualColumns)
                    .append(" instead of ")
                    .append(expectedColumns)
                    .append("; ");
        }
        if (!missing.isEmpty()) {
            sb.append("missing rows ").append(render(missing)).append("; ");
        }
        if (!unexpected.isEmpty()) {
            sb.append("unexpected rows ").append(render(unexpected)).append("; ");
        }
        return sb.length() == 0 ? "equal" : sb.substring(0, sb.length() - 2);
    }

    private static String render(List<Row> rows) {
        List<String> out = new ArrayList<>();
        for (Row r : rows) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < r.size(); i++) {
                sb.append(i > 0 ? "," : "").append(CanonicalText.render(r.get(i)));
            }
            out.add(sb.append(']').toString());
        }
        return String.join(" ", out);
    }
}
