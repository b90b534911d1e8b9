package io.scdstudio.spark;

import java.nio.file.Path;

/**
 * The one Spark session every Spark test shares (house style: one session per test JVM), in a workspace
 * under {@code target/} so test runs leave nothing in the user's folders.
 */
final class SharedSpark {
    static final SparkSettings SETTINGS = new SparkSettings("local[2]", Path.of("target", "spark-test-workspace"));

    private SharedSpark() {
    }

    static SparkEngine engine(SparkEngine.Mode mode) {
        return new SparkEngine(SETTINGS, mode);
    }
}
