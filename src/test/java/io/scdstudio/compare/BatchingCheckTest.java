package io.scdstudio.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every library feed gives one table however it is batched, except the tie its README explains. */
class BatchingCheckTest {
    static Stream<Path> changeFeeds() throws IOException {
        try (Stream<Path> children = Files.list(Path.of("sample-data"))) {
            return children.filter(ScenarioReader::isScenarioFolder).sorted().toList().stream()
                    .filter(p -> ScenarioReader.read(p).feed() instanceof ChangeFeed);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("changeFeeds")
    void theLibraryFeedGivesTheSameTableInEveryReplayOrItsReadmeSaysWhyNot(Path folder) throws IOException {
        Scenario s = ScenarioReader.read(folder);
        for (int type : s.scdTypes()) {
            BatchingCheck.Result r = BatchingCheck.run(s, type, 1);
            assertThat(r.replays()).hasSize(4);
            if (r.difference().isPresent()) {
                assertThat(Files.readString(folder.resolve("README.md")))
                        .as("the README explains it")
                        .contains("check-batching")
                        .contains(r.difference().get().key());
                assertThat(r.difference().get().why()).contains("the later arrival");
            } else {
                assertThat(r.summary()).isEqualTo("batching: same table in all 4 replays");
            }
        }
    }

    @Test
    void aTieOnTheSequenceIsNamedWithItsKeyAndEvents() {
        BatchingCheck.Result r = BatchingCheck.run(ScenarioReader.read(Path.of("sample-data/sequence-tie")), 1, 1);
        assertThat(r.difference()).hasValueSatisfying(d -> {
            assertThat(d.key()).isEqualTo("KL1002");
            assertThat(d.why()).contains("events 5 and 6 share a sequence value");
        });
        BatchingCheck.Result fixed =
                BatchingCheck.run(ScenarioReader.read(Path.of("sample-data/struct-tiebreaker")), 1, 1);
        assertThat(fixed.difference())
                .as("the STRUCT tie-breaker makes it not depend on arrival")
                .isEmpty();
    }

    @Test
    void tombstonesThatExpireBetweenBatchesLegitimatelyDependOnBatchingAndSaySo() {
        Scenario gc = ScenarioReader.read(Path.of("../shared/conformance/C10b-tombstone-gc-resurrection"));
        BatchingCheck.Result r = BatchingCheck.run(gc, gc.scdTypes().get(0), 1);
        assertThat(r.difference()).hasValueSatisfying(d -> {
            assertThat(d.key()).isEqualTo("42");
            assertThat(d.why()).contains("tombstones expire").doesNotContain("rule U");
        });
        assertThat(r.summary()).contains("key 42");
    }

    @Test
    void aSnapshotSeriesHasNothingToReplay() {
        BatchingCheck.Result r =
                BatchingCheck.run(ScenarioReader.read(Path.of("sample-data/periodic-snapshots")), 2, 1);
        assertThat(r.difference()).isEmpty();
        assertThat(r.summary()).contains("snapshot");
    }
}
