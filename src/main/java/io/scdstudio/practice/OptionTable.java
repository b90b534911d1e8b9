package io.scdstudio.practice;

import java.util.ArrayList;
import java.util.List;

/**
 * The options of a question about rows, as a table: the target's column names and each option's cells, so a window
 * shows a header over rows instead of tuples, and a terminal lines them up.
 */
public record OptionTable(List<String> columns, List<List<String>> cells) {
    public OptionTable {
        columns = List.copyOf(columns);
        cells = cells.stream().map(List::copyOf).toList();
    }

    /** The options numbered under their header, each column as wide as its widest value. */
    public String aligned() {
        List<String> names = new ArrayList<>();
        names.add("#");
        names.addAll(columns);
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            List<String> r = new ArrayList<>();
            r.add(String.valueOf(i + 1));
            r.addAll(cells.get(i));
            rows.add(r);
        }
        return RowsTable.ofCells(names, rows);
    }
}
