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
 * The canonical fold of spec §2 for the affected keys, as one query of window functions. Each common table
 * expression is one step of the fold: order the events, drop tie losers, split into segments at deletes and
 * truncates, fill ignore-null columns within a segment, then (SCD2) group upserts into runs of equal tracked
 * values and emit one version per run. SCD1 keeps the last upsert of a key whose last event is an upsert.
 */
final class FoldSql {
    static final String ORDER = SEQ + ", " + KIND + ", " + BATCH + ", " + ARRIVAL;
    static final String ORDER_DESC = SEQ + " DESC, " + KIND + " DESC, " + BATCH + " DESC, " + ARRIVAL + " DESC";
    private static final String UP_TO_HERE = " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW";

    private final MergeColumns cols;
    private final MergeNames names;
    private final String keys;
    private final boolean truncates;

    /** @param truncates whether the flow has a truncate condition (SCD1 only) */
    FoldSql(MergeColumns cols, MergeNames names, boolean truncates) {
        this.cols = cols;
        this.names = names;
        this.truncates = truncates;
        this.keys = SqlText.list(cols.keys(), "");
    }

    SqlStep foldView() {
        List<String> ctes = new ArrayList<>(List.of(keyed(), ranked(), surviving(), upserts()));
        String last;
        if (cols.scdType() == 1) {
            last = "SELECT " + SqlText.list(cols.target(), "") + "\nFROM upserts\nWHERE __scd_end IS NULL";
        } else {
            ctes.add(heads());
            ctes.add(runs());
            ctes.add(versions());
            last = "SELECT " + SqlText.list(cols.target(), "") + ", __scd_start AS __START_AT, __scd_end AS __END_AT"
                    + "\nFROM versions\nWHERE __scd_from_tail = 1 AND NOT (__scd_start <=> __scd_end)";
        }
        return new SqlStep(
                "Step 4: fold every event of the affected keys, in order of sequence,"
                        + " kind (upsert, delete, truncate) and arrival, into "
                        + (cols.scdType() == 1
                                ? "the row each key ends with (none when it ends deleted)."
                                : "its versions [__START_AT, __END_AT)."),
                "CREATE OR REPLACE TEMPORARY VIEW " + names.fold() + " AS\nWITH " + String.join(",\n", ctes) + "\n"
                        + last);
    }

    private String keyed() {
        String own = "keyed AS (\n  -- the stored events of the affected keys\n  SELECT e.*\n  FROM " + names.events()
                + " AS e\n  JOIN " + names.affected() + " AS a ON " + SqlText.equal(cols.keys(), "e", "a")
                + "\n  WHERE e." + KIND + " IN (0, 1)";
        if (!hasTruncates()) {
            return own + "\n)";
        }
        List<String> select = new ArrayList<>();
        for (Column c : cols.target()) {
            select.add(cols.keys().contains(c) ? "a." + SqlText.name(c) : "NULL");
        }
        // An SCD1 row is what its last segment folds to, and the latest truncate ends every earlier segment, so it
        // is the only truncate a key needs: a batch joins one row per key, however many truncates history holds.
        return own + "\n  UNION ALL\n  -- the latest truncate, as an event of each affected key\n  SELECT "
                + String.join(", ", select) + ", t." + SEQ + ", t." + KIND + ", t." + BATCH + ", t." + ARRIVAL
                + "\n  FROM " + names.affected() + " AS a\n  JOIN (\n    SELECT * FROM " + names.events() + " WHERE "
                + KIND + " = 2\n    ORDER BY " + ORDER_DESC + "\n    LIMIT 1\n  ) AS t ON TRUE\n)";
    }

    private String ranked() {
        return "ranked AS (\n  -- fold order; the next event's sequence shows which upserts lose a tie\n"
                + "  SELECT *, lead(" + SEQ + ") OVER w AS __scd_next\n  FROM keyed\n  WINDOW w AS (PARTITION BY "
                + keys + " ORDER BY " + ORDER + ")\n)";
    }

    private String surviving() {
        return "surviving AS (\n"
                + "  -- an upsert followed by another event at its sequence loses the tie and is dropped whole;\n"
                + "  -- __scd_end is the next surviving event's sequence; a delete or truncate ends a segment\n"
                + "  SELECT *,\n    lead(" + SEQ + ") OVER w AS __scd_end,\n"
                + "    coalesce(count(CASE WHEN " + KIND + " <> 0 THEN 1 END) OVER earlier, 0) AS __scd_segment\n"
                + "  FROM ranked\n  WHERE " + KIND + " <> 0 OR NOT (__scd_next <=> " + SEQ + ")\n"
                + "  WINDOW w AS (PARTITION BY " + keys + " ORDER BY " + ORDER + "),\n"
                + "    earlier AS (PARTITION BY " + keys + " ORDER BY " + ORDER
                + " ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)\n)";
    }

    private String upserts() {
        List<String> select = new ArrayList<>();
        for (Column c : cols.target()) {
            select.add(
                    cols.ignoreNull().contains(c)
                            ? "last_value(" + SqlText.name(c) + ", true) OVER segment AS " + SqlText.name(c)
                            : SqlText.name(c));
        }
        String why = cols.ignoreNull().isEmpty()
                ? "  -- the upserts that survive\n"
                : "  -- ignore-null: a NULL takes the last non-NULL value of the same segment; nothing crosses a\n"
                        + "  -- delete or truncate\n";
        return "upserts AS (\n" + why + "  SELECT " + String.join(", ", select) + ",\n    " + SEQ + ", " + KIND + ", "
                + BATCH + ", " + ARRIVAL + ", __scd_end, __scd_segment\n  FROM surviving\n  WHERE " + KIND + " = 0"
                + (cols.ignoreNull().isEmpty()
                        ? ""
                        : "\n  WINDOW segment AS (PARTITION BY " + keys + ", __scd_segment ORDER BY " + ORDER
                                + UP_TO_HERE + ")")
                + "\n)";
    }

    private String heads() {
        String changed = cols.tracked().isEmpty() ? "" : "\n      OR NOT (" + String.join(" AND ", trackedSame()) + ")";
        return "heads AS (\n  -- an upsert opens a version when it starts a segment or a tracked value changes\n"
                + "  SELECT *,\n    CASE WHEN lag(" + SEQ + ") OVER w IS NULL" + changed
                + "\n      THEN 1 ELSE 0 END AS __scd_head\n  FROM upserts\n  WINDOW w AS (PARTITION BY " + keys
                + ", __scd_segment ORDER BY " + ORDER + ")\n)";
    }

    private List<String> trackedSame() {
        List<String> out = new ArrayList<>();
        for (Column c : cols.tracked()) {
            out.add("lag(" + SqlText.name(c) + ") OVER w <=> " + SqlText.name(c));
        }
        return out;
    }

    private String runs() {
        return "runs AS (\n  -- a run: a version's upserts, from the one that opened it to the last in-place update\n"
                + "  SELECT *, sum(__scd_head) OVER w AS __scd_run\n  FROM heads\n  WINDOW w AS (PARTITION BY " + keys
                + ", __scd_segment ORDER BY " + ORDER + UP_TO_HERE + ")\n)";
    }

    private String versions() {
        String run = "PARTITION BY " + keys + ", __scd_segment, __scd_run";
        return "versions AS (\n  -- a version starts at its run's first upsert and carries the values of its last\n"
                + "  SELECT *,\n    first_value(" + SEQ + ") OVER w AS __scd_start,\n"
                + "    row_number() OVER tail AS __scd_from_tail\n  FROM runs\n  WINDOW w AS (" + run + " ORDER BY "
                + ORDER + "),\n    tail AS (" + run + " ORDER BY " + ORDER_DESC + ")\n)";
    }

    private boolean hasTruncates() {
        return cols.scdType() == 1 && truncates;
    }
}
