package io.scdstudio.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** SQL text for Delta's MERGE builder, over the target aliased {@code t} and the source aliased {@code s}. */
final class MergeClauses {
    private MergeClauses() {}

    /** Each column set from the source's column of the same name: the map an insert or update takes. */
    static Map<String, String> fromSource(List<String> columns) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String c : columns) {
            values.put(Names.quote(c), "s." + Names.quote(c));
        }
        return values;
    }

    /** True where each of the columns is equal between target and source, a NULL on both sides counting as equal. */
    static String allMatch(List<String> columns) {
        StringBuilder out = new StringBuilder();
        for (String c : columns) {
            String q = Names.quote(c);
            out.append(out.length() > 0 ? " AND " : "")
                    .append("t.")
                    .append(q)
                    .append(" <=> s.")
                    .append(q);
        }
        return out.toString();
    }

    /** True where any of the columns differs between target and source, a NULL on both sides counting as equal. */
    static String anyDiffers(List<String> columns) {
        StringBuilder out = new StringBuilder("false");
        for (String c : columns) {
            String q = Names.quote(c);
            out.append(" OR NOT (t.").append(q).append(" <=> s.").append(q).append(')');
        }
        return out.toString();
    }
}
