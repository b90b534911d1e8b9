package io.scdstudio.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every scenario of the library ({@code sample-data}) through the Spark engine in both modes: the lessons teach
 * what Spark + Delta computes too, and the generated 100,000-event feed's expected tables, folded by the
 * in-memory engine, are checked by an engine that shares none of its code.
 */
@Execution(ExecutionMode.CONCURRENT)
class SparkLibraryIT {
    private static final long START = System.nanoTime();

    static Stream<Arguments> scenarios() throws IOException {
        return SparkConformanceIT.inBothModes(Path.of("sample-data"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("scenarios")
    void libraryScenarioGivesItsExpectedTablesOnSpark(Path folder, SparkEngine.Mode mode) {
        SparkConformanceIT.assertPassesOnSpark(folder, mode);
    }

    @AfterAll
    static void reportTime() {
        System.out.printf("SparkLibraryIT: the library in both modes took %.1f s%n", (System.nanoTime() - START) / 1e9);
    }
}
