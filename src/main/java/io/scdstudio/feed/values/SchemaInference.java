package io.scdstudio.feed.values;

import io.scdstudio.model.Column;
import io.scdstudio.model.Schema;
import io.scdstudio.model.TypeFallback;
import java.util.ArrayList;
import java.util.List;

/**
 * Chooses a type per column from its values, like Spark's CSV schema inference without the decimal option:
 * whole numbers are {@code bigint} (longer ones {@code decimal(38,0)}), other numbers {@code double} (never decimal, which a guess cannot size;
 * the reason says how to ask for one), then {@code boolean}, {@code date}, {@code timestamp}, else
 * {@code string}. NULLs do not count; a column with none but NULLs is {@code string}.
 */
public final class SchemaInference {
    private SchemaInference() {}

    public static InferredSchema infer(List<ColumnProfile> profiles) {
        List<Column> columns = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        List<TypeFallback> fallbacks = new ArrayList<>();
        for (ColumnProfile p : profiles) {
            columns.add(p.column());
            reasons.add(p.reason());
            p.fallback().ifPresent(fallbacks::add);
        }
        return new InferredSchema(new Schema(columns), reasons, fallbacks);
    }

    /**
     * Infers from rows of CSV-style text (the unquoted word {@code null} and empty text are NULL); row i is
     * reported as line i + 2, under a header line.
     */
    public static InferredSchema fromText(List<String> names, List<List<String>> rows) {
        List<ColumnProfile> profiles = new ArrayList<>();
        for (String n : names) {
            profiles.add(new ColumnProfile(n));
        }
        for (int r = 0; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            for (int c = 0; c < profiles.size() && c < row.size(); c++) {
                String text = row.get(c);
                if (text != null && !text.isEmpty() && !ValueParser.NULL_WORD.equals(text)) {
                    profiles.get(c).observeText(text.trim(), r + 2);
                }
            }
        }
        return infer(profiles);
    }
}
