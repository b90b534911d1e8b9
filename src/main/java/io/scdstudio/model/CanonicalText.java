package io.scdstudio.model;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * The canonical text of a value, as the scenario format writes it: {@code null} for NULL, integers plain,
 * timestamps without zone and with fractional seconds only when non-zero, doubles as the shortest
 * round-trip decimal with at least one fraction digit, decimals with exactly their scale, STRUCT values as
 * compact JSON in field order.
 */
public final class CanonicalText {
    public static final String NULL = "null";

    private CanonicalText() {}

    public static String render(Object value) {
        if (value == null) {
            return NULL;
        }
        if (value instanceof LocalDateTime ts) {
            return timestamp(ts);
        }
        if (value instanceof LocalDate d) {
            return d.toString();
        }
        if (value instanceof Double d) {
            return doubleText(d);
        }
        if (value instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (value instanceof StructValue s) {
            return struct(s);
        }
        return value.toString();
    }

    /**
     * A value as the window shows it, in its tables, timeline, explanations and questions: a STRUCT as its fields,
     * "(changed_at 2024-07-12 14:05:00, change_id 7001)" (the compact JSON of a file read as one opaque string, and the
     * explanation under a table wrote the same value the other way); others as their canonical text.
     */
    public static String shown(Object value) {
        return value instanceof StructValue s ? shownStruct(s, true) : render(value);
    }

    /**
     * As {@link #shown}, a STRUCT without its field names, "(1, 2500)": where it must be short (a timeline tick) and
     * the names are written beside it.
     */
    public static String shownValues(Object value) {
        return value instanceof StructValue s ? shownStruct(s, false) : render(value);
    }

    private static String shownStruct(StructValue s, boolean named) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < s.fields().size(); i++) {
            sb.append(i == 0 ? "" : ", ");
            if (named) {
                sb.append(s.fieldNames().get(i)).append(' ');
            }
            sb.append(render(s.fields().get(i)));
        }
        return sb.append(')').toString();
    }

    static String timestamp(LocalDateTime ts) {
        StringBuilder sb = new StringBuilder(26);
        sb.append(ts.toLocalDate()).append(' ');
        pad2(sb, ts.getHour()).append(':');
        pad2(sb, ts.getMinute()).append(':');
        pad2(sb, ts.getSecond());
        int nanos = ts.getNano();
        if (nanos != 0) {
            String frac = String.format("%09d", nanos);
            int end = frac.length();
            while (frac.charAt(end - 1) == '0') {
                end--;
            }
            sb.append('.').append(frac, 0, end);
        }
        return sb.toString();
    }

    private static StringBuilder pad2(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        return sb.append(v);
    }

    static String doubleText(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        String s = Double.toString(d);
        if (s.indexOf('E') < 0) {
            return s;
        }
        // Double.toString switches to scientific notation outside [1e-3, 1e7); spell such values out.
        String plain = new BigDecimal(s).toPlainString();
        return plain.contains(".") ? plain : plain + ".0";
    }

    private static String struct(StructValue s) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < s.fields().size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            jsonString(sb, s.fieldNames().get(i));
            sb.append(':');
            Object f = s.fields().get(i);
            if (f == null || f instanceof Number || f instanceof Boolean) {
                sb.append(render(f));
            } else {
                jsonString(sb, render(f));
            }
        }
        return sb.append('}').toString();
    }

    private static void jsonString(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
