package io.scdstudio.practice;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * Rows as a small table with its header, each column as wide as its widest value, for question texts shown in a
 * fixed-width font: a learner reads a table, not tuples inside a sentence.
 */
final class RowsTable {
    private RowsTable() {}

    /** The rows under their header; an SCD2 key's versions in the order of their {@code __START_AT}. */
    static String of(List<String> names, List<Row> rows) {
        List<Row> ordered = inOrder(names, rows);
        List<List<String>> written = new ArrayList<>();
        for (Row r : ordered) {
            written.add(cells(r, names.size()));
        }
        return ofCells(names, written);
    }

    /** A row's values as the tables write them. */
    static List<String> cells(Row r, int width) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < width; i++) {
            cells.add(i < r.size() ? CanonicalText.shown(r.get(i)) : "");
        }
        return cells;
    }

    /**
     * A row inside a sentence, each value named: "(id = 7, city = Oslo, __END_AT = null)". Comma-joined values read
     * as one string, and a learner had to count commas to find the column an explanation was about.
     */
    static String inline(List<String> names, Row r) {
        List<String> named = new ArrayList<>();
        for (int i = 0; i < names.size() && i < r.size(); i++) {
            named.add(names.get(i) + " = " + inlineValue(r.get(i)));
        }
        return "(" + String.join(", ", named) + ")";
    }

    /** A text with a comma in quotes, as "VIP, moved south" read as two values in a list of them. */
    private static String inlineValue(Object value) {
        String text = CanonicalText.shown(value);
        return value instanceof String && text.contains(",") ? "\"" + text + "\"" : text;
    }

    /** Rows inside a sentence, joined with "and"; "no row" for none. */
    static String inline(List<String> names, Collection<Row> rows) {
        return rows.isEmpty()
                ? "no row"
                : String.join(
                        " and ",
                        inOrder(names, rows).stream().map(r -> inline(names, r)).toList());
    }

    /** An SCD2 key's versions in the order of their {@code __START_AT}, oldest first, as the tables list them. */
    private static List<Row> inOrder(List<String> names, Collection<Row> rows) {
        List<Row> ordered = new ArrayList<>(rows);
        int start = names.indexOf("__START_AT");
        if (start >= 0) {
            ordered.sort(Comparator.comparing(r -> r.get(start), Values::compareNullsFirst));
        }
        return ordered;
    }

    /** Cells already written as text, under their header. */
    static String ofCells(List<String> names, List<List<String>> rows) {
        List<List<String>> lines = new ArrayList<>();
        lines.add(names);
        lines.addAll(rows);
        int[] widths = new int[names.size()];
        for (List<String> line : lines) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], line.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int l = 0; l < lines.size(); l++) {
            out.append(line(lines.get(l), widths)).append('\n');
            if (l == 0) {
                List<String> rule = new ArrayList<>();
                for (int w : widths) {
                    rule.add("-".repeat(w));
                }
                out.append(line(rule, widths)).append('\n');
            }
        }
        return out.toString();
    }

    private static String line(List<String> cells, int[] widths) {
        StringBuilder out = new StringBuilder("  ");
        for (int i = 0; i < cells.size(); i++) {
            out.append(i == 0 ? "" : " | ").append(pad(cells.get(i), widths[i]));
        }
        return out.toString().stripTrailing();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }
}
