package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.BATCH;

import io.scdstudio.codegen.SparkSqlQuoting;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

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
    /**
     * A batch's content as one number: a hash of its row count and of the sum of its rows' hashes (the source
     * columns, not the arrival order a caller may number afresh). A sum, unlike an XOR, does not let two equal rows
     * cancel out. Two batches of one size but other rows get other fingerprints, so a reused id is caught.
     */
    static final String FINGERPRINT = "__scd_fingerprint";
    /** The batch's rows whose sequence is below the state's compaction point (SCD2), which may fold approximately. */
    static final String LATE_ROWS = "__scd_late_rows";
    /** The batch id of an adopted target's state, below every id a stream or a caller can give. */
    static final long ADOPTED = -1;
    /** The last applied batch while the log is empty: below every id, the adopted target's included. */
    static final long NONE_APPLIED = ADOPTED - 1;

    private final MergeNames names;
    private final String targetName;
    private final List<String> eventColumns;
    private final List<String> sourceColumns;

    /**
     * @param eventColumns the event table's columns that are the target's, before the state columns, as SQL names
     * @param sourceColumns the batch view's source columns, as SQL names: what a batch's fingerprint covers
     */
    MergeBatchLog(MergeNames names, String targetName, List<String> eventColumns, List<String> sourceColumns) {
        this.names = names;
        this.targetName = targetName;
        this.eventColumns = eventColumns;
        this.sourceColumns = sourceColumns;
    }

    SqlStep createLog(String createTableSql) {
        return new SqlStep(
                "Hidden state: the batch log. A batch's id is written here once its MERGE has committed;"
                        + " the id -1 marks a target adopted with the seeding statements. Do not write to it by hand.",
                createTableSql);
    }

    static List<String> logColumns() {
        return List.of(
                BATCH + " bigint",
                ROWS + " bigint",
                APPLIED_AT + " timestamp",
                LATE_ROWS + " bigint",
                FINGERPRINT + " bigint");
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

    /**
     * What step 1 works out once per batch, so that no later statement scans the log or the event table to learn it
     * again: the statements read these as constants, which lets Spark drop the branches they rule out and lets Delta
     * skip the event files of batches already applied.
     */
    List<SqlStep> declareBatchState(boolean truncates) {
        List<SqlStep> out = new ArrayList<>(List.of(
                new SqlStep(
                        "Whether this batch is stored already (a re-run), worked out once per batch.",
                        "DECLARE OR REPLACE VARIABLE " + names.stored() + " BOOLEAN DEFAULT false"),
                new SqlStep(
                        "Whether this batch is in the batch log already (its MERGE committed before).",
                        "DECLARE OR REPLACE VARIABLE " + names.logged() + " BOOLEAN DEFAULT false"),
                new SqlStep(
                        "How many rows this batch has; the log records it.",
                        "DECLARE OR REPLACE VARIABLE " + names.batchRows() + " BIGINT"),
                new SqlStep(
                        "This batch's content as one number (its row count and its rows' hashes); the log and the"
                                + " marker row record it, so that an id reused for other rows is caught, even rows"
                                + " as many as before.",
                        "DECLARE OR REPLACE VARIABLE " + names.batchFingerprint() + " BIGINT"),
                new SqlStep(
                        "The highest batch id the log holds.",
                        "DECLARE OR REPLACE VARIABLE " + names.lastApplied() + " BIGINT"),
                new SqlStep(
                        "The batches stored but not logged as applied (this one, and any whose MERGE did not"
                                + " commit, whatever their ids): their events are the ones to fold.",
                        "DECLARE OR REPLACE VARIABLE " + names.pending() + " ARRAY<BIGINT>"),
                new SqlStep(
                        "How many of this batch's rows are older than the state's compaction point; the log records"
                                + " it (always 0 for SCD1, whose state is exact).",
                        "DECLARE OR REPLACE VARIABLE " + names.lateRows() + " BIGINT DEFAULT 0")));
        if (truncates) {
            out.add(new SqlStep(
                    "Whether a truncate waits to be applied (in this batch, or in one whose MERGE failed): then"
                            + " every key is folded again.",
                    "DECLARE OR REPLACE VARIABLE " + names.truncatePending() + " BOOLEAN DEFAULT false"));
        }
        return out;
    }

    /**
     * Fixes the batch id before anything is written, and refuses what would damage the target: an id that goes
     * backwards (a new streaming checkpoint restarts at 0), an id reused for other rows, and a target that holds rows
     * but no state, whose history the first MERGE would rewrite from the new events only. One statement asks each of
     * the log, the event table, the batch and the target once (every question about a table in one struct
     * subquery), and sets every variable the batch's later statements read.
     *
     * @param truncate the condition that makes a row a truncate, when the design has one
     * @param late how to count the batch's rows below the compaction point, when the state has one
     */
    // Over 60 lines by design: one SQL statement, written as the text it becomes.
    @SuppressWarnings("checkstyle:MethodLength")
    SqlStep checkBatch(Optional<String> truncate, Optional<LateRows> late, InputColumns input) {
        String id = names.batchId();
        String last = "greatest(b.last, e.last)";
        String newId = "CASE\n"
                + "      WHEN " + id + " < 0 THEN raise_error(concat('BATCH_ID_NEGATIVE: batch id ', " + id + ", ' is"
                + " below 0; use 0 or more'))\n"
                + "      WHEN size(c.unknown) > 0 THEN raise_error(concat('SOURCE_COLUMNS_CHANGED: the batch has "
                + "column(s) ', array_join(c.unknown, ', '), ' that the design does not know, and their values would "
                + "be dropped; add them to the design and export again (Lakeflow would add them to the target), or "
                + "select the design''s columns before the batch comes here'))\n"
                + "      WHEN b.n = 0 AND e.n = 0 AND t.n > 0\n"
                + "        THEN raise_error("
                + SparkSqlQuoting.INSTANCE.stringLiteral(
                        "TARGET_WITHOUT_STATE: " + targetName
                                + " holds rows but this export has no state for it yet, so its first MERGE would rewrite the touched"
                                + " keys from the new events only. To adopt the table, set the adopt variable after the setup"
                                + " statements (see \"Adopting an existing target\" in this file); else start from an empty target")
                + ")\n"
                + "      WHEN " + id + " IS NULL THEN coalesce(" + last + ", 0) + 1\n"
                + "      WHEN b.logged > 0 THEN\n        CASE WHEN b.logged_fp = v.fp THEN " + id + " ELSE "
                + reusedId("concat(b.logged_rows, ' rows of other content')") + " END\n"
                + "      WHEN e.stored > 0 THEN\n        CASE WHEN e.stored_fp = v.fp THEN " + id + " ELSE "
                + reusedId("'other rows'") + " END\n"
                + "      WHEN " + id + " <= " + last + " THEN raise_error(concat('BATCH_ID_NOT_NEW: batch id ', " + id
                + ", ' is not above the last batch stored, ', " + last + ", '; ids must increase (a new streaming"
                + " checkpoint starts again at 0)'))\n"
                + "      ELSE " + id + "\n    END";
        String stored = "(" + id + " IS NOT NULL AND b.logged + e.stored > 0)";
        List<String> variables = new ArrayList<>(List.of(
                id,
                names.stored(),
                names.logged(),
                names.batchRows(),
                names.batchFingerprint(),
                names.lastApplied(),
                names.pending()));
        List<String> values = new ArrayList<>(List.of(
                newId,
                stored,
                "(" + id + " IS NOT NULL AND b.logged > 0)",
                "v.n",
                "v.fp",
                "coalesce(b.last, " + NONE_APPLIED + ")",
                "p.ids"));
        String batchLate = "";
        String batchJoin = "";
        if (late.isPresent()) {
            variables.add(names.lateRows());
            values.add("v.late");
            batchLate = ", 'late', " + late.get().count();
            batchJoin = "\n        " + late.get().join();
        }
        String batchTruncate = "";
        if (truncate.isPresent()) {
            variables.add(names.truncatePending());
            values.add("p.truncates > 0\n      OR (v.truncates > 0" + " AND NOT " + stored + ")");
            batchTruncate = ", 'truncates', count_if(" + truncate.get() + ")";
        }
        String isThis = BATCH + " = " + id;
        String isMarker = MergePlanner.KIND + " = " + MARKER + " AND " + isThis;
        String sql = "SET VAR (" + String.join(", ", variables) + ") = (\n  SELECT\n    "
                + String.join(",\n    ", values) + "\n"
                + "  FROM (\n    SELECT\n"
                + "      (SELECT named_struct('n', count(*), 'last', max(" + BATCH + "), 'logged', count_if(" + isThis
                + "),\n        'logged_rows', max(CASE WHEN " + isThis + " THEN " + ROWS
                + " END),\n        'logged_fp', max(CASE WHEN "
                + isThis + " THEN " + FINGERPRINT + " END)) FROM "
                + names.batches()
                + ") AS b,\n"
                + "      (SELECT named_struct('n', count(*), 'last', max(" + BATCH + "), 'stored', count_if(" + isMarker
                + "),\n        'stored_fp', max(CASE WHEN " + isMarker + " THEN " + MergePlanner.ARRIVAL + " END))"
                + " FROM " + names.events() + ") AS e,\n"
                + "      (SELECT named_struct('ids', collect_list(CASE WHEN m." + MergePlanner.KIND + " = " + MARKER
                + " THEN m." + BATCH + " END),\n        'truncates', count_if(m." + MergePlanner.KIND + " = 2))\n"
                + "        FROM " + names.events() + " AS m LEFT ANTI JOIN " + names.batches() + " AS l ON m." + BATCH
                + " = l." + BATCH + "\n        WHERE m." + MergePlanner.KIND + " IN (2, " + MARKER + ")) AS p,\n"
                + "      (SELECT named_struct('n', count(*), 'fp', " + fingerprint() + batchTruncate + batchLate
                + ") FROM "
                + names.batchView() + batchJoin + ") AS v,\n"
                + "      (SELECT named_struct('n', count(*)) FROM (SELECT 1 FROM " + names.target()
                + " LIMIT 1)) AS t,\n"
                + "      " + input.unknownColumns() + " AS c\n"
                + "  ) AS checks\n)";
        return new SqlStep(
                "Step 1: fix this batch's id and check it. A batch already stored is run again without"
                        + " storing its rows twice; an id that goes backwards, an id reused for other rows, or a target that"
                        + " holds rows this export has no state for stops here, before anything is written.",
                sql);
    }

    /**
     * The view the caller registers with a batch, and the columns the design reads from it: a column beyond them (a
     * new column upstream) would be dropped unsaid, so step 1 names it. A missing one stops the statement already,
     * with Spark's error naming it.
     */
    record InputColumns(String view, List<String> expected) {
        InputColumns {
            expected = List.copyOf(expected);
        }

        /**
         * One row of the view as JSON, NULLs kept, gives its column names; compared lower-cased, as Spark resolves
         * names.
         */
        String unknownColumns() {
            String known = expected.stream()
                    .map(n -> SparkSqlQuoting.INSTANCE.stringLiteral(n.toLowerCase(Locale.ROOT)))
                    .collect(Collectors.joining(", "));
            return "(SELECT named_struct('unknown', coalesce(first(filter(json_object_keys(to_json(struct(*), "
                    + "map('ignoreNullFields', 'false'))), k -> NOT array_contains(array(" + known + "), lower(k)))), "
                    + "CAST(array() AS ARRAY<STRING>))) FROM (SELECT * FROM " + view + " LIMIT 1))";
        }
    }

    /**
     * This batch joins the pending ones unless the log holds it already: step 1 found the batches stored but not
     * logged before this one was stored.
     */
    SqlStep addThisBatchToPending() {
        return new SqlStep(
                "This batch is pending too, unless its MERGE committed before (a re-run).",
                "SET VAR " + names.pending() + " = CASE WHEN " + names.logged() + " THEN " + names.pending()
                        + " ELSE array_union(" + names.pending() + ", array(" + names.batchId() + ")) END");
    }

    /** Whether an event's batch is pending, as a condition on the event table. */
    String isPending() {
        return BATCH + " >= array_min(" + names.pending() + ") AND array_contains(" + names.pending() + ", " + BATCH
                + ")";
    }

    /** Whether a batch id is in the log: a marker of such a batch is no longer needed. */
    static String isLogged(MergeNames names) {
        return BATCH + " IN (SELECT " + BATCH + " FROM " + names.batches() + ")";
    }

    /**
     * How step 1 counts the batch's rows below the state's compaction point, in the same pass over the batch that
     * counts its rows: an aggregate over the batch's rows, and the join that brings the point in.
     */
    record LateRows(String count, String join) {}

    /** The fingerprint of the batch view's rows, as an aggregate over them ({@link #FINGERPRINT}). */
    private String fingerprint() {
        String row = sourceColumns.isEmpty() ? "0" : "xxhash64(" + String.join(", ", sourceColumns) + ")";
        return "xxhash64(count(*), sum(CAST(" + row + " AS DECIMAL(38,0))))";
    }

    /** The error for a batch id stored before with {@code earlier} (a SQL text), where this batch has {@code v.n} rows. */
    private String reusedId(String earlier) {
        return "raise_error(concat('BATCH_ID_REUSED: batch ', " + names.batchId() + ", ' was stored with ', "
                + earlier + ", ' and this batch has ', v.n, ' rows; a batch id names the same rows, so give new"
                + " rows a new id (a new streaming checkpoint starts again at 0: start it with a new target, or"
                + " number its batches above the last one logged)'))";
    }

    /** Rows go into the event table only when their batch is stored nowhere yet. */
    String notStoredYet() {
        return "NOT " + names.stored();
    }

    /**
     * The marker row stored with a batch's events, in the same commit: it records that the batch is stored and its
     * fingerprint ({@code __scd_arrival}), even when the batch was empty or compaction dropped all its rows.
     * Its key is NULL, so no fold reads it.
     */
    String marker() {
        List<String> values = new ArrayList<>();
        for (String c : eventColumns) {
            values.add("NULL AS " + c);
        }
        return "SELECT " + String.join(", ", values) + ", NULL AS " + MergePlanner.SEQ + ", " + MARKER + " AS "
                + MergePlanner.KIND + ", " + names.batchId() + " AS " + BATCH + ", " + names.batchFingerprint() + " AS "
                + MergePlanner.ARRIVAL + "\nWHERE " + notStoredYet();
    }

    /** Whether a stored truncate waits for its MERGE; only for designs with a truncate condition. */
    String truncatePending() {
        return names.truncatePending();
    }

    List<SqlStep> afterMerge() {
        String id = names.batchId();
        return List.of(
                new SqlStep(
                        "Log the batch as applied. Only now, after the MERGE committed: if anything"
                                + " before failed, the next run folds this batch's keys again.",
                        "INSERT INTO " + names.batches() + "\nSELECT " + id + " AS " + BATCH + ", "
                                + names.batchRows() + " AS " + ROWS + ", current_timestamp() AS " + APPLIED_AT
                                + ", " + names.lateRows() + " AS " + LATE_ROWS + ", " + names.batchFingerprint()
                                + " AS "
                                + FINGERPRINT + "\nWHERE NOT " + names.logged()),
                new SqlStep(
                        "Clear the batch id, so the next batch cannot reuse it by mistake.",
                        "SET VAR " + id + " = NULL"));
    }
}
