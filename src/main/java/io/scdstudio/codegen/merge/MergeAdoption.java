package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.ARRIVAL;
import static io.scdstudio.codegen.merge.MergePlanner.BATCH;
import static io.scdstudio.codegen.merge.MergePlanner.KIND;
import static io.scdstudio.codegen.merge.MergePlanner.SEQ;

import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Adopting a target that already holds a dimension (a team migrating it into the export): its rows become the
 * export's state, as events of batch -1. For SCD2 each version is an upsert at its {@code __START_AT}, and a version
 * closed with no successor starting at its {@code __END_AT} was closed by a delete at that point, so the fold gives
 * the same versions back. For SCD1 each row is an upsert at the key's sequence value: the target's own sequence
 * column when it keeps one, else one value the caller gives for the whole table (the cut-over point).
 *
 * <p>The statements are gated by a session variable, so a runner that runs the whole file every batch is not
 * affected, and they refuse to run on a state that is not empty.
 */
final class MergeAdoption {
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;
    /** How each adoption statement's comment begins, so that a batch runner can leave them out. */
    static final String PURPOSE_PREFIX = "Adopt:";

    private final MergeColumns cols;
    private final MergeNames names;
    private final String seqType;

    MergeAdoption(MergeColumns cols, MergeNames names, String seqType) {
        this.cols = cols;
        this.names = names;
        this.seqType = seqType;
    }

    /** Whether adopting needs a sequence value from the caller: SCD1 with the sequence not kept in the target. */
    boolean needsSeedSequence() {
        return cols.scdType() == 1 && keptSequence().isEmpty();
    }

    List<SqlStep> declarations() {
        List<SqlStep> out = new ArrayList<>();
        out.add(new SqlStep(
                "Whether this run adopts an existing target (see \"Adopting an existing target\" below);"
                        + " each run of the setup statements resets it to false.",
                "DECLARE OR REPLACE VARIABLE " + names.adopt() + " BOOLEAN DEFAULT false"));
        if (needsSeedSequence()) {
            out.add(new SqlStep(
                    "The sequence value an adopted target's rows count as (the target does not keep the"
                            + " sequence column). Late events below it lose to the adopted rows.",
                    "DECLARE OR REPLACE VARIABLE " + names.seedSequence() + " " + seqType));
        }
        return out;
    }

    /** What the file says above the adoption statements: when to use them, how, and what they cannot know. */
    String howTo() {
        String set = "SET VAR " + names.adopt() + " = true"
                + (needsSeedSequence()
                        ? " and SET VAR " + names.seedSequence() + " = <the sequence value the table is current as of>"
                        : "");
        return "Adopting an existing target: when the target already holds this dimension, built by another job, run"
                + " the setup statements, then " + set + ", then the statements below and the first batch. They turn"
                + " the target's rows into the export's state; without them the first batch stops with"
                + " TARGET_WITHOUT_STATE. Otherwise they do nothing, and a batch job may leave them out (each still costs"
                + " Spark an empty write). What adoption cannot know: the events behind each"
                + " row"
                + (cols.scdType() == 2
                        ? " (a late event inside a version is folded against that version's" + " final values)"
                        : "")
                + ", and the tombstones of keys deleted before (a late update of such a key"
                + " inserts it again).";
    }

    // Over 60 lines by design: the adoption's SQL statements, written as the text they become.
    @SuppressWarnings("checkstyle:MethodLength")
    List<SqlStep> statements() {
        String gate = names.adopt();
        String stateEmpty =
                "(SELECT count(*) FROM " + names.batches() + ") + (SELECT count(*) FROM " + names.events() + ") > 0";
        String refuse = "raise_error("
                + Q.stringLiteral("STATE_NOT_EMPTY: this export already holds state for the"
                        + " target; adopt a target only before its first batch")
                + ")";
        List<String> upsert = new ArrayList<>();
        for (Column c : cols.target()) {
            upsert.add("t." + SqlText.name(c));
        }
        String seq;
        String kind = "CASE WHEN " + stateEmpty + " THEN " + refuse;
        if (cols.scdType() == 2) {
            seq = "t.__START_AT";
        } else if (keptSequence().isPresent()) {
            seq = keptSequence().get();
        } else {
            seq = names.seedSequence();
            kind += "\n    WHEN " + seq + " IS NULL THEN raise_error("
                    + Q.stringLiteral("SEED_SEQUENCE_MISSING: set " + names.seedSequence()
                            + " to the sequence value the adopted rows count as")
                    + ")";
        }
        StringBuilder sql = new StringBuilder("INSERT INTO " + names.events() + "\nSELECT " + String.join(", ", upsert)
                + ",\n  " + seq + " AS " + SEQ + ",\n  " + kind + "\n    ELSE 0 END AS " + KIND + ",\n  "
                + MergeBatchLog.ADOPTED + " AS " + BATCH + ", 0 AS " + ARRIVAL + "\nFROM " + names.target() + " AS t\n"
                + "WHERE " + gate);
        if (cols.scdType() == 2) {
            List<String> closed = new ArrayList<>();
            for (Column c : cols.target()) {
                closed.add(cols.keys().contains(c) ? "t." + SqlText.name(c) : "NULL");
            }
            sql.append("\nUNION ALL\n-- a version closed with no successor was closed by a delete\nSELECT ")
                    .append(String.join(", ", closed))
                    .append(",\n  t.__END_AT,\n  CASE WHEN ")
                    .append(stateEmpty)
                    .append(" THEN ")
                    .append(refuse)
                    .append(" ELSE 1 END,\n  ")
                    .append(MergeBatchLog.ADOPTED)
                    .append(", 0\nFROM ")
                    .append(names.target())
                    .append(" AS t\nLEFT ANTI JOIN ")
                    .append(names.target())
                    .append(" AS n ON ")
                    .append(SqlText.equal(cols.keys(), "t", "n"))
                    .append(" AND n.__START_AT <=> t.__END_AT\nWHERE ")
                    .append(gate)
                    .append(" AND t.__END_AT IS NOT NULL");
        }
        return List.of(
                new SqlStep(PURPOSE_PREFIX + " the target's rows as the state's first events.", sql.toString()),
                new SqlStep(
                        PURPOSE_PREFIX + " log the adoption as batch -1, so the first batch finds the state.",
                        "INSERT INTO " + names.batches() + "\nSELECT " + MergeBatchLog.ADOPTED + " AS " + BATCH
                                + ", (SELECT count(*) FROM " + names.target() + ") AS " + MergeBatchLog.ROWS
                                + ", current_timestamp() AS " + MergeBatchLog.APPLIED_AT + ", 0 AS "
                                + MergeBatchLog.LATE_ROWS + ", NULL AS " + MergeBatchLog.FINGERPRINT
                                + "\nWHERE " + gate
                                + " AND (SELECT count(*) FROM " + names.batches() + ") = 0"));
    }

    SqlStep reset() {
        return new SqlStep("Clear the adopt switch: adoption happens once.", "SET VAR " + names.adopt() + " = false");
    }

    /** The sequence value of an adopted SCD1 row when the target keeps every sequence column. */
    private Optional<String> keptSequence() {
        return cols.target().containsAll(cols.sequence()) ? Optional.of(cols.sequenceValue("t")) : Optional.empty();
    }
}
