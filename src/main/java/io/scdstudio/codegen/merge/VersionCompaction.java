package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.ARRIVAL;
import static io.scdstudio.codegen.merge.MergePlanner.BATCH;
import static io.scdstudio.codegen.merge.MergePlanner.KIND;
import static io.scdstudio.codegen.merge.MergePlanner.SEQ;

import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Bounded state for an SCD2 export: a compaction step, run between batches, that replaces the events behind every
 * version which ended at or before a compaction point by that version alone, read from the target (one upsert at its
 * {@code __START_AT} with its final values, and a delete at its {@code __END_AT} when nothing follows it). The fold of
 * what is kept gives the same versions back, and a late event at or after the point lands after every compacted
 * version, so it is folded exactly as before. A late event below the point may land inside a compacted version, whose
 * in-place updates are gone: it is folded against the version's final values, as after adopting a target, and the
 * batch log counts such rows ({@code __scd_late_rows}).
 *
 * <p>We chose to fold such events approximately and count them rather than refuse them: a streaming job that stops on
 * one late row needs a person to restart it, and Lakeflow itself folds a late event approximately once its
 * tombstones are collected. A team that wants no approximation does not compact, or compacts only below the latest
 * sequence a source can still send.
 */
final class VersionCompaction implements StateCompaction {
    /** The kind of the row that records the compaction point (0 upsert, 1 delete, 2 truncate, 3 batch marker). */
    static final int POINT = 4;
    /** The batch id of the rows compaction writes, below the adopted target's -1. */
    static final long COMPACTED = MergeBatchLog.ADOPTED - 1;

    private final MergeColumns cols;
    private final MergeNames names;
    private final String seqType;
    private final EventTableChange change;

    VersionCompaction(MergeColumns cols, MergeNames names, String seqType) {
        this.cols = cols;
        this.names = names;
        this.seqType = seqType;
        this.change = new EventTableChange(cols, names);
    }

    @Override
    public SqlStep declaration() {
        return new SqlStep(
                "The compaction point (see \"Compacting the state\" below); each run of the setup statements resets"
                        + " it to NULL, which compacts nothing.",
                "DECLARE OR REPLACE VARIABLE " + names.compactBefore() + " " + seqType);
    }

    @Override
    public String howTo() {
        return "Compacting the state: the event table keeps every event until you compact it. To compact, run the"
                + " setup statements, then SET VAR " + names.compactBefore() + " = <a sequence value>, then the"
                + " statements below, between two batches." + effect();
    }

    @Override
    public String effect() {
        return " Every version that ended at or before that point is then kept as one upsert (and a delete when"
                + " nothing follows it) instead of its events, so the event"
                + " table holds about one row per version, like the target. Late events at or after the point are"
                + " still folded exactly. A late event below it may land inside a compacted version, whose in-place"
                + " updates are gone: it is folded against that version's final values, and the batch log counts"
                + " such rows in " + MergeBatchLog.LATE_ROWS + ". Choose a point no source sends events before any"
                + " more, e.g. the sequence value of a week ago. Compacting again with an earlier point keeps the"
                + " later one. Without the switch the statements do nothing.";
    }

    @Override
    public boolean needsPoint() {
        return true;
    }

    @Override
    public List<SqlStep> statements() {
        String point = names.compactBefore();
        String check = "SET VAR (" + point + ", " + names.lastApplied() + ") = (\n  SELECT\n    CASE\n      WHEN "
                + point + " IS NULL THEN NULL\n      WHEN s.pending IS NOT NULL THEN raise_error(concat("
                + "'BATCH_PENDING: batch ', s.pending, ' is stored but its MERGE did not commit; run the next batch,"
                + " which folds it, then compact'))\n      ELSE greatest(" + point
                + ", s.point)\n    END,\n    s.last\n"
                + "  FROM (\n    SELECT\n      min((SELECT min(m." + BATCH + ") FROM " + names.events()
                + " AS m LEFT ANTI"
                + " JOIN " + names.batches() + " AS l ON m." + BATCH + " = l." + BATCH + " WHERE m." + KIND + " = "
                + MergeBatchLog.MARKER + ")) AS pending,\n      max(CASE WHEN e." + KIND + " = " + POINT
                + " THEN e." + SEQ + " END) AS point,\n      max(b.last) AS last\n    FROM (SELECT coalesce(max("
                + BATCH + "), " + MergeBatchLog.NONE_APPLIED + ") AS last FROM " + names.batches() + ") AS b\n"
                + "    LEFT JOIN " + names.events() + " AS e ON TRUE\n  ) AS s\n)";
        return List.of(
                new SqlStep(
                        PURPOSE_PREFIX + " check that every stored batch is applied (compaction reads the versions"
                                + " from the target), and keep the later of this point and an earlier one.",
                        check),
                new SqlStep(
                        PURPOSE_PREFIX + " replace the events of every version that ended at or before the point by"
                                + " the version itself, in one commit.",
                        merge()),
                new SqlStep(PURPOSE_PREFIX + " clear the switch.", "SET VAR " + point + " = NULL"));
    }

    private String merge() {
        String point = names.compactBefore();
        String keys = SqlText.list(cols.keys(), "");
        List<String> ctes = List.of(
                "compacted AS (\n  -- the versions that ended at or before the point, and per key the end of its"
                        + " last one\n  SELECT t.*, max(t.__END_AT) OVER (PARTITION BY "
                        + SqlText.list(cols.keys(), "t")
                        + ") AS __scd_until\n  FROM " + names.target() + " AS t\n  WHERE t.__END_AT <= " + point
                        + "\n)",
                "until AS (\n  SELECT DISTINCT " + keys + ", __scd_until FROM compacted\n)");
        List<String> upsert = new ArrayList<>();
        List<String> closed = new ArrayList<>();
        List<String> nulls = new ArrayList<>();
        for (Column c : cols.target()) {
            upsert.add("c." + SqlText.name(c));
            closed.add(cols.keys().contains(c) ? "c." + SqlText.name(c) : "NULL");
            nulls.add("NULL");
        }
        String state = ", " + COMPACTED + ", 0, 'insert'";
        List<String> changes = List.of(
                "-- each compacted version as one upsert at its start, with its final values\nSELECT "
                        + String.join(", ", upsert) + ", c.__START_AT AS " + SEQ + ", 0 AS " + KIND + ", " + COMPACTED
                        + " AS " + BATCH + ", 0 AS " + ARRIVAL + ", 'insert' AS __scd_change\nFROM compacted AS c",
                "-- a compacted version that nothing follows was closed by a delete; the key's last one keeps its own\n"
                        + "SELECT " + String.join(", ", closed) + ", c.__END_AT, 1" + state + "\nFROM compacted AS c\n"
                        + "LEFT ANTI JOIN " + names.target() + " AS n ON " + SqlText.equal(cols.keys(), "c", "n")
                        + " AND n.__START_AT <=> c.__END_AT\nWHERE c.__END_AT < c.__scd_until",
                "-- the events they replace: every event of the key before the end of its last compacted version\n"
                        + "SELECT " + change.columns("e") + ", 'discard'\nFROM " + names.events()
                        + " AS e\nJOIN until AS u ON "
                        + SqlText.equal(cols.keys(), "e", "u") + "\nWHERE e." + KIND + " IN (0, 1) AND e." + SEQ
                        + " < u.__scd_until",
                "-- the markers of applied batches (the batch log holds them), and the earlier point\nSELECT "
                        + change.columns("") + ", 'discard'\nFROM " + names.events() + "\nWHERE " + point
                        + " IS NOT NULL AND (("
                        + KIND + " = " + MergeBatchLog.MARKER + " AND " + MergeBatchLog.isLogged(names)
                        + ") OR " + KIND + " = " + POINT + ")",
                "-- the point itself: late events below it may be folded against a compacted version\nSELECT "
                        + String.join(", ", nulls) + ", " + point + ", " + POINT + state + "\nWHERE " + point
                        + " IS NOT NULL");
        return change.merge(ctes, changes);
    }

    /**
     * How step 1 counts the batch's rows whose sequence is below the compaction point, for the batch log. The point's
     * column has the reserved prefix, so it cannot hide a source column the count reads.
     */
    @Override
    public Optional<MergeBatchLog.LateRows> lateRows() {
        return Optional.of(new MergeBatchLog.LateRows(
                "count_if(" + cols.sequenceValue("") + " < __scd_point)",
                "CROSS JOIN (SELECT max(CASE WHEN " + KIND + " = " + POINT + " THEN " + SEQ
                        + " END) AS __scd_point FROM " + names.events() + ") AS p"));
    }
}
