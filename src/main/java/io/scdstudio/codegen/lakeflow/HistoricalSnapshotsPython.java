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
 * next snapshot and its version, or {@code None} when there is none. The snapshots are numbered CSV files in the
 * folder the pipeline parameter {@code snapshots.folder} names; the next one is the smallest number above the last
 * processed, so gaps in the numbering are fine.
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
        w.comment("Historical snapshots: numbered CSV files (1.csv, 2.csv, ...) in the folder the pipeline parameter "
                + SnapshotSql.FOLDER_PARAMETER + " names; each file's number is its version.");
        w.line("SNAPSHOT_FOLDER = spark.conf.get(" + Q.stringLiteral(SnapshotSql.FOLDER_PARAMETER) + ")");
        w.line("SNAPSHOT_SCHEMA = " + Q.stringLiteral(String.join(", ", schema)))
                .blank()
                .blank();
        w.line("def " + FUNCTION + "(latest_snapshot_version):").indent();
        w.line("numbers = sorted(int(m.group(1)) for f in dbutils.fs.ls(SNAPSHOT_FOLDER)");
        w.line("                 if (m := re.fullmatch(r\"([0-9]+)\\.csv\", f.name)))");
        w.line("newer = [n for n in numbers if latest_snapshot_version is None or n > latest_snapshot_version]");
        w.line("if not newer:").indent().line("return None").outdent();
        w.line("path = f\"{SNAPSHOT_FOLDER}/{newer[0]}.csv\"");
        w.line("return (spark.read.option(\"header\", \"true\").schema(SNAPSHOT_SCHEMA).csv(path), newer[0])");
        w.outdent().blank().blank();
    }
}
