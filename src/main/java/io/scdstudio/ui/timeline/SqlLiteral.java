package io.scdstudio.ui.timeline;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.StructValue;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** A sequence value written as a Spark SQL literal, for the "as of" query. */
final class SqlLiteral {
    private SqlLiteral() {}

    static String of(Object value) {
        if (value == null) {
            return "NULL";
        }
        if (value instanceof Number) {
            return CanonicalText.render(value);
        }
        if (value instanceof LocalDateTime) {
            return "TIMESTAMP '" + CanonicalText.render(value).replace('T', ' ') + "'";
        }
        if (value instanceof LocalDate) {
            return "DATE '" + CanonicalText.render(value) + "'";
        }
        if (value instanceof StructValue s) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < s.fields().size(); i++) {
                parts.add(quote(s.fieldNames().get(i)) + ", " + of(s.fields().get(i)));
            }
            return "named_struct(" + String.join(", ", parts) + ")";
        }
        return quote(CanonicalText.render(value));
    }

    private static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
