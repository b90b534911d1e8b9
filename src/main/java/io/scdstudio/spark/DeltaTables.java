package io.scdstudio.spark;

import io.delta.tables.DeltaTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** Path-based Delta tables: existence, writes, the latest version, rollback and history. */
final class DeltaTables {
    private DeltaTables() {}

    static boolean exists(Path path) {
        return Files.isDirectory(path.resolve("_delta_log"));
    }

    static Dataset<Row> read(SparkSession spark, Path path) {
        return spark.read().format("delta").load(path.toString());
    }

    /** The table as its version {@code version} holds it ({@code VERSION AS OF}). */
    static Dataset<Row> read(SparkSession spark, Path path, long version) {
        return spark.read().format("delta").option("versionAsOf", version).load(path.toString());
    }

    static void append(Dataset<Row> rows, Path path) {
        writer(rows).mode("append").save(path.toString());
    }

    /** Appends, creating the table with {@code properties} (Delta table properties) when it does not exist yet. */
    static void append(Dataset<Row> rows, Path path, Map<String, String> properties) {
        writer(rows).mode("append").options(properties).save(path.toString());
    }

    /** Replaces the table's content and schema in one atomic commit (creates it when absent). */
    static void overwrite(Dataset<Row> rows, Path path) {
        writer(rows).mode("overwrite").option("overwriteSchema", "true").save(path.toString());
    }

    /**
     * A Delta writer. Delta refuses to write a table with the change data feed on (the session's default) when it
     * has a column named like the feed's own ({@code _change_type}, {@code _commit_version}, {@code
     * _commit_timestamp}), as a feed read from another table's change data feed has: such a table is made without.
     */
    private static DataFrameWriter<Row> writer(Dataset<Row> rows) {
        DataFrameWriter<Row> w = rows.write().format("delta");
        boolean reserved = Arrays.stream(rows.schema().fieldNames())
                .anyMatch(n -> CDF_COLUMNS.contains(n.toLowerCase(Locale.ROOT)));
        return reserved ? w.option("delta.enableChangeDataFeed", "false") : w;
    }

    private static final Set<String> CDF_COLUMNS = Set.of("_change_type", "_commit_version", "_commit_timestamp");

    /**
     * Readies a table someone else may have made for an overwrite with {@code schema}. Delta adds the table feature
     * a TIMESTAMP column (timestamp without time zone) needs when it creates a table, but an existing table
     * without it refuses the column, even from an overwrite that replaces its schema, whatever its protocol: a
     * target path where the user keeps an earlier table would fail on its first batch. So the feature is added
     * first, a commit of its own in the table's history.
     */
    static void supportColumns(SparkSession spark, StructType schema, Path path) {
        if (!exists(path) || !SparkTypes.hasTimestampNtz(schema)) {
            return;
        }
        DeltaTable table = DeltaTable.forPath(spark, path.toString());
        Row detail = table.detail().select("tableFeatures").first();
        if (detail.isNullAt(0) || !detail.<String>getList(0).contains("timestampNtz")) {
            table.addFeatureSupport("timestampNtz");
        }
    }

    /** The latest version, or -1 when there is no table yet. */
    static long version(SparkSession spark, Path path) {
        if (!exists(path)) {
            return -1;
        }
        return DeltaTable.forPath(spark, path.toString())
                .history(1)
                .select("version")
                .first()
                .getLong(0);
    }

    /**
     * The latest version by the commit files in {@code _delta_log}, -1 when there is none: a directory listing,
     * not a Spark job, so a run can note after every batch which version holds it.
     */
    static long logVersion(Path path) {
        Path log = path.resolve("_delta_log");
        if (!Files.isDirectory(log)) {
            return -1;
        }
        try (Stream<Path> files = Files.list(log)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.matches("\\d{20}\\.json"))
                    .mapToLong(n -> Long.parseLong(n.substring(0, 20)))
                    .max()
                    .orElse(-1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Puts the table back to {@code version}, or removes it when it did not exist then (-1). */
    static void rollBack(SparkSession spark, Path path, long version) {
        if (version < 0) {
            deleteTree(path);
        } else if (version(spark, path) != version) {
            DeltaTable.forPath(spark, path.toString()).restoreToVersion(version);
        }
    }

    static List<TableVersion> history(SparkSession spark, Path path) {
        List<TableVersion> out = new ArrayList<>();
        if (!exists(path)) {
            return out;
        }
        for (Row r : DeltaTable.forPath(spark, path.toString())
                .history()
                .select("version", "timestamp", "operation")
                .orderBy("version")
                .collectAsList()) {
            Object ts = r.get(1);
            Instant at = ts instanceof Instant i ? i : ((Timestamp) ts).toInstant();
            out.add(new TableVersion(r.getLong(0), at, r.getString(2)));
        }
        return List.copyOf(out);
    }

    /** Copies a table's folder (data files and log, whose paths are relative) so the copy is the same table. */
    static void copy(Path from, Path to) {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void deleteTree(Path path) {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
