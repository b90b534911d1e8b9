package io.scdstudio.engine;

import static io.scdstudio.engine.Feeds.delete;
import static io.scdstudio.engine.Feeds.upsert;
import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.ChangeFeed;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A delete and an upsert at one key and one sequence value (rule U2): the delete wins here, and the run says that
 * the table depends on the engine, since Apache Spark 4.2.0's open-source SCD type 1 keeps the upsert. Not under
 * AMBIGUOUS_SEQUENCE, which the conformance suite keeps for ties between upserts.
 */
class TieWarningsTest {

    private static List<FlowWarning> warnings(ChangeFeed feed, int scdType) {
        FlowRun run = FeedRunner.run(
                new InMemoryEngine(), Feeds.flow(scdType), feed, RunOptions.FAST, List.of(), (n, r) -> true);
        return run.warnings();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aDeleteTiedWithAnUpsertWinsAndIsNamedAsEngineDependent(int scdType) {
        ChangeFeed feed = Feeds.batches(List.of(upsert(1, "a", "Kyiv", 1), delete(1, 2), upsert(1, "a", "Lviv", 2)));
        FlowRun run = FeedRunner.run(
                new InMemoryEngine(), Feeds.flow(scdType), feed, RunOptions.FAST, List.of(), (n, r) -> true);
        assertThat(run.target().rows())
                .as("the delete won: no row holds the tied upsert")
                .noneMatch(r -> "Lviv".equals(r.get(2)));
        List<FlowWarning> w = run.warnings();
        assertThat(w)
                .extracting(FlowWarning::code)
                .contains(FlowWarning.DELETE_TIES_UPSERT)
                .doesNotContain(FlowWarning.AMBIGUOUS_SEQUENCE);
        assertThat(w.stream()
                        .filter(x -> x.code().equals(FlowWarning.DELETE_TIES_UPSERT))
                        .findFirst()
                        .orElseThrow()
                        .message())
                .contains("1 at sequence 2", "open-source SCD type 1 keeps the upsert", "STRUCT(seq, that column)");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aDeleteAtItsOwnSequenceIsNoTie(int scdType) {
        ChangeFeed feed = Feeds.batches(List.of(upsert(1, "a", "Kyiv", 1), delete(1, 2), upsert(1, "a", "Lviv", 3)));
        assertThat(warnings(feed, scdType))
                .extracting(FlowWarning::code)
                .doesNotContain(FlowWarning.DELETE_TIES_UPSERT);
    }

    /**
     * A fast run folds its batches when it is read, all at once: the late delete it names must still be the first one
     * a run folding each batch as it comes meets (3 inside 5, in the second batch), not the one the whole feed shows
     * first in fold order (2 inside 3, from the third).
     */
    @Test
    void aLateDeleteIsNamedAsTheBatchThatBroughtItFirstMetIt() {
        ChangeFeed feed = Feeds.batches(
                List.of(upsert(1, "a", "Kyiv", 1), delete(1, 5)), List.of(delete(1, 3)), List.of(delete(1, 2)));
        List<FlowWarning> w = FeedRunner.runAll(new InMemoryEngine(), Feeds.flow(2), feed, RunOptions.FAST, List.of())
                .warnings();
        assertThat(w)
                .filteredOn(x -> x.code().equals(FlowWarning.LATE_DELETE_INSIDE_CLOSED_INTERVAL))
                .singleElement()
                .extracting(FlowWarning::message)
                .asString()
                .contains("the delete of 1 at sequence 3 arrived after the delete at 5");
    }
}
