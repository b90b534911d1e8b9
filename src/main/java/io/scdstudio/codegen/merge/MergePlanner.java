package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.SourceViewCode;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Plans the portable export of a CDC flow as "recompute affected keys" (spec §13.3, docs/decisions/0006):
 * every event is kept in a hidden Delta table; each micro-batch appends its classified events, and the
 * keys it touches (all keys, when it holds a truncate) are folded again from all their events with window
 * functions ({@link FoldSql}) and merged into the target.
 */
final class MergePlanner {
    static final String ARRIVAL = "__scd_arrival";
    static final String SEQ = "__scd_seq";
    static final String KIND = "__scd_kind";
    static final String BATCH = "__scd_batch";
    static final String ACTION = "__scd_action";
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;
    private static final List<String> CDF = List.of("'delta.enableChangeDataFeed' = 'true'");
    /**
     * Hidden tables: no change data feed (a MERGE that drops events would write each one again as a change record
     * nobody reads) and no deletion vectors (measured: the compaction MERGE took 3.2 s a batch with them against 2.2
     * s without, as the files of dropped events are never rewritten and every scan reads their vectors; see
     * docs/performance-spark.md). Both are set, not left out, as a workspace default may turn either on.
     */
    private static final List<String> HIDDEN =
            List.of("'delta.enableChangeDataFeed' = 'false'", "'delta.enableDeletionVectors' = 'false'");
    /** Delta refuses these characters in column names unless the table maps columns by name. */
    private static final String NEEDS_MAPPING = " ,;{}()\n\t=";

    private static final List<String> COLUMN_MAPPING = List.of(
            "'delta.columnMapping.mode' = 'name'", "'delta.minReaderVersion' = '2'", "'delta.minWriterVersion' = '5'");

    private final CdcFlowSettings flow;
    private final MergeColumns cols;
    private final MergeNames names;
    /** The target and the event table share the keys and their leading columns, so one decision serves both. */
    private final KeyClustering clustering;

    private MergePlanner(CdcFlowSettings flow, MergeColumns cols, MergeNames names) {
        this.flow = flow;
        this.cols = cols;
        this.names = names;
        this.clustering = KeyClustering.of(cols.keys(), cols.target());
    }

    static MergePlan plan(ExportRequest request) {
        if (!(request.flow() instanceof CdcFlowSettings cdc)) {
            throw Errors.at(
                    Location.field("source"),
                    ErrorClass.SNAPSHOT_FLOW_NOT_EXPORTABLE,
                    "the portable MERGE export covers change-feed flows only, and this is a snapshot flow",
                    "Export it as Lakeflow Python, or turn the snapshots into a change feed first");
        }
        MergeNames names = MergeNames.of(cdc);
        MergeColumns cols = MergeColumns.resolve(cdc, request.sourceSchema());
        return new MergePlanner(cdc, cols, names).build(request);
    }

    private MergePlan build(ExportRequest request) {
        List<SqlStep> batch = new ArrayList<>();
        String input = names.batchView();
        if (request.sourceView().isPresent()) {
            SourceView view = request.sourceView().get();
            input = Q.identifier(TableName.parse(flow.source(), "source").lastPart() + "_raw_batch");
            batch.add(flatten(view, input));
        }
        MergeBatchLog log = batchLog(request);
        MergeAdoption adoption = new MergeAdoption(cols, names, seqType());
        StateCompaction compaction = cols.scdType() == 2
                ? new VersionCompaction(cols, names, seqType())
                : new EventCompaction(cols, names, flow.applyAsTruncates().isPresent());
        List<String> expected = expectedColumns(request);
        batch.add(log.checkBatch(
                flow.applyAsTruncates().map(t -> "(" + embedded(t) + ")"),
                compaction.lateRows(),
                new MergeBatchLog.InputColumns(input, expected)));
        WriterLease lease = new WriterLease(names, flow.target());
        batch.addAll(0, lease.take(WriterLease.STEP, "true"));
        batch.addAll(stagingSteps(log));
        List<SqlStep> setup = setupSteps(log, lease, adoption, compaction);
        List<SqlStep> after = new ArrayList<>(log.afterMerge());
        after.add(adoption.reset());
        SqlStep release = lease.release("Give the writer lease back: the batch is done.");
        after.add(release);
        List<SqlStep> compactionSteps = compactionSteps(lease, compaction);
        return new MergePlan(
                names.batchView(),
                request.sourceSchema().columns(),
                setup,
                new MergePlan.Adoption(adoption.howTo(), adoption.statements(), adoption.needsSeedSequence()),
                compaction,
                compactionSteps,
                batch,
                merge(),
                after,
                MergeNotes.of(flow, cols),
                request.sourceView(),
                input,
                names,
                release);
    }

    private SqlStep flatten(SourceView view, String input) {
        return new SqlStep(
                "Flatten the raw rows of the " + view.formatName() + " into the source rows"
                        + " the flow reads, as SCD Studio's reader does. " + String.join(" ", view.notes()),
                "CREATE OR REPLACE TEMPORARY VIEW " + names.batchView() + " AS\n"
                        + SourceViewCode.sql(view, input, Q.identifier(ARRIVAL), Optional.of(Q.identifier(ARRIVAL))));
    }

    private MergeBatchLog batchLog(ExportRequest request) {
        return new MergeBatchLog(
                names,
                flow.target(),
                cols.target().stream().map(SqlText::name).toList(),
                request.sourceSchema().columns().stream().map(SqlText::name).toList());
    }

    /** The columns a batch must arrive with: the source's (raw, when a source view flattens them) and the arrival. */
    private static List<String> expectedColumns(ExportRequest request) {
        List<String> expected = new ArrayList<>(
                request
                        .sourceView()
                        .map(SourceView::rawColumns)
                        .orElse(request.sourceSchema().columns())
                        .stream()
                        .map(Column::name)
                        .toList());
        expected.add(ARRIVAL);
        return expected;
    }

    /** The batch's steps from marking it pending to the rows staged for the MERGE. */
    private List<SqlStep> stagingSteps(MergeBatchLog log) {
        List<SqlStep> steps = new ArrayList<>();
        steps.add(log.addThisBatchToPending());
        steps.add(new IncomingEvents(flow, cols, names).append(log));
        steps.add(affectedKeys(log));
        steps.add(new FoldSql(cols, names, flow.applyAsTruncates().isPresent()).foldView());
        steps.add(stagedRows());
        return steps;
    }

    private List<SqlStep> setupSteps(
            MergeBatchLog log, WriterLease lease, MergeAdoption adoption, StateCompaction compaction) {
        List<SqlStep> setup = new ArrayList<>(List.of(
                createTarget(),
                createEvents(),
                log.createLog(createTable(names.batches(), MergeBatchLog.logColumns(), false)),
                log.declareBatchId()));
        setup.addAll(3, lease.setup(createTable(names.lease(), WriterLease.columns(), false)));
        setup.addAll(log.declareBatchState(flow.applyAsTruncates().isPresent()));
        setup.addAll(adoption.declarations());
        setup.add(compaction.declaration());
        return setup;
    }

    private List<SqlStep> compactionSteps(WriterLease lease, StateCompaction compaction) {
        String compacting = compaction.needsPoint() ? names.compactBefore() + " IS NOT NULL" : names.compact();
        List<SqlStep> steps = new ArrayList<>(lease.take(StateCompaction.PURPOSE_PREFIX, compacting));
        List<SqlStep> body = compaction.statements();
        steps.addAll(body.subList(0, body.size() - 1));
        steps.add(lease.release(StateCompaction.PURPOSE_PREFIX + " give the writer lease back."));
        steps.add(body.get(body.size() - 1));
        return steps;
    }

    private SqlStep createTarget() {
        List<String> defs = new ArrayList<>();
        for (Column c : cols.target()) {
            defs.add(SqlText.name(c) + " " + SqlText.type(c));
        }
        if (cols.scdType() == 2) {
            defs.add("__START_AT " + seqType());
            defs.add("__END_AT " + seqType());
        }
        return new SqlStep(
                "The target, shaped as AUTO CDC shapes it: the selected source columns in source order"
                        + (cols.scdType() == 2 ? ", then __START_AT and __END_AT of the sequence's type." : ".")
                        + clustering.note(names.target()),
                createTable(names.target(), defs, clustering.clause(), true));
    }

    private SqlStep createEvents() {
        List<String> defs = new ArrayList<>();
        for (Column c : cols.target()) {
            defs.add(SqlText.name(c) + " " + SqlText.type(c));
        }
        defs.add(SEQ + " " + seqType());
        defs.add(KIND + " int");
        defs.add(BATCH + " bigint");
        defs.add(ARRIVAL + " bigint");
        return new SqlStep(
                "Hidden state: the events received so far (compaction drops those that can no longer decide a"
                        + " row), each with its sequence value, its kind (0 upsert, 1 delete, 2 truncate), its micro-batch"
                        + " and its arrival order in that batch."
                        + " Late data and deletes are folded from here; do not write to this table by hand."
                        + clustering.note(names.events()),
                createTable(names.events(), defs, clustering.clause(), false));
    }

    /** @param userFacing the target, whose change data feed downstream jobs read; else a hidden state table */
    String createTable(String table, List<String> defs, boolean userFacing) {
        return createTable(table, defs, Optional.empty(), userFacing);
    }

    private String createTable(String table, List<String> defs, Optional<String> clusterBy, boolean userFacing) {
        List<String> properties = new ArrayList<>(userFacing ? CDF : HIDDEN);
        if (needsColumnMapping()) {
            properties.addAll(COLUMN_MAPPING);
        }
        return "CREATE TABLE IF NOT EXISTS " + table + " (\n  " + String.join(",\n  ", defs) + "\n)\nUSING DELTA\n"
                + clusterBy.map(c -> c + "\n").orElse("")
                + (properties.size() == 1
                        ? "TBLPROPERTIES (" + properties.get(0) + ")"
                        : "TBLPROPERTIES (\n  " + String.join(",\n  ", properties) + "\n)");
    }

    private boolean needsColumnMapping() {
        return Stream.concat(cols.target().stream(), cols.sequence().stream())
                .anyMatch(c -> c.name().chars().anyMatch(ch -> NEEDS_MAPPING.indexOf(ch) >= 0));
    }

    /**
     * A user's condition inside a line of generated SQL: one that holds a {@code --} comment (or a {@code --} in a
     * literal; the line break is harmless there) gets a line break after it, so the comment ends with the condition
     * instead of swallowing the rest of the CASE.
     */
    static String embedded(String condition) {
        return condition.contains("--") ? condition + "\n" : condition;
    }

    private SqlStep affectedKeys(MergeBatchLog log) {
        String keys = SqlText.list(cols.keys(), "");
        String why = "Step 3: the keys of every batch stored but not yet logged as applied (this one, and any whose"
                + " MERGE failed before); only their rows are folded again.";
        String pending = log.isPending();
        if (flow.applyAsTruncates().isEmpty()) {
            return new SqlStep(
                    why,
                    "CREATE OR REPLACE TEMPORARY VIEW " + names.affected() + " AS\nSELECT DISTINCT " + keys + "\nFROM "
                            + names.events() + "\nWHERE " + KIND + " IN (0, 1) AND " + pending);
        }
        String truncated = log.truncatePending();
        return new SqlStep(
                why + " A truncate reaches every key, so a batch holding one touches them all, those of the target"
                        + " included (compaction has dropped the events the truncate ended).",
                "CREATE OR REPLACE TEMPORARY VIEW " + names.affected() + " AS\nSELECT DISTINCT " + keys + "\nFROM "
                        + names.events() + "\nWHERE " + KIND + " IN (0, 1) AND (" + pending + " OR " + truncated
                        + ")\nUNION\nSELECT DISTINCT " + keys + "\nFROM " + names.target() + "\nWHERE " + truncated);
    }

    private SqlStep stagedRows() {
        if (cols.scdType() == 1) {
            List<String> select = new ArrayList<>();
            for (Column c : cols.target()) {
                select.add((cols.keys().contains(c) ? "a." : "f.") + SqlText.name(c));
            }
            return new SqlStep(
                    "Step 5: one row per affected key - its folded row to upsert, or, when the fold"
                            + " leaves the key absent (deleted or truncated), a row that deletes it.",
                    "CREATE OR REPLACE TEMPORARY VIEW " + names.staged() + " AS\nSELECT " + String.join(", ", select)
                            + ",\n  CASE WHEN f." + SqlText.name(cols.keys().get(0))
                            + " IS NULL THEN 'delete' ELSE 'upsert' END AS " + ACTION + "\nFROM " + names.affected()
                            + " AS a\nLEFT JOIN " + names.fold() + " AS f ON " + SqlText.equal(cols.keys(), "a", "f"));
        }
        String all = SqlText.list(cols.target(), "");
        return new SqlStep(
                "Step 5: the affected keys' new history (to upsert), plus every current target row of"
                        + " those keys that the new history no longer has (to delete). This is the merge-key pattern of"
                        + " the Delta docs, keyed on the keys and __START_AT.",
                "CREATE OR REPLACE TEMPORARY VIEW " + names.staged() + " AS\nSELECT " + all
                        + ", __START_AT, __END_AT, 'upsert' AS " + ACTION + "\nFROM " + names.fold()
                        + "\nUNION ALL\nSELECT " + SqlText.list(cols.target(), "t") + ", t.__START_AT, t.__END_AT, "
                        + "'delete' AS " + ACTION + "\nFROM " + names.target() + " AS t\nJOIN " + names.affected()
                        + " AS a ON " + SqlText.equal(cols.keys(), "t", "a") + "\nLEFT ANTI JOIN " + names.fold()
                        + " AS f ON " + SqlText.equal(cols.keys(), "t", "f") + " AND t.__START_AT <=> f.__START_AT");
    }

    private DeltaMerge merge() {
        boolean scd2 = cols.scdType() == 2;
        String on = SqlText.equal(cols.keys(), "t", "s") + (scd2 ? " AND t.__START_AT <=> s.__START_AT" : "");
        List<DeltaMerge.Assignment> update = new ArrayList<>();
        List<DeltaMerge.Assignment> insert = new ArrayList<>();
        List<Column> compared = new ArrayList<>();
        for (Column c : cols.target()) {
            insert.add(new DeltaMerge.Assignment(c.name(), "s." + SqlText.name(c)));
            if (!cols.keys().contains(c)) {
                update.add(new DeltaMerge.Assignment(c.name(), "s." + SqlText.name(c)));
                compared.add(c);
            }
        }
        String changed = compared.isEmpty() ? "" : "NOT (" + SqlText.same(compared, "t", "s");
        if (scd2) {
            insert.add(new DeltaMerge.Assignment("__START_AT", "s.__START_AT"));
            insert.add(new DeltaMerge.Assignment("__END_AT", "s.__END_AT"));
            update.add(new DeltaMerge.Assignment("__END_AT", "s.__END_AT"));
            changed = changed.isEmpty() ? "NOT (t.__END_AT <=> s.__END_AT" : changed + " AND t.__END_AT <=> s.__END_AT";
        }
        return new DeltaMerge(
                "Step 6: write the result in one atomic MERGE. Rows that did not change are left"
                        + " alone, so the target's change data feed shows only real changes.",
                names.target(),
                names.staged(),
                on,
                "s." + ACTION + " = 'delete'",
                changed.isEmpty() ? "" : changed + ")",
                update,
                "s." + ACTION + " = 'upsert'",
                insert);
    }

    String seqType() {
        return cols.structSequence()
                ? SqlText.structType(cols.sequence())
                : SqlText.type(cols.sequence().get(0));
    }
}
