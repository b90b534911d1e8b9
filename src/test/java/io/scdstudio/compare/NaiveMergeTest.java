package io.scdstudio.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The textbook MERGE recipe as the Delta docs write it: right on a feed it was written for (one in-order event
 * per key per batch), wrong on late data, and every difference tied to the events that made it.
 */
class NaiveMergeTest {
    static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("tier", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    static CdcFlowSettings flow(int type) {
        CdcFlowSettings f = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(type);
        return type == 2 ? f.withTrackHistory(Optional.of(List.of("city")), Optional.empty()) : f;
    }

    /** A feed the recipe was written for: each batch has at most one event per key, newer than the last. */
    static ChangeFeed inOrder(long seed, int keys, int batches) {
        SplittableRandom random = new SplittableRandom(seed);
        String[] cities = {"Kyiv", "Lviv", "Odesa"};
        String[] tiers = {"gold", "silver"};
        long seq = 0;
        boolean[] deleted = new boolean[keys];
        boolean[] seen = new boolean[keys];
        List<Batch> out = new ArrayList<>();
        long arrival = 0;
        for (int b = 1; b <= batches; b++) {
            List<Row> rows = new ArrayList<>();
            for (int k = 0; k < keys; k++) {
                if (random.nextInt(3) == 0) {
                    continue;
                }
                boolean delete = seen[k] && !deleted[k] && random.nextInt(6) == 0;
                rows.add(Row.of(
                        (long) k,
                        cities[random.nextInt(3)],
                        tiers[random.nextInt(2)],
                        delete ? "DELETE" : "UPSERT",
                        ++seq));
                deleted[k] = delete;
                seen[k] = true;
            }
            out.add(Batch.of(b, arrival, rows));
            arrival += rows.size();
        }
        return new ChangeFeed("in-order", SCHEMA, out);
    }

    static Scenario scenario(ChangeFeed feed, CdcFlowSettings flow) {
        return Scenario.builder("t", feed, flow).title("t").build();
    }

    @ParameterizedTest(name = "SCD{0}")
    @ValueSource(ints = {1, 2})
    void onOneInOrderEventPerKeyPerBatchTheRecipeIsRight(int type) {
        for (long seed = 1; seed <= 30; seed++) {
            NaiveComparison c = NaiveComparison.of(scenario(inOrder(seed, 12, 6), flow(type)), type);
            assertThat(c.same()).as("seed %d", seed).isTrue();
            assertThat(c.summary()).endsWith(" rows differ from AUTO CDC").startsWith("naive MERGE: 0 of ");
        }
    }

    @Test
    void aLateUpdateOverwritesTheNewerValueAsType1AndTheCauseNamesBothEvents() {
        ChangeFeed feed = new ChangeFeed(
                "late",
                SCHEMA,
                List.of(
                        Batch.of(
                                1,
                                0,
                                List.of(
                                        Row.of(1L, "Kyiv", "gold", "UPSERT", 1L),
                                        Row.of(1L, "Odesa", "gold", "UPSERT", 9L))),
                        Batch.of(2, 2, List.of(Row.of(1L, "Lviv", "gold", "UPSERT", 5L)))));
        NaiveComparison c = NaiveComparison.of(scenario(feed, flow(1)), 1);
        assertThat(c.naive().rows()).containsExactly(Row.of(1L, "Lviv", "gold"));
        assertThat(c.autoCdc().rows()).containsExactly(Row.of(1L, "Odesa", "gold"));
        assertThat(c.differences()).singleElement().satisfies(d -> {
            assertThat(d.key()).isEqualTo("1");
            assertThat(d.causes()).singleElement().satisfies(cause -> {
                assertThat(cause.events()).containsExactly(3, 2);
                assertThat(cause.why()).contains("a late change (event 3").contains("overwrote the newer values");
            });
        });
        assertThat(c.summary()).isEqualTo("naive MERGE: 1 of 1 rows differ from AUTO CDC");
    }

    /**
     * A fresh-eyes review read "the versions of events 6018, 6514 are missing", 6514 a delete: a delete the recipe
     * dropped made no version, it closed one.
     */
    @Test
    void aDeleteTheRecipeDroppedIsNamedAsADeleteNotAMissingVersion() {
        ChangeFeed feed = new ChangeFeed(
                "gone and back",
                SCHEMA,
                List.of(Batch.of(
                        1,
                        0,
                        List.of(
                                Row.of(1L, "Kyiv", "gold", "UPSERT", 1L),
                                Row.of(1L, null, null, "DELETE", 2L),
                                Row.of(1L, "Lviv", "gold", "UPSERT", 3L)))));
        NaiveComparison c = NaiveComparison.of(scenario(feed, flow(2)), 2);
        assertThat(c.differences())
                .singleElement()
                .satisfies(d -> assertThat(d.causes())
                        .extracting(NaiveComparison.Cause::why)
                        .containsExactly(
                                "batch 1 brought 3 events of this key (events 1, 2, 3); the recipe keeps only the "
                                        + "latest of a batch (event 3), so the version of event 1 is missing, and the delete of "
                                        + "event 2 is not applied"));
    }

    /**
     * A fresh-eyes review: on the 100,000-event lesson the Textbook MERGE tab's ten cards were all batches cut to one
     * event, and the late changes the lesson sends the learner there for were among the keys not shown.
     */
    @Test
    void theKeysShownFirstHoldEachKindOfReasonBeforeTheRest() {
        List<Row> first = new ArrayList<>();
        List<Row> second = new ArrayList<>();
        for (long k = 1; k <= 12; k++) {
            first.add(Row.of(k, "Kyiv", "gold", "UPSERT", 10 * k));
            first.add(Row.of(k, "Lviv", "gold", "UPSERT", 10 * k + 1));
        }
        first.add(Row.of(20L, "Kyiv", "gold", "UPSERT", 500L));
        second.add(Row.of(20L, "Odesa", "gold", "UPSERT", 400L));
        ChangeFeed feed = new ChangeFeed(
                "late among many", SCHEMA, List.of(Batch.of(1, 0, first), Batch.of(2, first.size(), second)));
        NaiveComparison c = NaiveComparison.of(scenario(feed, flow(2)), 2);
        assertThat(c.differences()).hasSize(13);
        assertThat(c.differences().subList(0, 10)).noneMatch(d -> d.key().equals("20"));

        List<NaiveComparison.KeyDifference> shown = c.firstToShow(10);

        assertThat(shown).hasSize(10).doesNotHaveDuplicates();
        assertThat(shown.get(0).key()).isEqualTo("20");
        assertThat(shown.get(0).causes())
                .anySatisfy(cause -> assertThat(cause.why()).contains("a late change"));
        assertThat(shown.subList(1, 10))
                .extracting(NaiveComparison.KeyDifference::key)
                .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        assertThat(c.firstToShow(20)).hasSize(13);
    }

    /**
     * Fresh-eyes reviews: the recipe's row had NULL in three columns and the reason named the first alone; then it named
     * event 3, which the recipe drops, where the NULLs came from event 5, the batch's latest, which it applies.
     */
    @Test
    void aReasonOfIgnoredNullsNamesEveryColumnTheRecipeWiped() {
        Scenario lesson = ScenarioReader.read(Path.of("sample-data/ignore-null-column-list"));
        NaiveComparison c = NaiveComparison.of(lesson, lesson.flow().scdType());
        assertThat(c.differences())
                .flatExtracting(NaiveComparison.KeyDifference::causes)
                .extracting(NaiveComparison.Cause::why)
                .contains("event 5, the one the recipe applies from batch 1, has NULL in name, job_title and "
                        + "department, which AUTO CDC ignores (ignore-null updates) and the recipe writes into its "
                        + "table");
    }

    /** The kinds the window picks cards by are the kinds of the reasons the cards then give, key by key. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "generated-100k",
                "late-update-splits-history",
                "late-delete-and-tombstone",
                "ignore-null-column-list",
                "many-changes-one-batch",
                "users-docs-example"
            })
    void theKindsOfAKeysReasonsAreThoseItsReasonsGive(String lesson) {
        Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
        for (int type : new int[] {1, 2}) {
            CdcFlowSettings flow = (CdcFlowSettings) s.flow().withScdType(type);
            if (type == 1) {
                flow = flow.withTrackHistory(Optional.empty(), Optional.empty());
            }
            ChangeFeed feed = (ChangeFeed) s.feed();
            NaiveCauses causes =
                    new NaiveCauses(io.scdstudio.engine.resolve.FlowResolver.resolveCdc(flow, feed.schema()), feed);
            for (String key : causes.keys()) {
                List<String> why =
                        causes.of(key).stream().map(NaiveComparison.Cause::why).toList();
                java.util.Set<NaiveCauses.Kind> kinds = causes.kinds(key);
                assertThat(kinds.contains(NaiveCauses.Kind.LATE))
                        .as("%s SCD%d key %s late: %s", lesson, type, key, why)
                        .isEqualTo(why.stream().anyMatch(w -> w.startsWith("a late")));
                assertThat(kinds.contains(NaiveCauses.Kind.KEPT_ONE))
                        .as("%s SCD%d key %s cut batch: %s", lesson, type, key, why)
                        .isEqualTo(why.stream().anyMatch(w -> w.contains("keeps only the latest of a batch")));
                assertThat(kinds.contains(NaiveCauses.Kind.IGNORED_NULLS))
                        .as("%s SCD%d key %s nulls: %s", lesson, type, key, why)
                        .isEqualTo(why.stream().anyMatch(w -> w.contains(" has NULL in ")));
            }
        }
    }

    @Test
    void onTheBigLessonTheKeysShownFirstIncludeALateChange() {
        Scenario lesson = ScenarioReader.read(Path.of("sample-data/generated-100k"));
        NaiveComparison c = NaiveComparison.of(lesson, 2);
        assertThat(c.firstToShow(10))
                .flatExtracting(NaiveComparison.KeyDifference::causes)
                .extracting(NaiveComparison.Cause::why)
                .filteredOn(why -> why.contains("arrived after"))
                .as("a late change in turn with a batch cut to one event: half of the cards")
                .hasSizeGreaterThanOrEqualTo(5);
        assertThat(c.firstToShow(10))
                .flatExtracting(NaiveComparison.KeyDifference::causes)
                .extracting(NaiveComparison.Cause::why)
                .anySatisfy(why -> assertThat(why).contains("keeps only the latest of a batch"));
    }

    @Test
    void asType2TheRecipeClosesAndOpensLikeTheDocsAndUpdatesUntrackedColumnsInPlace() {
        ChangeFeed feed = new ChangeFeed(
                "moves",
                SCHEMA,
                List.of(
                        Batch.of(1, 0, List.of(Row.of(1L, "Kyiv", "gold", "UPSERT", 1L))),
                        Batch.of(2, 1, List.of(Row.of(1L, "Kyiv", "silver", "UPSERT", 2L))),
                        Batch.of(3, 2, List.of(Row.of(1L, "Lviv", "silver", "UPSERT", 3L))),
                        Batch.of(4, 3, List.of(Row.of(1L, null, null, "DELETE", 4L)))));
        NaiveComparison c = NaiveComparison.of(scenario(feed, flow(2)), 2);
        assertThat(c.naive().rows())
                .containsExactlyInAnyOrder(Row.of(1L, "Kyiv", "silver", 1L, 3L), Row.of(1L, "Lviv", "silver", 3L, 4L));
        assertThat(c.same()).isTrue();
    }

    @Test
    void aDeletedKeyThatALateUpdateBringsBackIsARowOnlyTheRecipeHasAndSaidBeforeTheCount() {
        ChangeFeed feed = new ChangeFeed(
                "back",
                SCHEMA,
                List.of(
                        Batch.of(
                                1,
                                0,
                                List.of(
                                        Row.of(1L, "Kyiv", "gold", "UPSERT", 1L),
                                        Row.of(2L, "Rivne", "gold", "UPSERT", 2L),
                                        Row.of(1L, null, null, "DELETE", 5L))),
                        Batch.of(2, 3, List.of(Row.of(1L, "Lviv", "gold", "UPSERT", 3L)))));
        NaiveComparison c = NaiveComparison.of(scenario(feed, flow(1)), 1);
        assertThat(c.autoCdc().rows()).containsExactly(Row.of(2L, "Rivne", "gold"));
        assertThat(c.naive().rows()).containsExactlyInAnyOrder(Row.of(1L, "Lviv", "gold"), Row.of(2L, "Rivne", "gold"));
        assertThat(c.same()).isFalse();
        assertThat(c.summary()).isEqualTo("naive MERGE: 0 of 1 rows differ from AUTO CDC");
        assertThat(c.extraRowsLine())
                .isEqualTo("the recipe's table also holds 1 row(s) AUTO CDC's does not (it holds 2 in all)");
        assertThat(c.inPlainWords())
                .as("as the window says it")
                .isEqualTo("AUTO CDC's table has 1 row, the recipe's 2: it has all of AUTO CDC's rows, and 1 that "
                        + "AUTO CDC's does not.");
        assertThat(c.differences())
                .singleElement()
                .satisfies(d -> assertThat(d.causes()).isNotEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "users-docs-example",
                "customer-moves",
                "late-update-splits-history",
                "late-delete-and-tombstone",
                "many-changes-one-batch",
                "generated-100k"
            })
    void onTheLateDataLessonsTheRecipeLosesHistoryAsType2(String lesson) {
        Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
        NaiveComparison c = NaiveComparison.of(s, 2);
        assertThat(c.differingRows()).isPositive();
        assertThat(c.differences())
                .allSatisfy(d -> assertThat(d.causes())
                        .isNotEmpty()
                        .allSatisfy(cause -> assertThat(cause.events()).isNotEmpty()));
        assertThat(c.naive().schema()).isEqualTo(c.autoCdc().schema());
    }

    @Test
    void theUsersExamplesMissingVersionsAreTiedToTheEventsTheRecipeDropped() {
        NaiveComparison c = NaiveComparison.of(ScenarioReader.read(Path.of("sample-data/users-docs-example")), 2);
        NaiveComparison.KeyDifference k125 = c.differences().stream()
                .filter(d -> d.key().equals("125"))
                .findFirst()
                .orElseThrow();
        assertThat(k125.onlyAutoCdc())
                .containsExactlyInAnyOrder(
                        Row.of(125L, "Mercedes", "Tijuana", 2L, 5L), Row.of(125L, "Mercedes", "Mexicali", 5L, 6L));
        assertThat(k125.causes()).singleElement().satisfies(cause -> {
            assertThat(cause.events()).containsExactly(3, 6, 7);
            assertThat(cause.why())
                    .contains("keeps only the latest of a batch (event 6)")
                    .contains("the versions of events 3, 7 are missing");
        });
    }
}
