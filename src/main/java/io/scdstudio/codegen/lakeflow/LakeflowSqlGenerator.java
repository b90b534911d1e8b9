package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.FlowSummary;
import io.scdstudio.codegen.SourceViewCode;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlClause;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Lakeflow Declarative Pipelines SQL: the target streaming table and one
 * {@code CREATE FLOW ... AS AUTO CDC INTO} statement with the design's clauses, one per line in canonical
 * order. A snapshot flow is {@code AUTO CDC INTO ... FROM SNAPSHOT (...) [WITH VERSION (...)]} as the current
 * CREATE FLOW reference documents it ({@link SnapshotSql}).
 */
public final class LakeflowSqlGenerator implements CodeGenerator {
    static final String RUNTIME = "Runs on: Databricks Lakeflow Declarative Pipelines, current channel (AUTO CDC is the"
            + " 2025 name of APPLY CHANGES; on an older channel write APPLY CHANGES INTO instead of AUTO CDC INTO).";

    @Override
    public String id() {
        return "lakeflow-sql";
    }

    @Override
    public String displayName() {
        return "Lakeflow SQL";
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

    @Override
    public String generate(ExportRequest request) {
        CodeWriter w = new CodeWriter(lineComment(), 2);
        FlowSummary.of(request.flow()).forEach(w::comment);
        w.comment(RUNTIME);
        OlderChannel.caveat(request.flow(), false).ifPresent(w::comment);
        if (request.flow() instanceof CdcFlowSettings cdc) {
            writeCdcFlow(cdc, request, w);
        } else {
            SnapshotSql.write(request, w);
        }
        return w.toString();
    }

    private static void writeCdcFlow(CdcFlowSettings flow, ExportRequest request, CodeWriter w) {
        TableName target = TableName.parse(flow.target(), "target");
        TableName source = TableName.parse(flow.source(), "source");
        Map<SqlClause, String> clauses = SqlFlowClauses.of(flow);
        String flowName = SparkSqlQuoting.INSTANCE.identifier(flow.name().orElse(target.lastPart()));
        w.blank()
                .line("CREATE OR REFRESH STREAMING TABLE " + target.toSql() + ";")
                .blank();
        String read = source.toSql();
        if (request.sourceView().isPresent()) {
            SourceView view = request.sourceView().get();
            String name =
                    SparkSqlQuoting.INSTANCE.identifier(request.flatViewName().orElseThrow());
            SourceViewCode.description(view, source.toSql(), "The temporary view " + name)
                    .forEach(w::comment);
            if (!view.streamOptions().isEmpty()) {
                w.comment(
                        "Point " + source.toSql() + " at the change rows themselves (for example a table the"
                                + " change feed was written to): the Python export reads a Delta table's change feed directly.");
            }
            w.line("CREATE TEMPORARY VIEW " + name + " AS");
            w.line(SourceViewCode.sql(
                                    view,
                                    "stream(" + source.toSql() + ")",
                                    "monotonically_increasing_id()",
                                    Optional.empty())
                            + ";")
                    .blank();
            read = name;
        }
        w.line("CREATE FLOW " + flowName + " AS AUTO CDC" + (flow.once() ? " ONCE" : "") + " INTO " + target.toSql());
        List<String> lines = new ArrayList<>();
        lines.add("FROM stream(" + read + ")");
        lines.addAll(clauses.values());
        for (int i = 0; i < lines.size(); i++) {
            w.line(lines.get(i) + (i == lines.size() - 1 ? ";" : ""));
        }
    }
}
