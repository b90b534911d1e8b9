package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.ARRIVAL;
import static io.scdstudio.codegen.merge.MergePlanner.BATCH;
import static io.scdstudio.codegen.merge.MergePlanner.KIND;
import static io.scdstudio.codegen.merge.MergePlanner.SEQ;

import io.scdstudio.codegen.SqlText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Bounded state for an SCD1 export: a compaction step, run between batches, that drops the stored events no later
 * event can bring back into play. An SCD1 row is what its last segment folds to, so of a key's events only these can
 * still decide it, whatever arrives later: its last delete, and after it the last upsert that survives its ties and,
 * per ignore-null column, the last surviving upsert that set that column; of the truncates, the latest. The fold of
 * what is kept equals the fold of everything (the retention stays infinite: every delete still stops older upserts),
 * so compaction changes no result, now or after any late event, and leaves about one row per key.
 *
 * <p>It is a step of its own rather than part of each batch's write: dropping events rewrites nearly every file of the
 * event table (a batch of random keys touches them all), which made a batch's event write a MERGE of 1.6-1.8 s where
 * an append takes 0.4 s (docs/performance-spark.md).
 */
final class EventCompaction implements StateCompaction {
    private static final String ORDER = FoldSql.ORDER;
    private static final String ORDER_DESC = FoldSql.ORDER_DESC;
    private static final String POSITION = position("");

    private final MergeColumns cols;
    private final MergeNames names;
    private final boolean truncates;
    private final String keys;
    private final EventTableChange change;

    EventCompaction(MergeColumns cols, MergeNames names, boolean truncates) {
        this.cols = cols;
        this.names = names;
        this.truncates = truncates;
        this.keys = SqlText.list(cols.keys(), "");
        this.change = new EventTableChange(cols, names);
    }

    @Override
    public SqlStep declaration() {
        return new SqlStep(
                "The compaction switch (see \"Compacting the state\" below); each run of the setup statements resets"
                        + " it to false, which compacts nothing.",
                "DECLARE OR REPLACE VARIABLE " + names.compact() + " BOOLEAN DEFAULT false");
    }

    @Override
    public String howTo() {
        return "Compacting the state: each batch appends its events to the event table, which grows until you compact"
                + " it. To compact, run the setup statements, then SET VAR " + names.compact() + " = true, then the"
                + " statements below, between two batches: every few batches, or daily." + effect();
    }

    @Override
    public String effect() {
        return " Each key then keeps only the events that can still decide its row (its last delete, the last"
                + " upsert after it and, per"
                + " ignore-null column, the last upsert that set it), and of the truncates the latest, so the event"
                + " table holds about one row per key. What is kept folds to what everything folds to, so compaction"
                + " changes no result: late events are still folded exactly. It rewrites the event table, so it costs"
                + " about as much as a few batches. Without the switch the statements do nothing.";
    }

    @Override
    public boolean needsPoint() {
        return false;
    }

    @Override
    public Optional<MergeBatchLog.LateRows> lateRows() {
        return Optional.empty();
    }

    @Override
    public List<SqlStep> statements() {
        return List.of(
                new SqlStep(
                        PURPOSE_PREFIX + " drop, in one commit, the events no later event can bring back into play,"
                                + " and the markers the batch log holds.",
                        merge()),
                new SqlStep(PURPOSE_PREFIX + " clear the switch.", "SET VAR " + names.compact() + " = false"));
    }

    private String merge() {
        String on = names.compact();
        List<String> ctes = new ArrayList<>();
        if (truncates) {
            ctes.add("latest_truncate AS (\n  -- the only truncate the fold needs\n  SELECT " + ORDER + "\n  FROM "
                    + names.events() + "\n  WHERE " + KIND + " = 2\n  ORDER BY " + ORDER_DESC + "\n  LIMIT 1\n)");
        }
        ctes.add("ordered AS (\n  -- an upsert followed by another event at its sequence loses the tie, now and later\n"
                + "  SELECT " + change.columns("") + ",\n    row_number() OVER w AS __scd_pos,\n    coalesce(" + KIND
                + " = 0 AND lead(" + SEQ + ") OVER w <=> " + SEQ + ", false) AS __scd_loses\n  FROM "
                + names.events() + "\n  WHERE " + on + " AND " + KIND + " IN (0, 1)\n  WINDOW w AS (PARTITION BY "
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
        changes.add("-- the upserts and deletes that can no longer decide a row\nSELECT " + change.columns("")
                + ", 'discard' AS __scd_change\nFROM kept\nWHERE NOT __scd_keep");
        if (truncates) {
            changes.add("-- every truncate but the latest\nSELECT " + change.columns("s") + ", 'discard'\nFROM "
                    + names.events() + " AS s\nJOIN (SELECT " + POSITION
                    + " AS __scd_truncate_at FROM latest_truncate) AS lt\n  ON NOT (" + position("s")
                    + " = lt.__scd_truncate_at)\nWHERE " + on + " AND s." + KIND + " = 2");
        }
        changes.add("-- the markers of batches the log holds\nSELECT " + change.columns("") + ", 'discard'\nFROM "
                + names.events() + "\nWHERE " + on + " AND " + KIND + " = " + MergeBatchLog.MARKER + " AND "
                + MergeBatchLog.isLogged(names));
        return change.merge(ctes, changes);
    }

    /** An event's place in the fold order, as one comparable value; {@code alias} qualifies the columns. */
    private static String position(String alias) {
        String p = alias.isEmpty() ? "" : alias + ".";
        return "named_struct('s', " + p + SEQ + ", 'k', " + p + KIND + ", 'b', " + p + BATCH + ", 'a', " + p + ARRIVAL
                + ")";
    }
}
