package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.ARRIVAL;
import static io.scdstudio.codegen.merge.MergePlanner.BATCH;
import static io.scdstudio.codegen.merge.MergePlanner.KIND;
import static io.scdstudio.codegen.merge.MergePlanner.SEQ;

import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * One MERGE into the event table that inserts some rows and drops others in the same commit, the shape both
 * compactions write: its source is a union of rows, each with the event table's columns and {@code __scd_change}
 * ('insert' or 'discard'); a discarded row matches its stored copy on the key and the four state columns.
 */
final class EventTableChange {
    private final MergeColumns cols;
    private final MergeNames names;

    EventTableChange(MergeColumns cols, MergeNames names) {
        this.cols = cols;
        this.names = names;
    }

    /** The MERGE whose source is {@code ctes} (common table expressions) and the union of {@code changes}. */
    String merge(List<String> ctes, List<String> changes) {
        List<String> match = new ArrayList<>();
        for (Column k : cols.keys()) {
            match.add("e." + SqlText.name(k) + " <=> c." + SqlText.name(k));
        }
        for (String state : List.of(SEQ, KIND, BATCH, ARRIVAL)) {
            match.add("e." + state + " <=> c." + state);
        }
        return "MERGE INTO " + names.events() + " AS e\nUSING (\n  WITH "
                + SqlText.indent(String.join(",\n", ctes), 2).strip() + "\n"
                + SqlText.indent(String.join("\nUNION ALL\n", changes), 2) + "\n) AS c\nON c.__scd_change"
                + " = 'discard' AND " + String.join(" AND ", match) + "\nWHEN MATCHED THEN DELETE\nWHEN NOT MATCHED AND"
                + " c.__scd_change = 'insert' THEN INSERT (" + columns("") + ")\n  VALUES (" + columns("c") + ")";
    }

    /** The event table's columns, the target's then the state's, qualified by {@code alias} unless it is empty. */
    String columns(String alias) {
        List<String> names = new ArrayList<>();
        for (Column c : cols.target()) {
            names.add(SqlText.name(c));
        }
        names.addAll(List.of(SEQ, KIND, BATCH, ARRIVAL));
        List<String> out = new ArrayList<>();
        for (String c : names) {
            out.add(alias.isEmpty() ? c : alias + "." + c);
        }
        return String.join(", ", out);
    }
}
