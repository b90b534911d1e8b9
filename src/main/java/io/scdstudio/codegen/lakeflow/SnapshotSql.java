package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.Column;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * A snapshot flow in Lakeflow SQL, as the current CREATE FLOW reference documents it: {@code AUTO CDC INTO target
 * FROM SNAPSHOT (query) [WITH VERSION (query)] KEYS (...) [STORED AS ...] [TRACK HISTORY ON ...]}. Periodic snapshots
 * read the source table (one snapshot per pipeline update, versioned by its time); historical ones read numbered
 * files from the folder the pipeline parameter {@code snapshots.folder} names, the version query picking the next
 * number after {@code last_snapshot_version()} and the snapshot query the file {@code current_snapshot_version()}
 * names.
 */
final class SnapshotSql {
    static final String FOLDER_PARAMETER = "snapshots.folder";
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;
    private static final String NUMBER = "regexp_extract(path, '([0-9]+)\\\\.csv$', 1)";

    private SnapshotSql() {}

    static void write(ExportRequest request, CodeWriter w) {
        SnapshotFlowSettings f = (SnapshotFlowSettings) request.flow();
        if (f.trackHistoryColumnList().isPresent()
                && f.trackHistoryExceptColumnList().isPresent()) {
            throw Errors.at(
                    Location.field("track_history_column_list"),
                    "CONFLICTING_TRACK_HISTORY_OPTIONS",
                    "track_history_column_list and track_history_except_column_list are both set, and SQL has one"
                            + " TRACK HISTORY ON clause",
                    "Keep one of them, or export Python");
        }
        TableName target = TableName.parse(f.target(), "target");
        TableName source = TableName.parse(f.source(), "source");
        String flowName = Q.identifier(f.name().orElse(target.lastPart()));
        w.comment("FROM SNAPSHOT in SQL is newer than the Python API; on a channel that rejects it, use the Python"
                + " export.");
        boolean historical = request.historicalSnapshots();
        if (historical) {
            w.comment("Historical snapshots: numbered CSV files (1.csv, 2.csv, ...) in the folder the pipeline"
                    + " parameter " + FOLDER_PARAMETER + " names; each file's number is its version, and the"
                    + " version query takes the next number after the last one processed.");
        } else {
            w.comment("Periodic snapshots: each pipeline update takes one snapshot of " + source.toSql()
                    + ", versioned by the update's time."
                    + (request.snapshotVersions().isPresent()
                            ? " The design's"
                                    + " snapshots carry their own timestamps; if they are files with a version of their own, use a"
                                    + " WITH VERSION query instead (the export of a design with numbered versions shows one)."
                            : ""));
        }
        w.blank()
                .line("CREATE OR REFRESH STREAMING TABLE " + target.toSql() + ";")
                .blank();
        w.line("CREATE FLOW " + flowName + " AS AUTO CDC" + (f.once() ? " ONCE" : "") + " INTO " + target.toSql());
        List<String> lines = new ArrayList<>();
        if (historical) {
            lines.addAll(historicalSource(request));
        } else {
            lines.add("FROM SNAPSHOT (SELECT * FROM " + source.toSql() + ")");
        }
        lines.add("KEYS " + SqlFlowClauses.list(f.keys()));
        f.storedAsScdType().ifPresent(t -> lines.add("STORED AS SCD TYPE " + t));
        SqlFlowClauses.selection(f.trackHistoryColumnList(), f.trackHistoryExceptColumnList())
                .ifPresent(s -> lines.add("TRACK HISTORY ON " + s));
        for (int i = 0; i < lines.size(); i++) {
            w.line(lines.get(i) + (i == lines.size() - 1 ? ";" : ""));
        }
    }

    private static List<String> historicalSource(ExportRequest request) {
        List<String> columns = new ArrayList<>();
        List<String> schema = new ArrayList<>();
        for (Column c : request.sourceSchema().columns()) {
            columns.add(SqlText.name(c));
            schema.add(SqlText.name(c) + " " + SqlText.type(c));
        }
        String folder = "'${" + FOLDER_PARAMETER + "}'";
        return List.of(
                "FROM SNAPSHOT (",
                "  SELECT " + String.join(", ", columns),
                "  FROM read_files(" + folder + ", format => 'csv', header => true,",
                "    schema => " + Q.stringLiteral(String.join(", ", schema)) + ")",
                "  WHERE _metadata.file_name = concat(CAST((SELECT version FROM current_snapshot_version()) AS STRING),"
                        + " '.csv')",
                ")",
                "WITH VERSION (",
                "  SELECT CAST(" + NUMBER + " AS BIGINT) AS version",
                "  FROM list_files(" + folder + ")",
                "  WHERE " + NUMBER + " <> ''",
                "    AND (NOT EXISTS (SELECT 1 FROM last_snapshot_version())",
                "      OR CAST(" + NUMBER + " AS BIGINT) > (SELECT version FROM last_snapshot_version()))",
                "  ORDER BY version",
                "  LIMIT 1",
                ")");
    }
}
