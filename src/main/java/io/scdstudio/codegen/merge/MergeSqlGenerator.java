package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.FlowSummary;
import io.scdstudio.codegen.SourceViewCode;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * Portable Delta MERGE SQL: Spark SQL statements that apply one micro-batch of a change feed with the full
 * AUTO CDC semantics on any Spark with Delta Lake (spec §13.3; docs/decisions/0006). Each statement ends
 * with a line holding only {@code ;}, so a runner can split the file there.
 */
public final class MergeSqlGenerator implements CodeGenerator {
    /** The line that ends every statement. */
    public static final String STATEMENT_END = ";";

    @Override
    public String id() {
        return "merge-sql";
    }

    @Override
    public String displayName() {
        return "Delta MERGE SQL";
    }

    @Override
    public String fileExtension() {
        return "sql";
    }

    @Override
    public String lineComment() {
        return "--";
    }

    @Override
    public String language() {
        return "SQL";
    }

    /** The portable export folds change feeds; a snapshot flow is refused (export it as Lakeflow Python). */
    @Override
    public boolean writesSnapshotFlows() {
        return false;
    }

    @Override
    public String generate(ExportRequest request) {
        MergePlan plan = MergePlanner.plan(request);
        CodeWriter w = new CodeWriter(lineComment(), 2);
        FlowSummary.of(request.flow()).forEach(w::comment);
        w.commentVerbatim("");
        w.comment("Portable Delta MERGE SQL: applies one micro-batch of the change feed with the full AUTO CDC"
                + " semantics, on any Spark with Delta Lake; no Lakeflow runtime is needed.");
        w.comment(RUNTIME);
        w.comment(howToRun(plan));
        w.comment(guarantees(plan));
        plan.notes().forEach(w::comment);
        for (SqlStep step : plan.setup()) {
            statement(w, step.purpose(), step.sql());
        }
        w.blank().comment(plan.adoption().howTo());
        for (SqlStep step : plan.adoption().statements()) {
            statement(w, step.purpose(), step.sql());
        }
        w.blank().comment(plan.compaction().howTo());
        for (SqlStep step : plan.compactionSteps()) {
            statement(w, step.purpose(), step.sql());
        }
        w.blank().comment("Per micro-batch: run every statement below, in order.");
        for (SqlStep step : plan.perBatch()) {
            statement(w, step.purpose(), step.sql());
        }
        statement(w, plan.merge().purpose(), mergeSql(plan.merge()));
        for (SqlStep step : plan.afterMerge()) {
            statement(w, step.purpose(), step.sql());
        }
        return w.toString();
    }

    /** The oldest runtimes with everything the statements use; session variables are the newest of it. */
    static final String RUNTIME = "Runs on: Apache Spark 4.0 or later with Delta Lake 4.0 or later, or Databricks"
            + " Runtime 14.1 or later (it uses SQL session variables and Delta MERGE).";

    /** What a run of the file promises, in the words an on-call engineer needs. */
    static String guarantees(MergePlan plan) {
        return "What a batch guarantees: nothing is written before its checks pass; its events are stored once under"
                + " its batch id; the target changes in one MERGE; the id goes into "
                + plan.names().batches()
                + " only after that MERGE committed. So a batch run again with the same id stores nothing twice and"
                + " leaves the target as it is, and a batch whose MERGE failed is folded again by the next run,"
                + " whatever its id. Between the event append and the MERGE, readers of the target see the previous"
                + " batch's table. One run writes the target at a time: a batch or a compaction takes the writer lease"
                + " in " + plan.names().lease() + " first and gives it back at its end; a second run stops with"
                + " TARGET_BUSY (or, when both take it in the same instant, with Delta's concurrent-update error on"
                + " the lease table), before it writes anything. A run that fails keeps the lease until it lapses ("
                + plan.names().leaseMinutes() + ", 30 minutes unless set after the setup statements): run UPDATE "
                + plan.names().lease() + " SET " + WriterLease.HOLDER + " = NULL once no run is writing, or set"
                + " the variable lower, to retry sooner.";
    }

    /**
     * The file's statements, split where its header tells a runner to (a line holding only a semicolon), without the
     * comment-only chunks; comments inside a statement stay, as Spark reads them.
     */
    public static List<String> statements(String file) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : (file + "\n" + STATEMENT_END).split("\n", -1)) {
            if (!line.equals(STATEMENT_END)) {
                current.append(line).append('\n');
                continue;
            }
            String chunk = current.toString();
            if (chunk.lines().map(String::strip).anyMatch(l -> !l.isEmpty() && !l.startsWith("--"))) {
                out.add(chunk.strip());
            }
            current.setLength(0);
        }
        return List.copyOf(out);
    }

    /**
     * The statements a batch job runs: the file's statements without the adoption and compaction ones, which do
     * nothing unless their switch is on and are run by themselves, once to adopt a target, now and then to compact.
     */
    public static List<String> batchStatements(String file) {
        return statements(file).stream()
                .filter(s ->
                        !hasPurpose(s, MergeAdoption.PURPOSE_PREFIX) && !hasPurpose(s, StateCompaction.PURPOSE_PREFIX))
                .toList();
    }

    /**
     * The statements that compact an export's state, run between batches after the setup statements and the switch:
     * {@code SET VAR <target>__scd_compact_before = <point>} for SCD2, {@code SET VAR <target>__scd_compact = true} for
     * SCD1.
     */
    public static List<String> compactionStatements(String file) {
        return statements(file).stream()
                .filter(s -> hasPurpose(s, StateCompaction.PURPOSE_PREFIX))
                .toList();
    }

    private static boolean hasPurpose(String statement, String prefix) {
        return statement.lines().anyMatch(l -> l.startsWith("-- " + prefix));
    }

    static String howToRun(MergePlan plan) {
        List<String> columns = new ArrayList<>();
        for (Column c : plan.inputColumns()) {
            columns.add(SqlText.name(c));
        }
        String rows = plan.sourceView()
                .map(v -> "the raw rows of the " + v.formatName() + " (" + SourceViewCode.rawColumns(v) + ")")
                .orElse("the source columns (" + String.join(", ", columns) + ")");
        return "How to run: register the micro-batch as the temporary view " + plan.inputView() + " with " + rows
                + " plus " + MergePlanner.ARRIVAL + " (bigint,"
                + " the row's arrival order within the batch; it decides ties between equal sequence values). Then"
                + " run the statements below in order, the setup ones included (they create the tables only once)."
                + " To give the batch an id (safe re-runs), run SET VAR "
                + plan.names().batchId() + " = <id> right"
                + " after the setup statements; without it the batch gets the next number. Each statement ends with a"
                + " line holding only a semicolon.";
    }

    private static void statement(CodeWriter w, String purpose, String sql) {
        w.blank().comment(purpose).line(sql).line(STATEMENT_END);
    }

    /** The MERGE as one Spark SQL statement; clauses without a condition are left out. */
    static String mergeSql(DeltaMerge m) {
        StringBuilder sql = new StringBuilder("MERGE INTO " + m.target() + " AS t\nUSING " + m.source() + " AS s\nON "
                + m.on() + "\nWHEN MATCHED AND " + m.deleteWhen() + " THEN DELETE");
        if (!m.update().isEmpty()) {
            sql.append("\nWHEN MATCHED AND ")
                    .append(m.updateWhen())
                    .append(" THEN UPDATE SET\n  ")
                    .append(assignments(m.update()));
        }
        List<String> columns = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (DeltaMerge.Assignment a : m.insert()) {
            columns.add(SqlText.name(a.column()));
            values.add(a.expression());
        }
        return sql.append("\nWHEN NOT MATCHED AND ")
                .append(m.insertWhen())
                .append(" THEN INSERT (")
                .append(String.join(", ", columns))
                .append(")\n  VALUES (")
                .append(String.join(", ", values))
                .append(")")
                .toString();
    }

    private static String assignments(List<DeltaMerge.Assignment> list) {
        List<String> out = new ArrayList<>();
        for (DeltaMerge.Assignment a : list) {
            out.add(SqlText.name(a.column()) + " = " + a.expression());
        }
        return String.join(",\n  ", out);
    }
}
