package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
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
    /** A snapshot file's version: the number its name ends in before {@code .csv}, read from its whole path. */
    private static final String NAME_PATTERN = "'(^|/)([^/]*[^0-9/])?([0-9]+)\\\\.csv$'";

    private static String number(String pathColumn) {
        return "regexp_extract(" + pathColumn + ", " + NAME_PATTERN + ", 3)";
    }

    private SnapshotSql() {}

    static void write(ExportRequest request, CodeWriter w) {
        SnapshotFlowSettings f = (SnapshotFlowSettings) request.flow();
        if (f.trackHistoryColumnList().isPresent()
                && f.trackHistoryExceptColumnList().isPresent()) {
            throw Errors.at(
                    Location.field(FlowParameters.TRACK_HISTORY_COLUMN_LIST),
                    ErrorClass.CONFLICTING_TRACK_HISTORY_OPTIONS,
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
            w.comment("Historical snapshots: CSV files in the folder the pipeline parameter " + FOLDER_PARAMETER
                    + " names, each ending in its version number (1.csv, fleet_extract_2.csv, ...); the version query"
                    + " takes the next number after the last one processed, and the snapshot reads the file that"
                    + " number came from. Two files with one number, an empty file, or one written in the last"
                    + " minute stop the update: an empty snapshot would delete or close every key.");
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
        String files = "read_files(" + folder + ", format => 'csv', header => true,\n    schema => "
                + Q.stringLiteral(String.join(", ", schema)) + ")";
        String current = "(SELECT version FROM current_snapshot_version())";
        String inSnapshot = "CAST(" + number("_metadata.file_path") + " AS BIGINT) = " + current;
        List<String> nulls = new ArrayList<>();
        for (Column c : request.sourceSchema().columns()) {
            nulls.add("CAST(NULL AS " + SqlText.type(c) + ")");
        }
        return List.of(
                "FROM SNAPSHOT (",
                "  -- the rows of the file the version came from (the same name rule on the same path)",
                "  SELECT " + String.join(", ", columns),
                "  FROM " + files,
                "  WHERE " + inSnapshot,
                "  UNION ALL",
                "  -- no rows: stop, as an empty snapshot would delete or close every key",
                "  SELECT " + String.join(", ", nulls),
                "  FROM (SELECT count(*) AS n FROM " + files,
                "    WHERE " + inSnapshot + ")",
                "  WHERE CASE WHEN n = 0 THEN raise_error(concat('SNAPSHOT_FILE_EMPTY: the snapshot file of version ',"
                        + " " + current + ", ' holds no rows; replace it, or remove it if the table is really empty'))"
                        + " ELSE false END",
                ")",
                "WITH VERSION (",
                "  -- the smallest version above the last one processed; two files with that number, or one written"
                        + " in the last minute (it may still be being written), stop the update",
                "  SELECT CASE",
                "    WHEN count(*) > 1 THEN raise_error(concat('SNAPSHOT_VERSION_TWICE: ', count(*), ' files carry"
                        + " version ', min(version), '; keep one file per version'))",
                "    WHEN max(modification_time) > current_timestamp() - INTERVAL 1 MINUTE THEN raise_error(concat("
                        + "'SNAPSHOT_FILE_TOO_RECENT: the file of version ', min(version), ' was written less than a"
                        + " minute ago; run the update again in a minute'))",
                "    ELSE min(version) END AS version",
                "  FROM (",
                "    SELECT CAST(" + number("path") + " AS BIGINT) AS version, modification_time",
                "    FROM list_files(" + folder + ")",
                "    WHERE " + number("path") + " <> ''",
                "  ) AS files",
                "  WHERE version = (",
                "    SELECT min(CAST(" + number("path") + " AS BIGINT))",
                "    FROM list_files(" + folder + ")",
                "    WHERE " + number("path") + " <> ''",
                "      AND (NOT EXISTS (SELECT 1 FROM last_snapshot_version())",
                "        OR CAST(" + number("path") + " AS BIGINT) > (SELECT version FROM last_snapshot_version())))",
                "  HAVING count(*) > 0",
                ")");
    }
}
