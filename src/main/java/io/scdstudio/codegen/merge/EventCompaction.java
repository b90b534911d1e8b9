package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.ARRIVAL;
import static io.scdstudio.codegen.merge.MergePlanner.BATCH;
import static io.scdstudio.codegen.merge.MergePlanner.KIND;
import static io.scdstudio.codegen.merge.MergePlanner.SEQ;

import io.scdstudio.codegen.SqlText;
import java.util.ArrayList;
import java.util.List;

/**
 * Bounded state for an SCD1 export: the statement that stores a batch's events also drops the stored events no
 * later event can bring back into play. An SCD1 row is what its last segment folds to, so of a key's events only
 * these can still decide it, whatever arrives later: its last delete, and after it the last upsert that survives
 * its ties and, per ignore-null column, the last surviving upsert that set that column; of the truncates, the
 * latest. A late event that loses is not stored at all. The fold of what is kept equals the fold of everything
 * (the retention stays infinite: every delete still stops older upserts), and the table holds about one row per key,
 * so a batch's cost follows the batch and the keys it touches, not the length of history.
 *
 * <p>One MERGE into the event table does both, so storing and compacting are one commit.
 */
final class EventCompaction {
    static final String WHY = "For SCD1 the same statement drops the stored events no later event can bring back into"
            + " play: per key its last delete, the last upsert after it and, per ignore-null column, the last upsert"
            + " that set it; of the truncates the latest. The fold of what is kept is the fold of everything, so the"
            + " event table holds about one row per key and a batch's cost does not grow with history.";
    private static final String ORDER = FoldSql.ORDER;
    private static final String ORDER_DESC = FoldSql.ORDER_DESC;
    private static final String POSITION = position("");

    private final MergeColumns cols;
    private final MergeNames names;
    private final MergeBatchLog log;
    private final boolean truncates;
    private final String keys;
    private final EventTableChange change;

    EventCompaction(MergeColumns cols, MergeNames names, MergeBatchLog log, boolean truncates) {
        this.cols = cols;
        this.names = names;
        this.log = log;
        this.truncates = truncates;
        this.keys = SqlText.list(cols.keys(), "");
        this.change = new EventTableChange(cols, names);
    }

    String merge(String incoming) {
        List<String> ctes = new ArrayList<>();
        ctes.add("incoming AS (\n" + SqlText.indent(incoming, 2) + "\n)");
        if (truncates) {
            ctes.add("latest_truncate AS (\n  -- the only truncate the fold needs\n  SELECT " + ORDER + "\n  FROM (\n"
                    + "    SELECT " + ORDER + " FROM " + names.events() + " WHERE " + KIND + " = 2\n    UNION ALL\n"
                    + "    SELECT " + ORDER + " FROM incoming WHERE " + KIND + " = 2\n  ) AS t\n  ORDER BY "
                    + ORDER_DESC + "\n  LIMIT 1\n)");
        }
        String touched = "touched AS (\n  SELECT DISTINCT " + keys + " FROM incoming WHERE " + KIND + " IN (0, 1)";
        if (truncates) {
            touched +=
                    "\n  UNION\n  -- a truncate ends every key's segment, so every key is compacted\n  SELECT DISTINCT "
                            + SqlText.list(cols.keys(), "e") + "\n  FROM " + names.events()
                            + " AS e\n  JOIN (SELECT 1 FROM"
                            + " incoming WHERE " + KIND + " = 2 LIMIT 1) AS any_truncate ON TRUE\n  WHERE e." + KIND
                            + " IN (0, 1)";
        }
        ctes.add(touched + "\n)");
        ctes.add("candidates AS (\n  SELECT " + change.columns("e") + ", false AS __scd_new\n  FROM " + names.events()
                + " AS e\n  JOIN touched AS t ON " + SqlText.equal(cols.keys(), "e", "t") + "\n  WHERE e." + KIND
                + " IN (0, 1)\n  UNION ALL\n  SELECT " + change.columns("") + ", true\n  FROM incoming\n  WHERE " + KIND
                + " IN (0, 1)\n)");
        ctes.add("ordered AS (\n  -- an upsert followed by another event at its sequence loses the tie, now and later\n"
                + "  SELECT *,\n    row_number() OVER w AS __scd_pos,\n    coalesce(" + KIND + " = 0 AND lead(" + SEQ
                + ") OVER w <=> " + SEQ + ", false) AS __scd_loses\n  FROM candidates\n  WINDOW w AS (PARTITION BY "
                + keys + " ORDER BY " + ORDER + ")\n)");
        List<String> lasts = new ArrayList<>(List.of(
                "max(CASE WHEN " + KIND + " = 1 THEN __scd_pos END) OVER k AS __scd_last_delete",
                "max(CASE WHEN " + KIND + " = 0 AND NOT __scd_loses THEN __scd_pos END) OVER k AS __scd_last_upsert"));
        List<String> deciding = new ArrayList<>(List.of("__scd_pos = __scd_last_upsert"));
        for (int i = 0; i < cols.ignoreNull().size(); i++) {
            lasts.add("max(CASE WHEN " + KIND + " = 0 AND NOT __scd_loses AND "
                    + SqlText.name(cols.ignoreNull().get(i))
                    + " IS NOT NULL THEN __scd_pos END) OVER k AS __scd_last_set_" + i);
            deciding.add("__scd_pos = __scd_last_set_" + i);
        }
        ctes.add("lasts AS (\n  SELECT *,\n    " + String.join(",\n    ", lasts) + "\n  FROM ordered\n"
                + "  WINDOW k AS (PARTITION BY " + keys + ")\n)");
        String afterTruncate = truncates ? "coalesce(" + POSITION + " > lt.__scd_truncate_at, true)\n    AND " : "";
        // the latest truncate is joined, not read in a subquery: Delta's MERGE cannot run one over its own target
        String latest = truncates
                ? "\n  LEFT JOIN (SELECT " + POSITION + " AS __scd_truncate_at FROM latest_truncate)" + " AS lt ON TRUE"
                : "";
        ctes.add("kept AS (\n  SELECT lasts.*,\n    " + afterTruncate + "coalesce((" + KIND + " = 1 AND __scd_pos ="
                + " __scd_last_delete)\n      OR (" + KIND + " = 0 AND NOT __scd_loses AND __scd_pos > coalesce("
                + "__scd_last_delete, 0)\n        AND (" + String.join(" OR ", deciding) + ")), false) AS __scd_keep\n"
                + "  FROM lasts" + latest + "\n)");
        List<String> changes = new ArrayList<>();
        changes.add("-- new events that can still decide a row are stored; stored ones that no longer can are dropped\n"
                + "SELECT " + change.columns("")
                + ", CASE WHEN __scd_new THEN 'insert' ELSE 'discard' END AS __scd_change\n"
                + "FROM kept\nWHERE __scd_new = __scd_keep");
        if (truncates) {
            String at = "\nJOIN (SELECT " + POSITION + " AS __scd_truncate_at FROM latest_truncate) AS lt\n  ON ";
            changes.add("SELECT " + change.columns("i") + ", 'insert'\nFROM incoming AS i" + at + position("i")
                    + " = lt.__scd_truncate_at\nWHERE i." + KIND + " = 2");
            changes.add("SELECT " + change.columns("s") + ", 'discard'\nFROM " + names.events() + " AS s" + at + "NOT ("
                    + position("s") + " = lt.__scd_truncate_at)\nWHERE s." + KIND + " = 2");
        }
        changes.add("-- the batch's marker, and the markers of batches the log holds now\nSELECT *, 'insert'\nFROM (\n"
                + SqlText.indent(log.marker(), 2) + "\n) AS m");
        changes.add("SELECT " + change.columns("") + ", 'discard'\nFROM " + names.events() + "\nWHERE " + KIND + " = "
                + MergeBatchLog.MARKER + " AND " + BATCH + " <= " + log.lastApplied());
        return change.merge(ctes, changes);
    }

    /** An event's place in the fold order, as one comparable value; {@code alias} qualifies the columns. */
    private static String position(String alias) {
        String p = alias.isEmpty() ? "" : alias + ".";
        return "named_struct('s', " + p + SEQ + ", 'k', " + p + KIND + ", 'b', " + p + BATCH + ", 'a', " + p + ARRIVAL
                + ")";
    }
}
