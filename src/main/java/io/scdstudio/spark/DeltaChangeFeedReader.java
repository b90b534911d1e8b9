package io.scdstudio.spark;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.StructField;

/** Reads a Delta table's change data feed with Spark, from version 0, one micro-batch per commit. */
final class DeltaChangeFeedReader {
    private DeltaChangeFeedReader() {}

    static ChangeFeed read(Path folder, String display) {
        SparkSession spark = SparkSessions.runningOr(SparkSettings.defaults());
        List<Row> rows;
        Schema schema;
        try {
            Dataset<Row> changes = spark.read()
                    .format("delta")
                    .option("readChangeFeed", "true")
                    .option("startingVersion", 0)
                    .load(folder.toAbsolutePath().toString())
                    .orderBy(functions.col("_commit_version"));
            schema = schemaOf(changes);
            rows = changes.collectAsList();
        } catch (Exception e) { // Spark's AnalysisException is checked, and thrown without being declared
            throw Errors.wrap(
                    Location.file(display),
                    ErrorClass.FILE_UNREADABLE,
                    "Spark could not read the table's change data feed: " + firstLine(e.getMessage()),
                    adviceFor(e.getMessage()),
                    e);
        }
        return batchesByCommit(display, schema, rows);
    }

    /**
     * The fix depends on why the read failed: a table without the feed needs it turned on, but a damaged log would
     * not be mended by that, so it gets its own advice.
     */
    static String adviceFor(String sparkMessage) {
        String m = sparkMessage == null ? "" : sparkMessage;
        if (m.contains("DELTA_MISSING_CHANGE_DATA")
                || m.toLowerCase(Locale.ROOT).contains("change data")) {
            return "Turn the feed on before the changes you want to see: ALTER TABLE ... SET TBLPROPERTIES "
                    + "(delta.enableChangeDataFeed = true); changes made before that are not in it";
        }
        if (m.contains("_delta_log")) {
            return "The table's transaction log (_delta_log) is damaged or is not a Delta log: restore the file Spark "
                    + "names from a backup or from the storage's version history, or open a copy of the table whose "
                    + "log is whole";
        }
        return "Check that the folder is a whole Delta table (with its _delta_log folder) written with the change "
                + "data feed on (delta.enableChangeDataFeed = true)";
    }

    private static Schema schemaOf(Dataset<Row> changes) {
        List<Column> columns = new ArrayList<>();
        for (StructField f : changes.schema().fields()) {
            String type = f.dataType().simpleString().replace("timestamp_ntz", "timestamp");
            columns.add(new Column(f.name(), DataType.parse(type)));
        }
        return new Schema(columns);
    }

    private static ChangeFeed batchesByCommit(String display, Schema schema, List<Row> rows) {
        int version = schema.indexOf("_commit_version");
        List<Batch> batches = new ArrayList<>();
        ModelRows current = new ModelRows();
        Object commit = null;
        long arrival = 0;
        for (Row r : rows) {
            Object[] values = new Object[schema.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = SparkTypes.fromSpark(r.get(i), schema.column(i).type());
            }
            if (commit != null && !commit.equals(values[version]) && !current.isEmpty()) {
                batches.add(Batch.of(batches.size() + 1, arrival, current.list()));
                arrival += current.size();
                current = new ModelRows();
            }
            commit = values[version];
            current.add(values);
        }
        if (!current.isEmpty() || batches.isEmpty()) {
            batches.add(Batch.of(batches.size() + 1, arrival, current.list()));
        }
        return new ChangeFeed(display, schema, batches);
    }

    private static String firstLine(String message) {
        int nl = message == null ? -1 : message.indexOf('\n');
        return nl < 0 ? String.valueOf(message) : message.substring(0, nl);
    }
}
