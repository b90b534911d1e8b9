package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.SparkSqlQuoting;
import java.util.ArrayList;
import java.util.List;

/**
 * One writer per target, enforced: a batch (or a compaction) takes a lease row before it touches the state and gives
 * it back when done. The taking is one conditional MERGE on a one-row Delta table, so of two runs that take it at
 * once Delta lets one commit and fails the other (it read the row the first rewrote); a run that finds the lease
 * held stops with TARGET_BUSY before it writes. Two overlapping runs would otherwise fold and log each other's
 * batches half-done, and SCD2 compaction could discard a late event stored between its check and its MERGE. A run
 * that dies keeps the lease until it lapses, so a stale lease never blocks a target for good.
 */
final class WriterLease {
    static final String HOLDER = "__scd_holder";
    static final String TAKEN_AT = "__scd_taken_at";
    /** How the lease statements' purposes begin; a batch runner that stops before a batch stops here. */
    static final String STEP = "Step 0:";

    private final MergeNames names;
    private final String targetName;

    WriterLease(MergeNames names, String targetName) {
        this.names = names;
        this.targetName = targetName;
    }

    List<SqlStep> setup(String createTableSql) {
        return List.of(
                new SqlStep(
                        "Hidden state: the writer lease. The run writing the target holds it; do not write to it by"
                                + " hand, except to release a lease no run holds (see step 0).",
                        createTableSql),
                new SqlStep(
                        "This run's writer id: each run of the setup statements draws a new one.",
                        "DECLARE OR REPLACE VARIABLE " + names.writer() + " STRING DEFAULT uuid()"),
                new SqlStep(
                        "How long a lease lasts when its run died without giving it back: after that, a new run"
                                + " takes it over (the writer lease lapses).",
                        "DECLARE OR REPLACE VARIABLE " + names.leaseMinutes() + " INT DEFAULT 30"),
                new SqlStep(
                        "Whether this run holds the lease; set by step 0.",
                        "DECLARE OR REPLACE VARIABLE " + names.leaseHeld() + " BOOLEAN DEFAULT false"));
    }

    static List<String> columns() {
        return List.of(HOLDER + " STRING", TAKEN_AT + " TIMESTAMP");
    }

    /**
     * Take the lease when {@code when} (SQL) holds, or stop with TARGET_BUSY; then note that it is held. The purposes
     * begin with {@code prefix}. The refusal is a clause of the taking MERGE itself, not a read of the lease table
     * after it: a read of a table just committed costs Delta a rebuild of its state (about 600 ms a batch, measured
     * in docs/performance-spark.md), and the MERGE has the row in hand.
     */
    List<SqlStep> take(String prefix, String when) {
        String writer = names.writer();
        String lapsed = "l." + TAKEN_AT + " < current_timestamp() - make_interval(0, 0, 0, 0, 0, "
                + names.leaseMinutes() + ", 0)";
        String busy = "TARGET_BUSY: " + targetName + " is being written by another run, which took its lease at ";
        String fix = "; one run writes a target at a time. If no other run is writing (a run that failed keeps the"
                + " lease until it lapses), release it: UPDATE " + names.lease() + " SET " + HOLDER + " = NULL";
        String refuse = "raise_error(concat(" + SparkSqlQuoting.INSTANCE.stringLiteral(busy) + ", CAST(l." + TAKEN_AT
                + " AS STRING), ' (it lapses ', CAST(" + names.leaseMinutes() + " AS STRING), ' minutes after)', "
                + SparkSqlQuoting.INSTANCE.stringLiteral(fix) + "))";
        String merge = "MERGE INTO " + names.lease() + " AS l\nUSING (SELECT 1 AS one WHERE " + when + ") AS w\n"
                + "ON TRUE\n"
                + "WHEN MATCHED AND (l." + HOLDER + " IS NULL OR l." + HOLDER + " = " + writer + " OR " + lapsed
                + ") THEN UPDATE SET " + HOLDER + " = " + writer + ", " + TAKEN_AT + " = current_timestamp()\n"
                + "WHEN MATCHED THEN UPDATE SET " + HOLDER + " = " + refuse + "\n"
                + "WHEN NOT MATCHED THEN INSERT (" + HOLDER + ", " + TAKEN_AT + ") VALUES (" + writer
                + ", current_timestamp())";
        List<SqlStep> out = new ArrayList<>();
        out.add(new SqlStep(
                prefix + " take the writer lease: free, this run's, or lapsed; held by another run, stop with"
                        + " TARGET_BUSY before anything is written. Of two runs taking it at once, Delta commits one"
                        + " and fails the other.",
                merge));
        out.add(new SqlStep(
                prefix + " this run holds the lease now.", "SET VAR " + names.leaseHeld() + " = (" + when + ")"));
        return out;
    }

    /** Give the lease back, if this run holds it. */
    SqlStep release(String purpose) {
        return new SqlStep(
                purpose,
                "UPDATE " + names.lease() + " SET " + HOLDER + " = NULL, " + TAKEN_AT + " = NULL\nWHERE "
                        + names.leaseHeld() + " AND " + HOLDER + " <=> " + names.writer());
    }
}
