package io.scdstudio.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.functions;

/**
 * Column names: the hidden bookkeeping columns of the bronze table (a prefix no source column is expected to
 * use) and back-quoted references to user columns, whose names may hold any character.
 */
final class Names {
    static final String SEQ = "__scd_seq";
    static final String KIND = "__scd_kind";
    static final String ARRIVAL = "__scd_arrival";
    static final String BATCH = "__scd_batch";
    static final String LINE = "__scd_line";
    static final String BOTH = "__scd_both";

    /** Event kinds as the fold ranks them at one sequence value (spec §2): upsert, delete, truncate. */
    static final int UPSERT = 0;

    static final int DELETE = 1;
    static final int TRUNCATE = 2;

    private Names() {}

    static String quote(String name) {
        return "`" + name.replace("`", "``") + "`";
    }

    static Column col(String name) {
        return functions.col(quote(name));
    }

    static Column[] cols(List<String> names) {
        return names.stream().map(Names::col).toArray(Column[]::new);
    }

    static List<String> plus(List<String> names, String... more) {
        List<String> all = new ArrayList<>(names);
        all.addAll(List.of(more));
        return all;
    }
}
