package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimelineViewModelTest {
    private final PreviewViewModel preview = new PreviewViewModel();
    private final TimelineViewModel vm = new TimelineViewModel(preview);

    TimelineViewModelTest() {
        preview.setResult(new PreviewComputer().compute(Fixtures.users(2).scenario()), false);
        vm.setTargetName("users");
    }

    private KeyTimeline key(String key) {
        return vm.keys().stream().filter(k -> k.key().equals(key)).findFirst().orElseThrow();
    }

    /**
     * The table as of the marker is worked out on a worker: only the last step's table lands, and none of a design
     * the learner has left.
     */
    @Test
    void onlyTheLatestTableAsOfTheMarkerLandsAndNoneOfADesignLeft() {
        // The newest result first: a table the worker finished late must not replace a newer one.
        DeferredRunner later = new DeferredRunner();
        PreviewViewModel stepped = new PreviewViewModel();
        TimelineViewModel timeline = new TimelineViewModel(stepped, later, TaskRunner.inline());
        stepped.setResult(new PreviewComputer().compute(Fixtures.users(2).scenario()), false);
        later.runAllNewestFirst();
        preview.moveTo(5);
        List<Row> atFive = List.copyOf(vm.asOfRows());
        preview.moveTo(8);
        assertThat(vm.asOfRows()).as("another table after the last event").isNotEqualTo(atFive);

        stepped.moveTo(8);
        stepped.moveTo(5);
        assertThat(later.pending()).as("one table asked for each step").isGreaterThanOrEqualTo(2);
        later.runAllNewestFirst();
        assertThat(timeline.asOfRows())
                .as("the last step's table, not the one before it")
                .isEqualTo(atFive);

        stepped.moveTo(8);
        timeline.designOpened();
        later.runAllNewestFirst();
        assertThat(timeline.asOfRows()).as("nothing of the design left").isEmpty();
        assertThat(timeline.asOfSqlProperty().get()).isEmpty();
    }

    @Test
    void anEmptyChartSaysWhyAndHowToFillIt() {
        preview.moveTo(0);
        assertThat(vm.keys()).as("before the first event").isEmpty();
        assertThat(vm.messageProperty().get()).startsWith("No rows in the target at this point: step forward");
        preview.moveTo(8);
        preview.keyFilterProperty().set("no such key");
        assertThat(vm.keys()).isEmpty();
        assertThat(vm.messageProperty().get()).contains("Follow a key").contains("clear it");
        preview.keyFilterProperty().set("");
        assertThat(vm.keys()).isNotEmpty();
        assertThat(vm.messageProperty().get()).isEmpty();
    }

    @Test
    void theAsOfPointStaysAtItsSequenceValueWhenAStepAddsAPointBeforeIt() {
        preview.moveTo(6);
        SequenceAxis before = vm.axisProperty().get();
        vm.asOfProperty().set(before.size() - 1);
        Object x = before.value(before.size() - 1);
        preview.moveTo(8);
        SequenceAxis after = vm.axisProperty().get();
        assertThat(after).as("the late events added points to the axis").isNotEqualTo(before);
        assertThat(after.value(vm.asOfProperty().get()))
                .as("the table still as of %s", x)
                .isEqualTo(x);
        assertThat(vm.asOfSqlProperty().get()).contains("<= " + x);
    }

    @Test
    void theMarkerFollowsTheLastEventUnlessTheLearnerPlacedItEarlier() {
        preview.moveTo(1);
        preview.moveTo(8);
        SequenceAxis all = vm.axisProperty().get();
        assertThat(vm.asOfProperty().get()).as("after a jump to the last event").isEqualTo(all.size() - 1);
        int end = preview.resultProperty().get().endIndex();
        assertThat(vm.asOfRows())
                .as("the table as of the marker holds the current versions")
                .containsExactlyInAnyOrderElementsOf(
                        preview.rows().stream().filter(r -> r.get(end) == null).toList());

        preview.moveTo(6);
        assertThat(vm.axisProperty().get().size()).isGreaterThan(1);
        vm.asOfProperty().set(0);
        Object placed = vm.axisProperty().get().value(0);
        preview.moveTo(8);
        assertThat(vm.axisProperty().get().value(vm.asOfProperty().get()))
                .as("a point the learner chose stays")
                .isEqualTo(placed);
        assertThat(AsOfCaption.text(vm))
                .as("the caption says the marker stays, and where the preview is")
                .contains("where you left the marker")
                .contains("stays there as you step")
                .contains("the preview is after event 8 of 8");
        vm.asOfProperty().set(vm.axisProperty().get().size() - 1);
        assertThat(AsOfCaption.text(vm))
                .contains("the latest point (after event 8 of 8)")
                .contains(vm.asOfRows().size() + " versions current then, in the history as it stands now")
                .contains("follows your steps");
    }

    @Test
    void theAsOfTableTakesTheColumnsOfEachDesignShownEvenWhenTheyAreAsMany() {
        assertThat(vm.asOfColumns()).containsExactly("userId", "name", "city", "__START_AT", "__END_AT");
        // Bike stations have as many columns as users: their names must still replace the users' ones.
        Scenario stations = io.scdstudio.project.DesignFiles.open(
                        java.nio.file.Path.of("sample-data/periodic-snapshots"))
                .scenario();
        preview.setResult(new PreviewComputer().compute(stations), false);
        assertThat(vm.asOfColumns())
                .containsExactlyElementsOf(preview.columns())
                .doesNotContain("userId");
        preview.setResult(new PreviewComputer().compute(Fixtures.users(1).scenario()), false);
        assertThat(vm.asOfColumns())
                .as("an SCD type 1 design has no history, but its table still has its own columns")
                .containsExactly("userId", "name", "city");
    }

    @Test
    void anotherDesignOpenedWhileTheTimelineWasHiddenNeverMeetsTheOldMarker() {
        // The marker stands on the users' sequence numbers; then the timeline is left, and a design sequenced by
        // timestamps is shown in the preview while it is hidden. Opening a third design moved the marker back to
        // its first point against the old numbers and the new timestamps, and the comparison threw.
        vm.asOfProperty().set(vm.axisProperty().get().size() - 1);
        vm.setActive(false);
        Scenario scanners = io.scdstudio.project.DesignFiles.open(
                        java.nio.file.Path.of("sample-data/late-update-splits-history"))
                .scenario();
        preview.setResult(new PreviewComputer().compute(scanners), false);
        vm.designOpened();
        assertThat(vm.asOfRows()).isEmpty();
        assertThat(vm.keys()).isEmpty();
        vm.setActive(true);
        assertThat(vm.asOfColumns()).contains("device_id", "__START_AT");
        assertThat(vm.keys()).isNotEmpty();
    }

    /**
     * A fresh-eyes review: with "Follow a key" set in the preview, the table as of the marker held the followed key
     * alone while its SQL returned every key, and nothing on the Timeline said it was filtered.
     */
    @Test
    void aFollowedKeyIsInTheAsOfSqlAndTheTimelineSaysSo() {
        preview.followExactly("125");
        assertThat(vm.asOfRows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.get(0)).isEqualTo(125L));
        assertThat(vm.asOfSqlProperty().get()).endsWith("\n  AND userId = 125");
        assertThat(vm.messageProperty().get())
                .startsWith("Only key 125 (Follow a key")
                .contains("Clear it");

        preview.keyFilterProperty().set("2");
        assertThat(vm.messageProperty().get()).startsWith("Only the keys that match \"2\"");
        assertThat(vm.asOfSqlProperty().get()).endsWith("\n  AND lower(CAST(userId AS STRING)) LIKE '%2%'");
        assertThat(vm.asOfRows())
                .extracting(r -> r.get(0))
                .as("123 is deleted by then")
                .containsExactlyInAnyOrder(124L, 125L, 126L);

        preview.keyFilterProperty().set("");
        assertThat(vm.asOfSqlProperty().get()).endsWith("(__END_AT IS NULL OR __END_AT > 6)");
        assertThat(vm.messageProperty().get()).isEmpty();
    }

    @Test
    void aCompositeKeyFollowedIsOneEqualityForEachColumnAndTextIsMatchedAsThePreviewMatchesIt() {
        List<Row> shown = List.of(Row.of("EU", 7L, "x"));
        int[] keys = {0, 1};
        assertThat(KeyFilterSql.of("=eu, 7", List.of("region", "store id"), keys, shown))
                .isEqualTo("\n  AND region = 'EU' AND `store id` = 7");
        assertThat(KeyFilterSql.of("u, 7", List.of("region", "store id"), keys, shown))
                .isEqualTo("\n  AND lower(concat_ws(', ', CAST(region AS STRING), CAST(`store id` AS STRING)))"
                        + " LIKE '%u, 7%'");
        assertThat(KeyFilterSql.of("50%_off", List.of("code"), new int[] {0}, List.of()))
                .as("the pattern's own wildcards are taken literally")
                .isEqualTo("\n  AND lower(CAST(code AS STRING)) LIKE '%50\\\\%\\\\_off%'");
        assertThat(KeyFilterSql.of("  ", List.of("code"), new int[] {0}, List.of()))
                .isEmpty();
    }

    @Test
    void eachKeyHasItsVersionsInSequenceOrderWithTheCurrentOneOpen() {
        KeyTimeline mercedes = key("125");
        assertThat(mercedes.bars()).hasSize(3);
        assertThat(mercedes.bars())
                .extracting(b -> vm.axisProperty().get().label(b.from()))
                .containsExactly("2", "5", "6");
        assertThat(mercedes.bars().get(2).open()).isTrue();
        assertThat(mercedes.deleted()).isFalse();
    }

    @Test
    void theVersionALateEventOpenedIsMarked() {
        assertThat(key("125").bars()).extracting(VersionBar::late).containsExactly(false, true, false);
    }

    @Test
    void aDeletedKeyIsMarked() {
        assertThat(key("123").deleted()).isTrue();
        assertThat(key("124").deleted()).isFalse();
    }

    @Test
    void asOfSequence5ShowsTheVersionsCurrentThenWithItsSql() {
        vm.asOfProperty().set(vm.axisProperty().get().rank(5L));
        assertThat(vm.asOfRows())
                .extracting(r -> r.get(2))
                .containsExactlyInAnyOrder("Oaxaca", "Chihuahua", "Mexicali", "Cancun");
        assertThat(vm.asOfSqlProperty().get())
                .contains("FROM users")
                .contains("__START_AT <= 5")
                .contains("(__END_AT IS NULL OR __END_AT > 5)");
    }

    @Test
    void clickingABarSelectsTheVersionAndNamesTheEventThatOpenedIt() {
        VersionBar mexicali = key("125").bars().get(1);
        vm.select(mexicali);
        assertThat(vm.selectionProperty().get())
                .contains("event #7")
                .contains("where the preview now stands (it was after event 8)");
        assertThat(preview.appliedProperty().get())
                .as("the preview moved to the event that opened it")
                .isEqualTo(7);
        preview.moveTo(8);
        assertThat(vm.selectionProperty().get())
                .as("a step away: the event is no longer the one the preview stands at")
                .isEmpty();
        vm.select(mexicali);
        preview.setResult(new PreviewComputer().compute(Fixtures.users(1).scenario()), false);
        assertThat(vm.selectionProperty().get()).as("another run (SCD type 1)").isEmpty();
    }

    @Test
    void clickingAVersionClosedSinceStillFindsTheEventThatOpenedIt() {
        VersionBar tijuana = key("125").bars().get(0);
        vm.select(tijuana);
        assertThat(vm.selectionProperty().get()).contains("event #3");
        assertThat(preview.appliedProperty().get()).isEqualTo(3);
    }

    @Test
    void anotherDesignOpenedWhileTheSliderFollowsTheCountShowsItsOwnTimelineAndPosition() {
        // As the step bar's slider does: clamped to a smaller count, it asks the preview to move.
        preview.eventCountProperty()
                .addListener((o, was, now) ->
                        preview.moveTo(Math.min(preview.appliedProperty().get(), now.intValue())));
        preview.setResult(
                new PreviewComputer()
                        .compute(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES)
                                .scenario()),
                false);
        vm.refresh();
        assertThat(vm.keys()).extracting(KeyTimeline::key).containsExactly("1", "2");
        assertThat(preview.positionProperty().get()).contains("of 7");
    }

    @Test
    void eachBarIsLabelledWithTheValuesItChanged() {
        // 125 moves Tijuana -> Mexicali -> Guadalajara (the users example); only the city changes after the first.
        assertThat(key("125").bars())
                .extracting(VersionBar::label)
                .containsExactly("Tijuana", "Mexicali", "Guadalajara");
        assertThat(key("124").bars().get(0).label())
                .as("a single version shows all its values")
                .contains("Raul");
    }

    /** A fresh-eyes review: a version opened by a city change read its untracked email first. */
    @Test
    void aBarWritesTheTrackedValuesItChangedBeforeTheOthers() {
        Scenario users = Fixtures.users(2).scenario();
        ChangeFeed feed = (ChangeFeed) users.feed();
        List<Row> rows = List.of(Row.of(1L, "Ann", "Kyiv", "INSERT", 1L), Row.of(1L, "Anna", "Lviv", "UPDATE", 2L));
        Scenario trackingCity = users.toBuilder()
                .feed(new ChangeFeed(feed.source(), feed.schema(), List.of(Batch.of(1, 0, rows))))
                .flow(((io.scdstudio.model.CdcFlowSettings) users.flow())
                        .withTrackHistory(java.util.Optional.of(List.of("city")), java.util.Optional.empty()))
                .simulateTombstoneGcBeforeBatches(List.of())
                .expected(List.of())
                .build();
        preview.setResult(new PreviewComputer().compute(trackingCity), false);
        preview.moveTo(preview.eventCountProperty().get());
        vm.refresh();
        assertThat(key("1").bars())
                .extracting(VersionBar::label)
                .as("the city opened the second version; the name changed with it")
                .containsExactly("Kyiv · Ann", "Lviv · Anna");
    }

    /**
     * A fresh-eyes review: switching lessons with the tab shown, the as-of table was given the new design's columns
     * while it held the old design's rows, and its column headers failed on them (an error dialog, then a table that
     * stayed broken for the session). The table never holds a row of another width than its columns.
     */
    @Test
    void theAsOfTableNeverHoldsRowsOfAnotherDesignsColumns() {
        List<String> broken = new ArrayList<>();
        Runnable check = () -> vm.asOfRows().stream()
                .filter(r -> r.size() != vm.asOfColumns().size())
                .findFirst()
                .ifPresent(r -> broken.add(vm.asOfColumns() + " over " + r));
        vm.asOfColumns().addListener((javafx.collections.ListChangeListener<String>) c -> check.run());
        vm.asOfRows().addListener((javafx.collections.ListChangeListener<Row>) c -> check.run());
        preview.moveTo(preview.eventCountProperty().get());
        vm.refresh();
        assertThat(vm.asOfRows())
                .as("the users example's table as of its last point")
                .isNotEmpty();

        // Another lesson, of other columns, its tab shown while its preview is computed: the preview still holds the
        // lesson before, then takes the new one's columns and rows.
        vm.designOpened();
        vm.refresh();
        preview.setResult(
                new PreviewComputer()
                        .compute(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES)
                                .scenario()),
                false);
        preview.moveTo(preview.eventCountProperty().get());
        vm.refresh();
        assertThat(broken).isEmpty();
        assertThat(vm.asOfColumns()).contains("email");
        assertThat(vm.asOfRows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.size()).isEqualTo(vm.asOfColumns().size()));
    }

    @Test
    void scd1HasNoTimelineAndSaysWhy() {
        preview.setResult(new PreviewComputer().compute(Fixtures.users(1).scenario()), false);
        vm.refresh();
        assertThat(vm.keys()).isEmpty();
        assertThat(vm.messageProperty().get()).contains("SCD type 2");
    }

    /** Users 1 to {@value TimelineViewModel#MAX_KEYS} + 50 move from Kyiv (1) to Lviv (2), then {@code more}. */
    private static Scenario moreKeysThanTheChartDraws(List<Row> more) {
        Scenario users = Fixtures.users(2).scenario();
        ChangeFeed feed = (ChangeFeed) users.feed();
        List<Row> rows = new ArrayList<>();
        int keys = TimelineViewModel.MAX_KEYS + 50;
        for (long id = 1; id <= keys; id++) {
            rows.add(Row.of(id, "name " + id, "Kyiv", "INSERT", 1L));
            rows.add(Row.of(id, "name " + id, "Lviv", "UPDATE", 2L));
        }
        rows.addAll(more);
        ChangeFeed big = new ChangeFeed(feed.source(), feed.schema(), List.of(Batch.of(1, 0, rows)));
        return users.toBuilder()
                .feed(big)
                .simulateTombstoneGcBeforeBatches(List.of())
                .expected(List.of())
                .build();
    }

    /**
     * A fresh-eyes review: on the 100,000-event lesson the table as of the last event held versions that keys beyond
     * the chart's first ones had closed since, because the axis ended at the charted keys' last point.
     */
    @ParameterizedTest(name = "the run's facts worked out ahead: {0}")
    @ValueSource(booleans = {true, false})
    void theTableAsOfTheLastPointIsTheCurrentOneWhateverKeysTheChartDraws(boolean workedOutAhead) {
        // The run's facts (its latest point after each event) are worked out on a worker as the run arrives; a tab
        // shown before the worker is done works them out itself, to the same table.
        DeferredRunner runWork = new DeferredRunner();
        PreviewViewModel preview = new PreviewViewModel();
        TimelineViewModel vm = new TimelineViewModel(preview, TaskRunner.inline(), runWork);
        vm.setTargetName("users");
        vm.setActive(false);
        long last = TimelineViewModel.MAX_KEYS + 50;
        Scenario scenario = moreKeysThanTheChartDraws(List.of(Row.of(last, "name " + last, "Odesa", "UPDATE", 3L)));
        preview.setResult(new PreviewComputer().compute(scenario), false);
        assertThat(runWork.pending())
                .as("a big run's facts are asked of the worker")
                .isEqualTo(1);
        if (workedOutAhead) {
            runWork.runAll();
        }
        preview.moveTo(preview.eventCountProperty().get());
        vm.setActive(true);
        assertThat(vm.keys()).extracting(KeyTimeline::key).doesNotContain(String.valueOf(last));
        SequenceAxis axis = vm.axisProperty().get();
        assertThat(vm.asOfProperty().get()).isEqualTo(axis.size() - 1);
        assertThat(axis.label(axis.size() - 1))
                .as("the axis ends at the last event")
                .isEqualTo("3");
        int end = preview.resultProperty().get().endIndex();
        assertThat(vm.asOfRows())
                .as("the table as of the last point is the current table")
                .containsExactlyInAnyOrderElementsOf(preview.rows().stream()
                        .filter(r -> r.get(end) == null && !preview.isRemoved(r))
                        .toList())
                .anySatisfy(r -> assertThat(r.get(2)).isEqualTo("Odesa"));
        assertThat(vm.asOfSqlProperty().get()).contains("__START_AT <= 3");

        preview.moveTo(preview.eventCountProperty().get() - 1);
        assertThat(vm.axisProperty().get().label(vm.axisProperty().get().size() - 1))
                .as("a step back: the axis ends where the target then did")
                .isEqualTo("2");
        assertThat(vm.asOfRows()).noneSatisfy(r -> assertThat(r.get(2)).isEqualTo("Odesa"));

        // A big feed's final table, shown before its trace is ready: the axis ends where that table does too.
        preview.setResult(new PreviewComputer().computeTable(scenario), false);
        if (workedOutAhead) {
            runWork.runAll();
        }
        vm.refresh();
        SequenceAxis untraced = vm.axisProperty().get();
        assertThat(untraced.label(untraced.size() - 1))
                .as("the final table's last point")
                .isEqualTo("3");
        assertThat(vm.asOfRows()).anySatisfy(r -> assertThat(r.get(2)).isEqualTo("Odesa"));
    }

    @Test
    void aBigTargetShowsTheFirstKeysWithAllTheirVersionsAndSaysSo() {
        preview.setResult(new PreviewComputer().compute(moreKeysThanTheChartDraws(List.of())), false);
        vm.refresh();
        assertThat(vm.keys()).hasSize(TimelineViewModel.MAX_KEYS);
        assertThat(vm.keys()).allSatisfy(k -> assertThat(k.bars()).hasSize(2));
        assertThat(vm.keys().get(0).key()).isEqualTo("1");
        assertThat(vm.messageProperty().get()).contains("first " + TimelineViewModel.MAX_KEYS + " keys");
    }
}
