package io.scdstudio.ui.timeline;

import io.scdstudio.model.Row;
import io.scdstudio.model.SourceView;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The preview's "Follow a key" filter as a condition of the "as of" query. The table as of the marker held the
 * followed keys only, while its SQL, run on the target, returned every key: the two disagreed with no sign of why.
 */
final class KeyFilterSql {
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private KeyFilterSql() {}

    /** The preview's filter as a condition of the query, on a new line starting with {@code AND}, or "". */
    static String of(PreviewViewModel preview) {
        PreviewResult r = preview.resultProperty().get();
        return of(preview.keyFilterProperty().get(), r.keyNames(), r.keyIndexes(), preview.rows());
    }

    /**
     * An exact key is written with its values as literals, taken from a shown row: the preview shows that key's rows
     * alone. Other text is matched as the preview matches it, on the key's text in lower case ({@code 1, Lisbon} for
     * a composite key).
     */
    static String of(String typed, List<String> keyNames, int[] keyIndexes, List<Row> shown) {
        String filter = typed == null ? "" : typed.trim().toLowerCase(Locale.ROOT);
        if (filter.isEmpty() || keyNames.isEmpty() || keyNames.size() != keyIndexes.length) {
            return "";
        }
        if (filter.startsWith(PreviewViewModel.EXACT_KEY)) {
            String key = filter.substring(PreviewViewModel.EXACT_KEY.length()).trim();
            return "\n  AND "
                    + (shown.isEmpty()
                            ? keyTextSql(keyNames) + " = " + SqlLiteral.of(key)
                            : equalities(shown.get(0), keyNames, keyIndexes));
        }
        return "\n  AND " + keyTextSql(keyNames) + " LIKE " + SqlLiteral.of("%" + likeEscaped(filter) + "%");
    }

    private static String equalities(Row row, List<String> keyNames, int[] keyIndexes) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < keyNames.size(); k++) {
            Object value = row.get(keyIndexes[k]);
            parts.add(name(keyNames.get(k)) + (value == null ? " IS NULL" : " = " + SqlLiteral.of(value)));
        }
        return String.join(" AND ", parts);
    }

    private static String keyTextSql(List<String> keyNames) {
        List<String> texts =
                keyNames.stream().map(n -> "CAST(" + name(n) + " AS STRING)").toList();
        return "lower(" + (texts.size() == 1 ? texts.get(0) : "concat_ws(', ', " + String.join(", ", texts) + ")")
                + ")";
    }

    private static String likeEscaped(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    private static String name(String column) {
        return PLAIN_NAME.matcher(column).matches() ? column : SourceView.quote(column);
    }
}
