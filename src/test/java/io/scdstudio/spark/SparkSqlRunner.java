package io.scdstudio.spark;

import io.scdstudio.codegen.exec.SqlRunner;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.delta.DeltaLog;

/**
 * Runs the exported MERGE SQL and Spark Java for the proof-by-execution tests ({@code codegen.exec}) on the
 * one shared test session, so the test JVM never starts a second Spark. Tables the export creates are
 * managed tables in the session's warehouse; {@link #reset} drops them and clears the folder, because the
 * in-memory catalog forgets tables between JVMs while their files stay behind.
 */
public final class SparkSqlRunner implements SqlRunner {
    private final SparkSession spark;
    private final ExportedJavaClasses javaClasses =
            new ExportedJavaClasses(SharedSpark.SETTINGS.workspace().resolve("exported-java"));

    public SparkSqlRunner() {
        this(SparkSessions.get(SharedSpark.SETTINGS));
        reset();
    }

    private SparkSqlRunner(SparkSession spark) {
        this.spark = spark;
    }

    /**
     * A second job on the same tables: a session of its own (its own temporary views and session variables) over
     * the same catalog, as a second run of a scheduled job would have.
     */
    public SparkSqlRunner beside() {
        return new SparkSqlRunner(spark.newSession());
    }

    @Override
    public void execute(String statement) {
        try {
            spark.sql(statement).collect();
        } catch (Exception e) { // Spark's SparkException is checked in Java, yet thrown undeclared
            throw withCauses(e);
        }
    }

    /**
     * Spark wraps a failure raised in a task (the export's {@code raise_error('NULL_KEY: ...')}) in a write
     * failure; the caller must see the raised message, so every cause's message is kept.
     */
    static IllegalStateException withCauses(Throwable e) {
        StringBuilder message = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null) {
                message.append(message.isEmpty() ? "" : "\ncaused by: ").append(t.getMessage());
            }
        }
        return new IllegalStateException(message.toString(), e);
    }

    @Override
    public Table query(String sql, Schema expectedSchema) {
        org.apache.spark.sql.Column[] columns = expectedSchema.names().stream()
                .map(n -> org.apache.spark.sql.functions.col(quote(n)))
                .toArray(org.apache.spark.sql.Column[]::new);
        List<io.scdstudio.model.Row> rows = new ArrayList<>();
        for (Row r : spark.sql(sql).select(columns).collectAsList()) {
            Object[] values = new Object[expectedSchema.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] =
                        SparkTypes.fromSpark(r.get(i), expectedSchema.column(i).type());
            }
            rows.add(io.scdstudio.model.Row.adopt(values));
        }
        return new Table(expectedSchema, rows);
    }

    /** Arrival counted from 0 as the export documents, as the product's own runner of exported code does. */
    @Override
    public void registerBatch(String view, Schema schema, Batch batch, String arrivalColumn) {
        ExportedFlowRunner.rowsWithArrival(spark, schema, batch, arrivalColumn).createOrReplaceTempView(view);
    }

    @Override
    public void applyWithJava(String className, String javaSource, String view) {
        Dataset<Row> batch = spark.table(view);
        javaClasses.applyBatch(className, javaSource, spark, batch);
    }

    @Override
    public void reset() {
        for (Row t : spark.sql("SHOW TABLES").collectAsList()) {
            String name = t.getString(1);
            if (t.getBoolean(2)) {
                spark.catalog().dropTempView(name);
            } else {
                spark.sql("DROP TABLE IF EXISTS " + quote(t.getString(0)) + "." + quote(name));
            }
        }
        deleteContents(SharedSpark.SETTINGS.workspace().resolve("warehouse"));
        // Delta caches each table's log by path; a table re-created where a dropped one lived must start afresh.
        DeltaLog.clearCache();
    }

    /** The shared session stays up for the other Spark tests; the shutdown hook stops it. */
    @Override
    public void close() {
        reset();
    }

    private static String quote(String name) {
        return "`" + name.replace("`", "``") + "`";
    }

    private static void deleteContents(Path dir) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder())
                    .filter(p -> !p.equals(dir))
                    .toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
