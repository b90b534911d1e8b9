package io.scdstudio.spark;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every scenario of the library ({@code sample-data}) through the Spark engine: the lessons teach what Spark +
 * Delta computes too, and the generated 100,000-event feed's expected tables, folded by the in-memory engine, are
 * checked by an engine that shares none of its code. The conformance suite already runs every rule in both modes,
 * so a lesson runs in the mode its feed exercises (incremental when it has several micro-batches or snapshots,
 * backfill when it has one): that halves the build's costliest suite. By default the build runs the lessons whose
 * feeds differ most (late data, deletes and tombstones, truncate, both snapshot kinds, a CDC format);
 * {@code -Dspark.library=all} runs all 25, the 100,000-event feed among them (two and a half minutes on its own, as
 * the tests' session interprets rather than compiles its plans).
 */
@Execution(ExecutionMode.CONCURRENT)
class SparkLibraryIT {
    private static final long START = System.nanoTime();

    private static final Set<String> REPRESENTATIVE = Set.of(
            "customer-moves",
            "late-update-splits-history",
            "late-delete-and-tombstone",
            "truncate-scd1",
            "periodic-snapshots",
            "historical-snapshots",
            "debezium-postgres-customers");

    static Stream<Arguments> scenarios() throws IOException {
        List<Arguments> out = new ArrayList<>();
        boolean all = "all".equals(System.getProperty("spark.library", ""));
        try (Stream<Path> children = Files.list(Path.of("sample-data"))) {
            for (Path p : children.filter(ScenarioReader::isScenarioFolder)
                    .filter(p -> all || REPRESENTATIVE.contains(p.getFileName().toString()))
                    .sorted()
                    .toList()) {
                for (SparkEngine.Mode m : modesFor(p)) {
                    out.add(Arguments.of(p, m));
                }
            }
        }
        return out.stream();
    }

    /**
     * The 100,000-event feed is here for its size, not its batches (the conformance suite proves MERGE per batch):
     * it runs as backfill, a fifth of the time its five MERGEs took.
     */
    private static List<SparkEngine.Mode> modesFor(Path lesson) {
        Scenario s = ScenarioReader.read(lesson);
        boolean big = s.feed() instanceof io.scdstudio.model.ChangeFeed c && c.eventCount() > 10_000;
        return List.of(s.feed().batchCount() > 1 && !big ? SparkEngine.Mode.INCREMENTAL : SparkEngine.Mode.BACKFILL);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("scenarios")
    void libraryScenarioGivesItsExpectedTablesOnSpark(Path folder, SparkEngine.Mode mode) {
        SparkConformanceIT.assertPassesOnSpark(folder, mode);
    }

    @AfterAll
    static void reportTime() {
        System.out.printf("SparkLibraryIT: the library took %.1f s%n", (System.nanoTime() - START) / 1e9);
    }
}
