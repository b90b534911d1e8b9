package io.scdstudio.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of the shared conformance suite ({@code ../shared/conformance}, or system property
 * {@code conformance.dir}) and every bundled sample scenario, through the in-memory engine: batch by batch
 * as one fold per batch, and event by event as the traced run the window steps through.
 */
class ConformanceTest {

    static Path conformanceDir() {
        return io.scdstudio.ConformanceSuite.dir();
    }

    static Stream<Path> conformanceCases() throws IOException {
        Path dir = conformanceDir();
        if (!Files.isDirectory(dir)) {
            return Stream.of(dir.resolve("<missing>"));
        }
        return scenarioFolders(dir);
    }

    static Stream<Path> sampleScenarios() throws IOException {
        return scenarioFolders(Path.of("sample-data"));
    }

    private static Stream<Path> scenarioFolders(Path dir) throws IOException {
        try (Stream<Path> children = Files.list(dir)) {
            List<Path> folders =
                    children.filter(ScenarioReader::isScenarioFolder).sorted().toList();
            return folders.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("conformanceCases")
    void conformanceCasePassesBatchByBatch(Path folder) {
        assumeTrue(
                Files.isDirectory(folder),
                "conformance suite not found at " + conformanceDir().toAbsolutePath()
                        + "; set -Dconformance.dir to run it");
        assertPasses(folder, RunOptions.FAST);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("conformanceCases")
    void conformanceCasePassesWithEveryBatchFoldedAndTracedOnThreeThreads(Path folder) {
        assumeTrue(
                Files.isDirectory(folder),
                "conformance suite not found at " + conformanceDir().toAbsolutePath());
        assertPasses(folder, RunOptions.FAST.withThreads(3));
        assertPasses(folder, RunOptions.TRACED.withThreads(3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("conformanceCases")
    void conformanceCasePassesEventByEventWithTheTrace(Path folder) {
        assumeTrue(
                Files.isDirectory(folder),
                "conformance suite not found at " + conformanceDir().toAbsolutePath());
        assertPasses(folder, RunOptions.TRACED);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sampleScenarios")
    void sampleScenarioGivesItsExpectedTables(Path folder) {
        assertPasses(folder, RunOptions.FAST);
        assertPasses(folder, RunOptions.TRACED);
    }

    private static void assertPasses(Path folder, RunOptions options) {
        Scenario scenario = ScenarioReader.read(folder);
        List<ScenarioVerifier.Verdict> verdicts = new ScenarioVerifier(new InMemoryEngine(), options).verify(scenario);
        assertThat(verdicts).isNotEmpty();
        for (ScenarioVerifier.Verdict v : verdicts) {
            assertThat(v.problems()).as(v.label()).isEmpty();
        }
    }
}
