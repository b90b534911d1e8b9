package io.scdstudio.codegen.merge;

import static io.scdstudio.codegen.merge.MergePlanner.ARRIVAL;
import static io.scdstudio.codegen.merge.MergePlanner.BATCH;
import static io.scdstudio.codegen.merge.MergePlanner.KIND;
import static io.scdstudio.codegen.merge.MergePlanner.SEQ;

import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;

/** A micro-batch's rows as the events the export stores: classified, checked for NULLs and numbered by arrival. */
final class IncomingEvents {
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;

    private final CdcFlowSettings flow;
    private final MergeColumns cols;
    private final MergeNames names;

    IncomingEvents(CdcFlowSettings flow, MergeColumns cols, MergeNames names) {
        this.flow = flow;
        this.cols = cols;
        this.names = names;
    }

    /** Step 2 of a batch, which appends the batch's events and its marker row to the event table. */
    SqlStep append(MergeBatchLog log) {
        String incoming = incoming(log);
        String why = "Step 2: classify the batch's rows - truncate if the truncate"
                + " condition is TRUE, else delete if the delete condition is TRUE, else upsert (a NULL condition"
                + " means upsert) - and store them with a marker row that records the batch, unless this batch id is"
                + " stored already. A NULL sequence, or a NULL key on a row that is not a truncate, fails the"
                + " statement, so a bad batch changes nothing.";
        return new SqlStep(why, "INSERT INTO " + names.events() + "\n" + incoming + "\nUNION ALL\n" + log.marker());
    }

    /** The batch's rows as events, checked and classified; none when the batch id is stored already. */
    private String incoming(MergeBatchLog log) {
        StringBuilder sql = new StringBuilder("SELECT\n");
        for (Column c : cols.target()) {
            sql.append("  ").append(SqlText.name(c)).append(",\n");
        }
        sql.append("  ")
                .append(cols.sequenceValue(""))
                .append(" AS ")
                .append(SEQ)
                .append(",\n");
        sql.append(checkedKind());
        sql.append("  ")
                .append(names.batchId())
                .append(" AS ")
                .append(BATCH)
                .append(",\n  ")
                // Numbered afresh within each key, in arrival order: compaction deletes an event by (keys, sequence,
                // kind, batch, arrival), which must name one event even when a source sends a row twice with one
                // arrival value (at-least-once delivery). Only events of one key are ever compared by arrival.
                .append("row_number() OVER (PARTITION BY ")
                .append(SqlText.list(cols.keys(), ""))
                .append(" ORDER BY ")
                .append(ARRIVAL)
                .append(") - 1 AS ")
                .append(ARRIVAL)
                .append("\nFROM (\n  SELECT *,\n    ")
                .append(classification())
                .append(" AS ")
                .append(KIND)
                .append("\n  FROM ")
                .append(names.batchView())
                .append("\n) AS classified\nWHERE ")
                .append(log.notStoredYet());
        return sql.toString();
    }

    /** The kind as classified, unless the row's sequence, or its key in a row that is not a truncate, is NULL. */
    private String checkedKind() {
        StringBuilder sql = new StringBuilder("  CASE\n");
        if (!cols.structSequence()) {
            Column s = cols.sequence().get(0);
            sql.append("    WHEN ")
                    .append(SqlText.name(s))
                    .append(" IS NULL THEN raise_error(")
                    .append(Q.stringLiteral("NULL_SEQUENCE: sequence column " + s.name() + " is NULL"))
                    .append(")\n");
        }
        for (Column k : cols.keys()) {
            sql.append("    WHEN ")
                    .append(KIND)
                    .append(" <> 2 AND ")
                    .append(SqlText.name(k))
                    .append(" IS NULL THEN raise_error(")
                    .append(Q.stringLiteral(
                            "NULL_KEY: key column " + k.name() + " is NULL in a row that is not a truncate"))
                    .append(")\n");
        }
        sql.append("    ELSE ").append(KIND).append("\n  END AS ").append(KIND).append(",\n");
        return sql.toString();
    }

    private String classification() {
        if (flow.applyAsTruncates().isEmpty() && flow.applyAsDeletes().isEmpty()) {
            return "0"; // "CASE ELSE 0 END" does not parse: a design without conditions only upserts
        }
        StringBuilder c = new StringBuilder("CASE");
        flow.applyAsTruncates()
                .ifPresent(t ->
                        c.append(" WHEN (").append(MergePlanner.embedded(t)).append(") THEN 2"));
        flow.applyAsDeletes()
                .ifPresent(d ->
                        c.append(" WHEN (").append(MergePlanner.embedded(d)).append(") THEN 1"));
        return c.append(" ELSE 0 END").toString();
    }
}
