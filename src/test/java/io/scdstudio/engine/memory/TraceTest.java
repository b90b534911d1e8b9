package io.scdstudio.engine.memory;

import static io.scdstudio.engine.Feeds.delete;
import static io.scdstudio.engine.Feeds.upsert;
import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.Feeds;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The trace of the documentation's users feed (spec §11.1): what each event did and why, in arrival order. */
class TraceTest {
    private static final List<Row> USERS = List.of(
            upsert(124, "Raul", "Oaxaca", 1),
            upsert(123, "Isabel", "Monterrey", 1),
            upsert(125, "Mercedes", "Tijuana", 2),
            upsert(126, "Lily", "Cancun", 2),
            delete(123, 6),
            upsert(125, "Mercedes", "Guadalajara", 6),
            upsert(125, "Mercedes", "Mexicali", 5),
            upsert(123, "Isabel", "Chihuahua", 5));

    private static Trace trace(int scd, List<Row> events) {
        ChangeFeed feed = Feeds.batches(events);
        return FeedRunner.runAll(new InMemoryEngine(), Feeds.flow(scd), feed, RunOptions.TRACED, List.of())
                .trace();
    }

    @Test
    void eachEventIsNamedForWhatItIsWithoutRuleIds() {
        Trace t = trace(1, USERS);
        assertThat(t.get(0).explain()).isEqualTo("Insert of 124 at sequence 1: inserted a new row");
        assertThat(t.get(4).explain()).startsWith("Delete of 123 at sequence 6");
        assertThat(t.get(5).explain()).startsWith("Update of 125 at sequence 6");
        assertThat(t.get(6).explain())
                .isEqualTo("Update of 125 at sequence 5: dropped, a newer event for this key (event #6, sequence 6) "
                        + "was already applied");
        List<Row> tie = List.of(upsert(1, "a", "x", 1), upsert(1, "b", "y", 1));
        assertThat(trace(1, tie).get(1).explain())
                .doesNotContain("rule")
                .contains("arrived later wins here (Databricks does not define the winner");
    }

    /** What the trace says of each event of a library scenario. */
    private static List<String> explanations(String scenario) {
        io.scdstudio.model.Scenario s =
                io.scdstudio.feed.scenario.ScenarioReader.read(java.nio.file.Path.of("sample-data", scenario));
        Trace t = FeedRunner.runAll(new InMemoryEngine(), s.flow(), s.feed(), RunOptions.TRACED, List.of())
                .trace();
        return java.util.stream.IntStream.range(0, t.size())
                .mapToObj(i -> t.get(i).explain())
                .toList();
    }

    /**
     * The intervals read without making rows are the added rows' own, event by event, on a feed with late events that
     * insert into and rewrite history and a key deleted and back.
     */
    @Test
    void theIntervalsAnEventAddedAreThoseOfTheRowsItAdded() {
        io.scdstudio.model.Scenario s =
                io.scdstudio.feed.scenario.ScenarioReader.read(java.nio.file.Path.of("sample-data", "generated-100k"));
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), s.flow(), s.feed(), RunOptions.TRACED, List.of());
        Trace t = run.trace();
        List<String> names = run.targetSchema().names();
        int start = names.indexOf("__START_AT");
        int end = names.indexOf("__END_AT");
        int intervals = 0;
        for (int i = 0; i < t.size(); i++) {
            List<List<Object>> read = new java.util.ArrayList<>();
            t.addedIntervalsAt(i, start, end, (from, to) -> read.add(java.util.Arrays.asList(from, to)));
            assertThat(read)
                    .as("event %d", i + 1)
                    .isEqualTo(t.addedAt(i).stream()
                            .map(r -> java.util.Arrays.asList(r.get(start), r.get(end)))
                            .toList());
            intervals += read.size();
        }
        assertThat(intervals).as("versions opened and re-closed").isGreaterThan(t.size());
    }

    @Test
    void aStructSequenceIsWrittenAsItsFieldsNotAsJson() {
        List<String> texts = explanations("struct-tiebreaker");
        assertThat(texts).noneSatisfy(x -> assertThat(x).contains("{\""));
        assertThat(texts).anySatisfy(x -> assertThat(x).contains("at sequence (changed_at 2024-07-12"));
    }

    @Test
    void aSnapshotFlowsEventsArePlacedByTheirSnapshotNotASequence() {
        List<String> texts = explanations("periodic-snapshots");
        assertThat(texts)
                .anySatisfy(x -> assertThat(x).matches("Key \\S+ is missing from (snapshot|the snapshot of) .*"));
        assertThat(texts).anySatisfy(x -> assertThat(x).matches("Key \\S+ appears in (snapshot|the snapshot of) .*"));
        assertThat(texts).noneSatisfy(x -> assertThat(x).contains("sequence"));
    }

    @Test
    void scd2LateUpdateIsInsertedIntoHistoryBetweenTheVersionsAroundIt() {
        TraceEntry late = trace(2, USERS).get(6);
        assertThat(late.outcome()).isEqualTo(Outcome.INSERTED_INTO_HISTORY);
        assertThat(late.explain())
                .isEqualTo("Update of 125 at sequence 5 arrived after sequence 6 was applied: "
                        + "inserted into history between 2 and 6");
        assertThat(late.removed()).containsExactly(Row.of(125L, "Mercedes", "Tijuana", 2L, 6L));
        assertThat(late.added())
                .containsExactlyInAnyOrder(
                        Row.of(125L, "Mercedes", "Tijuana", 2L, 5L), Row.of(125L, "Mercedes", "Mexicali", 5L, 6L));
    }

    @Test
    void scd1LateUpdateIsDroppedBecauseANewerEventWasApplied() {
        TraceEntry late = trace(1, USERS).get(6);
        assertThat(late.outcome()).isEqualTo(Outcome.DROPPED_STALE);
        assertThat(late.explain())
                .contains("dropped, a newer event for this key (event #6, sequence 6) was already applied");
        assertThat(late.removed()).isEmpty();
        assertThat(late.added()).isEmpty();
    }

    @Test
    void scd2LateUpdateWithTheTrackedValuesOfItsVersionIsSaidToChangeNoVersionNotToBeDropped() {
        TraceEntry late = trace(
                        2,
                        List.of(
                                upsert(1, "Ann", "Oslo", 1),
                                upsert(1, "Ann", "Oslo", 5),
                                upsert(1, "Ann", "Rome", 9),
                                upsert(1, "Ann", "Oslo", 3)))
                .get(3);
        assertThat(late.explain())
                .isEqualTo("Update of 1 at sequence 3 arrived after sequence 9 (event #3) was "
                        + "applied: it has the same tracked values as the version it falls in, so no version changed");
        assertThat(late.removed()).isEmpty();
        assertThat(late.added()).isEmpty();
    }

    @Test
    void scd1UpdateOlderThanADeleteIsSuppressedByTheTombstone() {
        TraceEntry late = trace(1, USERS).get(7);
        assertThat(late.outcome()).isEqualTo(Outcome.SUPPRESSED_BY_TOMBSTONE);
        assertThat(late.explain()).contains("the key was deleted at sequence 6");
    }

    @Test
    void scd2DeleteClosesTheCurrentVersion() {
        TraceEntry delete = trace(2, USERS).get(4);
        assertThat(delete.outcome()).isEqualTo(Outcome.CLOSED_VERSION);
        assertThat(delete.removed()).containsExactly(Row.of(123L, "Isabel", "Monterrey", 1L, null));
        assertThat(delete.added()).containsExactly(Row.of(123L, "Isabel", "Monterrey", 1L, 6L));
    }

    @Test
    void scd2UpdateOlderThanADeleteBecomesAVersionClosedByTheDelete() {
        TraceEntry late = trace(2, USERS).get(7);
        assertThat(late.outcome()).isEqualTo(Outcome.INSERTED_INTO_HISTORY);
        assertThat(late.added()).contains(Row.of(123L, "Isabel", "Chihuahua", 5L, 6L));
    }

    @Test
    void changesToUntrackedColumnsUpdateTheCurrentVersionInPlace() {
        List<Row> events = List.of(upsert(1, "Ann", "Kyiv", 1), upsert(1, "Ann", "Lviv", 2));
        ChangeFeed feed = Feeds.batches(events);
        Trace t = FeedRunner.runAll(
                        new InMemoryEngine(),
                        Feeds.flow(2).withTrackHistory(Optional.of(List.of("name")), Optional.empty()),
                        feed,
                        RunOptions.TRACED,
                        List.of())
                .trace();
        assertThat(t.get(1).outcome()).isEqualTo(Outcome.UPDATED_IN_PLACE);
        assertThat(t.get(1).explain())
                .contains("only untracked columns changed")
                .contains("(from 1)");
        assertThat(t.get(1).added()).containsExactly(Row.of(1L, "Ann", "Lviv", 1L, null));
    }

    @Test
    void aTieIsLostByTheEarlierArrivalAndReplacedByTheLaterOne() {
        Trace t = trace(1, List.of(upsert(7, "A", "X", 3), upsert(7, "B", "Y", 3)));
        assertThat(t.get(0).outcome()).isEqualTo(Outcome.INSERTED);
        assertThat(t.get(1).outcome()).isEqualTo(Outcome.REPLACED_TIE);
        assertThat(t.get(1).added()).containsExactly(Row.of(7L, "B", "Y"));
        assertThat(trace(1, List.of(upsert(7, "B", "Y", 4), upsert(7, "A", "X", 3)))
                        .get(1)
                        .outcome())
                .isEqualTo(Outcome.DROPPED_STALE);
    }

    @Test
    void aDeleteOfAnUnknownKeyLeavesATombstone() {
        Trace t = trace(1, List.of(delete(9, 5), upsert(9, "A", "X", 4), upsert(9, "B", "Y", 6)));
        assertThat(t.get(0).outcome()).isEqualTo(Outcome.TOMBSTONE);
        assertThat(t.get(1).outcome()).isEqualTo(Outcome.SUPPRESSED_BY_TOMBSTONE);
        assertThat(t.get(2).outcome()).isEqualTo(Outcome.REINSERTED);
        assertThat(t.get(2).explain()).contains("re-inserted the key after its delete at sequence 5");
    }

    @Test
    void aTruncateRemovesKeysWhoseLatestEventIsOlder() {
        Trace t = FeedRunner.runAll(
                        new InMemoryEngine(),
                        Feeds.flow(1).withConditions(Optional.of("op = 'DELETE'"), Optional.of("op = 'TRUNCATE'")),
                        Feeds.batches(List.of(
                                upsert(1, "A", "X", 1),
                                upsert(2, "B", "Y", 5),
                                Feeds.truncate(3),
                                upsert(3, "C", "Z", 2))),
                        RunOptions.TRACED,
                        List.of())
                .trace();
        assertThat(t.get(2).outcome()).isEqualTo(Outcome.TRUNCATED);
        assertThat(t.get(2).removed()).containsExactly(Row.of(1L, "A", "X"));
        assertThat(t.get(3).outcome()).isEqualTo(Outcome.DROPPED_BY_TRUNCATE);
    }

    @Test
    void aLateDeleteInsideAClosedIntervalIsFlaggedAsPossiblyDifferentFromDatabricks() {
        FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                Feeds.flow(2),
                Feeds.batches(List.of(upsert(2, "Portland", "OR", 10), delete(2, 20)), List.of(delete(2, 15))),
                RunOptions.FAST,
                List.of());
        assertThat(run.target().rows()).containsExactly(Row.of(2L, "Portland", "OR", 10L, 15L));
        assertThat(run.warnings())
                .extracting(FlowWarning::code)
                .containsExactly(FlowWarning.LATE_DELETE_INSIDE_CLOSED_INTERVAL);
        FlowRun inOrder = FeedRunner.runAll(
                new InMemoryEngine(),
                Feeds.flow(2),
                Feeds.batches(List.of(upsert(2, "Portland", "OR", 10), delete(2, 15), delete(2, 20))),
                RunOptions.FAST,
                List.of());
        assertThat(inOrder.warnings()).isEmpty();
    }
}
