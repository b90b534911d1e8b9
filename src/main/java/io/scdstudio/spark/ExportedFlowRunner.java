package io.scdstudio.spark;

import io.scdstudio.model.Batch;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Runs exported portable code on the product's Spark session, as a user's job would: the MERGE SQL statement by
 * statement, or the Spark Java class compiled from its source and called through {@code applyBatch(batch, id)}.
 * The export benchmark uses it to time the exports beside the engine on the same data.
 */
public final class ExportedFlowRunner {
    private final SparkSession spark;
    private final Schema source;
    private final Path workspace;

    public ExportedFlowRunner(SparkSettings settings, Schema source) {
        this.spark = SparkSessions.get(settings);
        this.source = source;
        this.workspace = settings.workspace().resolve("exported");
    }

    /** Registers the batch as {@code view}: the source columns plus {@code __scd_arrival}, counted from 0. */
    public void registerBatch(String view, Batch batch) {
        batchFrame(batch).createOrReplaceTempView(view);
    }

    /** Runs each statement, eagerly, in order; returns each one's wall time in nanoseconds. */
    public long[] runSql(List<String> statements) {
        long[] nanos = new long[statements.size()];
        for (int i = 0; i < statements.size(); i++) {
            long t0 = System.nanoTime();
            spark.sql(statements.get(i)).collect();
            nanos[i] = System.nanoTime() - t0;
        }
        return nanos;
    }

    /** The exported class, compiled against this JVM's class path and loaded; its {@code applyBatch} applies. */
    public JavaExport compile(String className, String javaSource) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java runtime has no compiler (javax.tools); run the bench on a JDK");
        }
        try {
            Files.createDirectories(workspace);
            Path dir = Files.createTempDirectory(workspace, "java");
            Path file = dir.resolve(className + ".java");
            Files.writeString(file, javaSource, StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>(List.of(
                    "-d",
                    dir.toString(),
                    "-classpath",
                    System.getProperty("java.class.path"),
                    "-nowarn",
                    file.toString()));
            if (javac.run(null, null, null, args.toArray(String[]::new)) != 0) {
                throw new IllegalStateException("the exported Java does not compile (see the compiler's output)");
            }
            // Not closed: the class is used for every batch of the run.
            ClassLoader loader = new URLClassLoader(
                    new URL[] {dir.toUri().toURL()}, getClass().getClassLoader());
            Class<?> exported = loader.loadClass(className);
            Method compactState = Arrays.stream(exported.getMethods())
                    .filter(m -> m.getName().equals("compactState"))
                    .findFirst()
                    .orElseThrow(() -> new NoSuchMethodException(className + ".compactState"));
            return new JavaExport(exported.getMethod("applyBatch", Dataset.class, long.class), compactState);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load the exported " + className, e);
        }
    }

    public long count(String table) {
        return spark.table(table).count();
    }

    /** The sum of a whole-number column of a table, 0 when it holds no rows. */
    public long sum(String table, String column) {
        Row r = spark.table(table).agg(functions.sum(functions.col(column))).first();
        return r.isNullAt(0) ? 0 : r.getLong(0);
    }

    /** Drops the tables named, so a run starts from nothing. */
    public void drop(List<String> tables) {
        for (String t : tables) {
            spark.sql("DROP TABLE IF EXISTS " + t);
        }
    }

    private Dataset<Row> batchFrame(Batch batch) {
        return rowsWithArrival(spark, source, batch, "__scd_arrival");
    }

    /** A batch as an exported flow's caller registers it: its columns plus {@code arrival}, counted from 0. */
    public static Dataset<Row> rowsWithArrival(SparkSession spark, Schema schema, Batch batch, String arrival) {
        StructType type = SparkTypes.of(schema).add(arrival, DataTypes.LongType, false);
        List<Row> rows = new ArrayList<>(batch.rows().size());
        for (int i = 0; i < batch.rows().size(); i++) {
            var r = batch.rows().get(i);
            Object[] values = new Object[schema.size() + 1];
            for (int c = 0; c < schema.size(); c++) {
                values[c] = SparkTypes.toSpark(r.get(c), schema.column(c).type());
            }
            values[schema.size()] = (long) i;
            rows.add(RowFactory.create(values));
        }
        return spark.createDataFrame(rows, type);
    }

    /** A compiled Spark Java export. */
    public final class JavaExport {
        private final Method applyBatch;
        private final Method compactState;

        private JavaExport(Method applyBatch, Method compactState) {
            this.applyBatch = applyBatch;
            this.compactState = compactState;
        }

        public void apply(Batch batch, long batchId) {
            invoke(applyBatch, batchFrame(batch), batchId);
        }

        /**
         * Compacts the export's state with its {@code compactState}: SCD1's takes the session alone, SCD2's a
         * compaction point as well, given as a Spark SQL expression.
         */
        public void compact(String point) {
            if (compactState.getParameterCount() == 2) {
                invoke(compactState, spark, point);
            } else {
                invoke(compactState, spark);
            }
        }

        private void invoke(Method method, Object... args) {
            try {
                method.invoke(null, args);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
