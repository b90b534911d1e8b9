package io.scdstudio.spark;

import io.scdstudio.codegen.exec.InMemoryJavaCompiler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Compiles exported Spark Java against the test class path and runs its {@code applyBatch}. Every scenario's
 * class has the same name ({@code TargetAutoCdc}), so each source gets its own folder and child class loader;
 * a source is compiled once and reused for all of its batches.
 */
final class ExportedJavaClasses {
    private final Path root;
    private final Map<String, Class<?>> bySource = new HashMap<>();

    ExportedJavaClasses(Path root) {
        this.root = root;
    }

    /** The exported class's {@code applyNextBatch(batch)}, as a caller without batch ids runs it. */
    void applyBatch(String className, String source, SparkSession spark, Dataset<Row> batch) {
        invoke(className, source, "applyNextBatch", new Class<?>[] {Dataset.class}, batch);
    }

    /** Any public static method of the exported class, its exceptions unwrapped as the caller would see them. */
    Object invoke(String className, String source, String method, Class<?>[] types, Object... args) {
        Class<?> type = bySource.computeIfAbsent(source, s -> load(className, s));
        try {
            return type.getMethod(method, types).invoke(null, args);
        } catch (InvocationTargetException e) {
            throw SparkSqlRunner.withCauses(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private Class<?> load(String className, String source) {
        try {
            Files.createDirectories(root);
            Path out = Files.createTempDirectory(root, "export");
            List<String> errors = InMemoryJavaCompiler.compile(
                    Map.of(className.replace('.', '/') + ".java", source), out, System.getProperty("java.class.path"));
            if (!errors.isEmpty()) {
                throw new IllegalStateException("the exported Java does not compile:\n" + String.join("\n", errors));
            }
            URL classes = out.resolve("classes").toUri().toURL();
            // Not closed: the class stays in use for the scenario's batches; the loaders are few and small.
            ClassLoader loader =
                    new URLClassLoader(new URL[] {classes}, getClass().getClassLoader());
            return loader.loadClass(className);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load " + className, e);
        }
    }
}
