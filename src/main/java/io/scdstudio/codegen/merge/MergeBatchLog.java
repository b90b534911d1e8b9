package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.BATCH;

import io.scdstudio.codegen.SparkSqlQuoting;
import java.util.ArrayList;
import java.util.List;

/**
 * The batch protocol of the portable exports, which makes a batch safe to run again: every micro-batch has an id
 * (the session variable {@code <target>__scd_batch_id}, set by the caller or the next free number), its events are
 * stored once under that id, and the batch log {@code <target>__scd_batches} gets the id only after the target's
 * MERGE committed. The keys folded are those of every stored batch the log does not hold yet, so a batch whose
 * MERGE failed is folded again by the next run, and a batch run twice stores nothing and changes nothing.
 *
 * <p>Ids come from a session variable (Spark 4.0, Databricks Runtime 14.1) rather than the batch view because the
 * foreachBatch id of Structured Streaming is a value, not a column; the batch view stays the source columns only.
 */
final class MergeBatchLog {
    static final String ROWS = "__scd_rows";
    /** The kind of a batch's marker row in the event table (0 upsert, 1 delete, 2 truncate). */
    static final int MARKER = 3;

    static final String APPLIED_AT = "__scd_applied_at";
    /** The batch id of an adopted target's state, below every id a stream or a caller can give. */
    static final long ADOPTED = -1;

    private final MergeNames names;
    private final String targetName;
    private final List<String> eventColumns;

    /** @param eventColumns the event table's columns that are the target's, before the state columns, as SQL names */
    MergeBatchLog(MergeNames names, String targetName, List<String> eventColumns) {
        this.names = names;
        this.targetName = targetName;
        this.eventColumns = eventColumns;
    }

    SqlStep createLog(String createTableSql) {
        return new SqlStep(
                "Hidden state: the batch log. A batch's id is written here once its MERGE has committed;"
                        + " the id -1 marks a target adopted with the seeding statements. Do not write to it by hand.",
                createTableSql);
    }

    static List<String> logColumns() {
        return List.of(BATCH + " bigint", ROWS + " bigint", APPLIED_AT + " timestamp");
    }

    SqlStep declareBatchId() {
        return new SqlStep(
                "The batch id. Each run of the setup statements starts it empty, which means: the next"
                        + " number after the last batch stored. For batches you can run again safely, set it after the setup"
                        + " statements: SET VAR " + names.batchId()
                        + " = <id>. Ids are 0 or more and increase; the same id"
                        + " names the same rows (a Structured Streaming foreachBatch id, or your scheduler's run number).",
                "DECLARE OR REPLACE VARIABLE " + names.batchId() + " BIGINT");
    }

    SqlStep declareStored() {
        return new SqlStep(
                "Whether this batch is stored already (a re-run), worked out once per batch.",
                "DECLARE OR REPLACE VARIABLE " + names.stored() + " BOOLEAN DEFAULT false");
    }

    /**
     * Fixed once, before the rows are stored: the statement that stores them reads the event table it writes, and
     * Delta's MERGE cannot run a subquery over its own target, so the answer travels in a variable.
     */
    SqlStep recordStored() {
        return new SqlStep(
                "Remember whether this batch id is stored already; if so, its rows are not stored again.",
                "SET VAR " + names.stored() + " = " + marker("count(*)") + " + (SELECT count(*) FROM " + names.batches()
                        + " WHERE " + BATCH + " = " + names.batchId() + ") > 0");
    }

    /** {@code what} of this batch's marker rows in the event table, as a scalar subquery. */
    private String marker(String what) {
        return "(SELECT " + what + " FROM " + names.events() + " WHERE " + MergePlanner.KIND + " = " + MARKER + " AND "
                + BATCH + " = " + names.batchId() + ")";
    }

    /**
     * Fixes the batch id before anything is written, and refuses what would damage the target: an id that goes
     * backwards (a new streaming checkpoint restarts at 0), an id reused for other rows, and a target that holds rows
     * but no state, whose history the first MERGE would rewrite from the new events only.
     */
    SqlStep checkBatch() {
        String id = names.batchId();
        String last = "greatest((SELECT max(" + BATCH + ") FROM " + names.batches() + "), (SELECT max(" + BATCH
                + ") FROM " + names.events() + "))";
        String logged = "(SELECT count(*) FROM " + names.batches() + " WHERE " + BATCH + " = " + id + ")";
        String stored = marker("count(*)");
        String storedRows = marker("max(" + MergePlanner.ARRIVAL + ")");
        String rows = "(SELECT count(*) FROM " + names.batchView() + ")";
        String loggedRows = "(SELECT max(" + ROWS + ") FROM " + names.batches() + " WHERE " + BATCH + " = " + id + ")";
        String reused = "raise_error(concat('BATCH_ID_REUSED: batch ', " + id + ", ' was applied with ', %s, ' rows and"
                + " this batch has ', " + rows + ", '; a batch id names the same rows, so give new rows a new id'))";
        String sql = "SET VAR " + id + " = CASE\n"
                + "  WHEN " + id + " < 0 THEN raise_error(concat('BATCH_ID_NEGATIVE: batch id ', " + id + ", ' is below"
                + " 0; use 0 or more'))\n"
                + "  WHEN (SELECT count(*) FROM " + names.batches() + ") = 0 AND (SELECT count(*) FROM "
                + names.events() + ") = 0\n    AND (SELECT count(*) FROM " + names.target() + ") > 0\n"
                + "    THEN raise_error("
                + SparkSqlQuoting.INSTANCE.stringLiteral(
                        "TARGET_WITHOUT_STATE: " + targetName
                                + " holds rows but this export has no state for it yet, so its first MERGE would rewrite the touched"
                                + " keys from the new events only. To adopt the table, set the adopt variable after the setup"
                                + " statements (see \"Adopting an existing target\" in this file); else start from an empty target")
                + ")\n"
                + "  WHEN " + id + " IS NULL THEN coalesce(" + last + ", 0) + 1\n"
                + "  WHEN " + logged + " > 0 THEN\n    CASE WHEN " + loggedRows + " = " + rows + " THEN " + id
                + " ELSE " + String.format(reused, loggedRows) + " END\n"
                + "  WHEN " + stored + " > 0 THEN\n    CASE WHEN " + storedRows + " = " + rows + " THEN " + id
                + " ELSE "
                + String.format(reused, storedRows) + " END\n"
                + "  WHEN " + id + " <= " + last + " THEN raise_error(concat('BATCH_ID_NOT_NEW: batch id ', " + id
                + ", ' is not above the last batch stored, ', " + last + ", '; ids must increase (a new streaming"
                + " checkpoint starts again at 0)'))\n"
                + "  ELSE " + id + "\nEND";
        return new SqlStep(
                "Step 1: fix this batch's id and check it. A batch already stored is run again without"
                        + " storing its rows twice; an id that goes backwards, an id reused for other rows, or a target that"
                        + " holds rows this export has no state for stops here, before anything is written.",
                sql);
    }

    /** Rows go into the event table only when their batch is stored nowhere yet. */
    String notStoredYet() {
        return "NOT " + names.stored();
    }

    /**
     * The marker row stored with a batch's events, in the same commit: it records that the batch is stored and how
     * many rows it had ({@code __scd_arrival}), even when the batch was empty or compaction dropped all its rows.
     * Its key is NULL, so no fold reads it.
     */
    String marker() {
        List<String> values = new ArrayList<>();
        for (String c : eventColumns) {
            values.add("NULL AS " + c);
        }
        return "SELECT " + String.join(", ", values) + ", NULL AS " + MergePlanner.SEQ + ", " + MARKER + " AS "
                + MergePlanner.KIND + ", " + names.batchId() + " AS " + BATCH + ", (SELECT count(*) FROM "
                + names.batchView() + ") AS " + MergePlanner.ARRIVAL + "\nWHERE " + notStoredYet();
    }

    /** The last batch whose MERGE committed; events of later batches are still to be folded. */
    String lastApplied() {
        return "coalesce((SELECT max(" + BATCH + ") FROM " + names.batches() + "), " + (ADOPTED - 1) + ")";
    }

    List<SqlStep> afterMerge() {
        String id = names.batchId();
        return List.of(
                new SqlStep(
                        "Log the batch as applied. Only now, after the MERGE committed: if anything"
                                + " before failed, the next run folds this batch's keys again.",
                        "INSERT INTO " + names.batches() + "\nSELECT " + id + " AS " + BATCH
                                + ", (SELECT count(*) FROM "
                                + names.batchView() + ") AS " + ROWS + ", current_timestamp() AS " + APPLIED_AT
                                + "\nWHERE (SELECT count(*) FROM " + names.batches() + " WHERE " + BATCH + " = " + id
                                + ") = 0"),
                new SqlStep(
                        "Clear the batch id, so the next batch cannot reuse it by mistake.",
                        "SET VAR " + id + " = NULL"));
    }
}
