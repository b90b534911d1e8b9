package io.scdstudio.codegen.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles Java sources with the JDK's compiler (javax.tools) into a directory, for the tests that prove
 * generated Java: against API stubs now, against the real Spark class path once Spark lands.
 */
public final class InMemoryJavaCompiler {
    private InMemoryJavaCompiler() {}

    /**
     * Compiles the sources (relative path to text) into {@code out}; returns the compiler's error messages,
     * empty on success.
     */
    public static List<String> compile(Map<String, String> sources, Path out, String classPath) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("no system Java compiler: run the tests on a JDK, not a JRE");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files =
                compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            List<Path> paths = new ArrayList<>();
            for (Map.Entry<String, String> e : sources.entrySet()) {
                Path p = out.resolve("src").resolve(e.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, e.getValue(), StandardCharsets.UTF_8);
                paths.add(p);
            }
            List<String> options = List.of(
                    "-d",
                    out.resolve("classes").toString(),
                    "-classpath",
                    classPath,
                    "-Xlint:all,-processing",
                    "-Werror",
                    "-encoding",
                    "UTF-8");
            Files.createDirectories(out.resolve("classes"));
            boolean ok = compiler.getTask(
                            null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(paths))
                    .call();
            List<String> errors = new ArrayList<>();
            diagnostics.getDiagnostics().forEach(d -> errors.add(d.toString()));
            return ok ? List.of() : errors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
