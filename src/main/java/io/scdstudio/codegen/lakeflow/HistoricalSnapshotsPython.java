package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.PythonQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * The version function a historical snapshot design needs in Python, in the shape the Databricks examples give
 * {@code create_auto_cdc_from_snapshot_flow}'s {@code source}: {@code next_snapshot_and_version(latest)} returns the
 * next snapshot and its version, or {@code None} when there is none. The snapshots are CSV files whose names end in
 * their version number, in the folder the pipeline parameter {@code snapshots.folder} names; the next one is the
 * smallest number above the last processed, so gaps in the numbering are fine. The file read is the file listed (a
 * path built again from the number would miss {@code fleet_extract_1.csv}), and an empty, doubled or half-written
 * file stops the update: an empty snapshot would delete every key.
 */
final class HistoricalSnapshotsPython {
    static final String FUNCTION = "next_snapshot_and_version";
    private static final PythonQuoting Q = PythonQuoting.INSTANCE;

    private HistoricalSnapshotsPython() {}

    static void write(ExportRequest request, CodeWriter w) {
        List<String> schema = new ArrayList<>();
        for (Column c : request.sourceSchema().columns()) {
            schema.add(SqlText.name(c) + " " + SqlText.type(c));
        }
        w.comment("Historical snapshots: CSV files in the folder the pipeline parameter "
                + SnapshotSql.FOLDER_PARAMETER + " names, each ending in its version number (1.csv,"
                + " fleet_extract_2.csv, ...). The file read is the file the version came from; two files with one"
                + " number, an empty file, or one written in the last minute (it may still be being written) stop the"
                + " update, as an empty snapshot would delete or close every key.");
        w.line("SNAPSHOT_FOLDER = spark.conf.get(" + Q.stringLiteral(SnapshotSql.FOLDER_PARAMETER) + ")");
        w.line("SNAPSHOT_SCHEMA = " + Q.stringLiteral(String.join(", ", schema)));
        w.line("SNAPSHOT_NAME = re.compile(r\"(?:.*[^0-9])?([0-9]+)\\.csv\")");
        w.line("SNAPSHOT_SETTLE_MS = 60_000").blank().blank();
        w.line("def " + FUNCTION + "(latest_snapshot_version):").indent();
        w.line("files = {}");
        w.line("for f in dbutils.fs.ls(SNAPSHOT_FOLDER):").indent();
        w.line("m = SNAPSHOT_NAME.fullmatch(f.name)");
        w.line("if m:").indent();
        w.line("version = int(m.group(1))");
        w.line("if version in files:").indent();
        w.line("raise ValueError(f\"SNAPSHOT_VERSION_TWICE: {files[version].name} and {f.name} both carry version"
                + " {version}; keep one file per version\")");
        w.outdent().line("files[version] = f").outdent().outdent();
        w.line("newer = sorted(v for v in files if latest_snapshot_version is None or v > latest_snapshot_version)");
        w.line("if not newer:").indent().line("return None").outdent();
        w.line("f = files[newer[0]]");
        w.line("if time.time() * 1000 - f.modificationTime < SNAPSHOT_SETTLE_MS:")
                .indent();
        w.line("raise ValueError(f\"SNAPSHOT_FILE_TOO_RECENT: {f.path} was written less than a minute ago and may"
                + " still be being written; run the update again in a minute\")");
        w.outdent();
        w.line("snapshot = spark.read.option(\"header\", \"true\").option(\"enforceSchema\", \"false\")"
                + ".schema(SNAPSHOT_SCHEMA).csv(f.path)");
        w.line("if snapshot.isEmpty():").indent();
        w.line("raise ValueError(f\"SNAPSHOT_FILE_EMPTY: {f.path} holds no rows; as a snapshot it would delete every"
                + " key. Replace the file, or remove it if the table is really empty\")");
        w.outdent();
        w.line("return (snapshot, newer[0])");
        w.outdent().blank().blank();
    }
}
