package io.scdstudio.spark;

import java.nio.file.Path;

/**
 * The one Spark session every Spark test shares (house style: one session per test JVM), in a workspace
 * under {@code target/} so test runs leave nothing in the user's folders. Its name has a space in it, as the
 * default workspace has on macOS ({@code ~/Library/Application Support/...}): a path that passes through a URI
 * on its way to Spark, Delta or Kernel must come out the same.
 */
public final class SharedSpark {
    /**
     * Test cases hold a handful of rows but each runs a dozen distinct query plans, so compiling generated code
     * (Janino, then the JIT) costs far more than it saves: the tests interpret instead.
     */
    public static final SparkSettings SETTINGS = new SparkSettings(
                    "local[2]", Path.of("target", "spark test-workspace"))
            .withConfig("spark.sql.codegen.wholeStage", "false")
            .withConfig("spark.sql.codegen.factoryMode", "NO_CODEGEN");

    private SharedSpark() {}

    static SparkEngine engine(SparkEngine.Mode mode) {
        return new SparkEngine(SETTINGS, mode);
    }
}
