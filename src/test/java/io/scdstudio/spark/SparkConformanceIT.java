package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScenarioVerifier;
import io.scdstudio.feed.scenario.ScenarioReader;
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
 * Every case of the shared conformance suite through the Spark engine in both modes (a case of one batch once, as
 * both modes run the same code on it), in one shared session:
 * the target after every listed batch, the final target, the error class and the warnings must be what the
 * case expects, which the in-memory engine also gives (its own ConformanceTest). Cases run three at a time:
 * each spends most of its time in Delta commit overhead, not on the CPU.
 */
@Execution(ExecutionMode.CONCURRENT)
class SparkConformanceIT {
    private static final long START = System.nanoTime();

    static Stream<Arguments> cases() throws IOException {
        Path dir = io.scdstudio.ConformanceSuite.dir();
        if (!Files.isDirectory(dir)) {
            return Stream.of(Arguments.of(dir.resolve("<missing>"), SparkEngine.Mode.BACKFILL));
        }
        return inBothModes(dir);
    }

    /**
     * Every scenario folder directly in {@code dir}, once per Spark mode where the modes differ: on a feed of one
     * batch they run the same code (incremental mode's first batch is backfill's one overwrite, see
     * {@code IncrementalWriter.update}), so such a case runs once, incrementally.
     */
    static Stream<Arguments> inBothModes(Path dir) throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> children = Files.list(dir)) {
            for (Path p :
                    children.filter(ScenarioReader::isScenarioFolder).sorted().toList()) {
                boolean oneBatch = ScenarioReader.read(p).feed().batchCount() == 1;
                for (SparkEngine.Mode m :
                        oneBatch ? new SparkEngine.Mode[] {SparkEngine.Mode.INCREMENTAL} : SparkEngine.Mode.values()) {
                    out.add(Arguments.of(p, m));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void conformanceCaseGivesItsExpectedTablesOnSpark(Path folder, SparkEngine.Mode mode) {
        assumeTrue(Files.isDirectory(folder), "conformance suite not found; set -Dconformance.dir to run it");
        assertPassesOnSpark(folder, mode);
    }

    /** The scenario's expected tables, errors and warnings, on Spark in {@code mode}. */
    static void assertPassesOnSpark(Path folder, SparkEngine.Mode mode) {
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
        System.out.printf(
                "SparkConformanceIT: whole suite in both modes took %.1f s%n", (System.nanoTime() - START) / 1e9);
    }
}
