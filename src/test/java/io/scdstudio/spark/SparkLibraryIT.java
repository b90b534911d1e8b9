package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScenarioVerifier;
import io.scdstudio.feed.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> children = Files.list(Path.of("sample-data"))) {
            for (Path p : children.filter(ScenarioReader::isScenarioFolder).sorted().toList()) {
                for (SparkEngine.Mode m : SparkEngine.Mode.values()) {
                    out.add(Arguments.of(p, m));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("scenarios")
    void libraryScenarioGivesItsExpectedTablesOnSpark(Path folder, SparkEngine.Mode mode) {
        Scenario scenario = ScenarioReader.read(folder);
        List<ScenarioVerifier.Verdict> verdicts =
                new ScenarioVerifier(SharedSpark.engine(mode), RunOptions.FAST).verify(scenario);
        assertThat(verdicts).isNotEmpty();
        for (ScenarioVerifier.Verdict v : verdicts) {
            assertThat(v.problems()).as(v.label() + " " + mode).isEmpty();
        }
    }

    @AfterAll
    static void reportTime() {
        System.out.printf("SparkLibraryIT: the library in both modes took %.1f s%n", (System.nanoTime() - START) / 1e9);
    }
}
