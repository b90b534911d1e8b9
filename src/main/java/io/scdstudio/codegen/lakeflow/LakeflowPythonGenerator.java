package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.FlowSummary;
import io.scdstudio.codegen.PythonQuoting;
import io.scdstudio.codegen.SourceViewCode;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Lakeflow Declarative Pipelines Python ({@code from pyspark import pipelines as dp}): the target streaming
 * table and one {@code dp.create_auto_cdc_flow} or {@code dp.create_auto_cdc_from_snapshot_flow} call that
 * passes exactly the parameters the design sets, in the order of the documented signature; defaults are
 * left out.
 */
public final class LakeflowPythonGenerator implements CodeGenerator {
    static final String RUNTIME = "Runs on: Databricks Lakeflow Declarative Pipelines, current channel (the"
            + " pyspark.pipelines module and the AUTO CDC names of 2025; on an older channel use import dlt and"
            + " dlt.apply_changes or dlt.apply_changes_from_snapshot, which take the same parameters).";
    private static final int INDENT = 4;
    private static final PythonQuoting Q = PythonQuoting.INSTANCE;

    @Override
    public String id() {
        return "lakeflow-python";
    }

    @Override
    public String displayName() {
        return "Lakeflow Python";
    }

    @Override
    public String fileExtension() {
        return "py";
    }

    @Override
    public String lineComment() {
        return "#";
    }

    @Override
    public String language() {
        return "Python";
    }

    @Override
    public String generate(ExportRequest request) {
        CodeWriter w = new CodeWriter(lineComment(), INDENT);
        FlowSummary.of(request.flow()).forEach(w::comment);
        w.comment(RUNTIME);
        OlderChannel.caveat(request.flow(), true).ifPresent(w::comment);
        w.blank();
        writeBody(request, w);
        return w.toString();
    }

    private void writeBody(ExportRequest request, CodeWriter w) {
        FlowSettings flow = request.flow();
        TableName.parse(flow.target(), "target");
        TableName.parse(request.sourceName(), "source");
        TreeSet<String> functions = new TreeSet<>();
        PythonCall call = flow instanceof CdcFlowSettings cdc
                ? cdcCall(cdc, request.flatViewName(), functions)
                : snapshotCall((SnapshotFlowSettings) flow, request.historicalSnapshots());
        if (request.historicalSnapshots()) {
            w.line("import re").line("import time").blank();
        }
        w.line("from pyspark import pipelines as dp");
        if (!functions.isEmpty()) {
            w.line("from pyspark.sql.functions import " + String.join(", ", functions));
        }
        w.blank()
                .line("dp.create_streaming_table(" + Q.stringLiteral(flow.target()) + ")")
                .blank();
        if (flow instanceof SnapshotFlowSettings s && s.name().isPresent()) {
            w.comment(
                    "The design names this flow " + s.name().get() + ", but create_auto_cdc_from_snapshot_flow takes no"
                            + " name: the pipeline names a snapshot flow after its target.");
        }
        if (request.historicalSnapshots()) {
            HistoricalSnapshotsPython.write(request, w);
        } else if (flow instanceof SnapshotFlowSettings
                && request.snapshotVersions().isPresent()) {
            w.comment("Periodic snapshots: each pipeline update takes one snapshot of " + request.sourceName()
                    + ", versioned by the update's time. The design's snapshots carry their own timestamps; if they are"
                    + " files with a version of their own, pass a next_snapshot_and_version function as source instead"
                    + " (the export of a design with numbered versions shows one).");
        }
        if (flow instanceof CdcFlowSettings && request.sourceView().isPresent()) {
            String name = request.flatViewName().orElseThrow();
            SourceViewCode.description(request.sourceView().get(), request.sourceName(), "The temporary view " + name)
                    .forEach(w::comment);
            SourceViewCode.python(request.sourceView().get(), request.sourceName(), name, w);
            w.blank();
        }
        call.writeTo(w, INDENT);
    }

    private static PythonCall cdcCall(CdcFlowSettings f, Optional<String> flatView, TreeSet<String> functions) {
        PythonCall call = new PythonCall("dp.create_auto_cdc_flow")
                .arg("target", Q.stringLiteral(f.target()))
                .arg("source", Q.stringLiteral(flatView.orElse(f.source())))
                .listArg("keys", strings(f.keys()))
                .arg(FlowParameters.SEQUENCE_BY, sequence(f.sequenceBy(), functions));
        if (f.ignoreNullUpdates()) {
            call.arg(FlowParameters.IGNORE_NULL_UPDATES, "True");
        }
        optionalList(call, FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST, f.ignoreNullUpdatesColumnList());
        optionalList(
                call, FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST, f.ignoreNullUpdatesExceptColumnList());
        condition(call, FlowParameters.APPLY_AS_DELETES, f.applyAsDeletes(), functions);
        condition(call, FlowParameters.APPLY_AS_TRUNCATES, f.applyAsTruncates(), functions);
        optionalList(call, FlowParameters.COLUMN_LIST, f.columnList());
        optionalList(call, FlowParameters.EXCEPT_COLUMN_LIST, f.exceptColumnList());
        finish(call, f);
        return call;
    }

    private static PythonCall snapshotCall(SnapshotFlowSettings f, boolean historical) {
        PythonCall call = new PythonCall("dp.create_auto_cdc_from_snapshot_flow")
                .arg("target", Q.stringLiteral(f.target()))
                .arg("source", historical ? HistoricalSnapshotsPython.FUNCTION : Q.stringLiteral(f.source()))
                .listArg("keys", strings(f.keys()));
        finish(call, f);
        return call;
    }

    /** The parameters both flow kinds share, which close the signature. */
    private static void finish(PythonCall call, FlowSettings f) {
        f.storedAsScdType().ifPresent(t -> call.arg(FlowParameters.STORED_AS_SCD_TYPE, Integer.toString(t)));
        optionalList(call, FlowParameters.TRACK_HISTORY_COLUMN_LIST, f.trackHistoryColumnList());
        optionalList(call, FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST, f.trackHistoryExceptColumnList());
        // create_auto_cdc_from_snapshot_flow documents no name parameter: a snapshot flow is named after its target.
        if (f instanceof CdcFlowSettings c) {
            c.name().ifPresent(n -> call.arg("name", Q.stringLiteral(n)));
        }
        boolean once = f instanceof CdcFlowSettings c ? c.once() : ((SnapshotFlowSettings) f).once();
        if (once) {
            call.arg("once", "True");
        }
    }

    private static String sequence(SequenceBy sequence, TreeSet<String> functions) {
        List<String> refs = new ArrayList<>();
        for (String c : sequence.columns()) {
            refs.add(Q.columnReference(c));
        }
        String function = sequence.struct() ? "struct" : "col";
        functions.add(function);
        return function + "(" + String.join(", ", refs) + ")";
    }

    private static void condition(PythonCall call, String name, Optional<String> text, TreeSet<String> functions) {
        text.ifPresent(t -> {
            functions.add("expr");
            call.arg(name, "expr(" + Q.stringLiteral(t) + ")");
        });
    }

    private static void optionalList(PythonCall call, String name, Optional<List<String>> columns) {
        columns.ifPresent(c -> call.listArg(name, strings(c)));
    }

    /**
     * The names of a column list: Lakeflow parses each entry as a Spark identifier, so a name that is not a plain
     * identifier (a space, a dot, a backtick, a reserved word) goes in backticks, or the pipeline fails to start.
     */
    private static List<String> strings(List<String> columns) {
        List<String> literals = new ArrayList<>();
        for (String c : columns) {
            literals.add(Q.identifier(SparkSqlQuoting.needsQuoting(c) ? SparkSqlQuoting.backticked(c) : c));
        }
        return literals;
    }
}
