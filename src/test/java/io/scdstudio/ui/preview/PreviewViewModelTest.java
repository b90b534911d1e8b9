package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.PreviewResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PreviewViewModelTest {
    private final Scenario users2 = Fixtures.users(2).scenario();
    private final PreviewViewModel vm = new PreviewViewModel();

    PreviewViewModelTest() {
        vm.setResult(new PreviewComputer().compute(users2), false);
    }

    @Test
    void aFollowedKeyWithNoRowSaysSoNotThatTheTargetIsEmpty() {
        vm.moveTo(2);
        vm.keyFilterProperty().set("1234");
        assertThat(vm.rows()).isEmpty();
        String said = EmptyTableText.of(
                vm.eventCountProperty().get(), vm.keyFilterProperty().get());
        assertThat(said).contains("\"1234\"").contains("Follow a key").doesNotContain("No rows in the target");
        vm.followExactly("125");
        assertThat(EmptyTableText.of(
                        vm.eventCountProperty().get(), vm.keyFilterProperty().get()))
                .startsWith("No row of key 125 at this event");
        vm.keyFilterProperty().set("");
        assertThat(vm.rows()).isNotEmpty();
        assertThat(EmptyTableText.of(0, "")).contains("Library menu").doesNotContain("Samples");
    }

    @Test
    void thePositionLineNamesTheEventAsTheExplanationDoes() {
        vm.moveTo(1);
        assertThat(vm.positionProperty().get())
                .startsWith("Event 1 of 8 · batch 1")
                .contains("insert of key 124");
        vm.moveTo(5);
        assertThat(vm.positionProperty().get()).contains("delete of key 123");
        vm.moveTo(6);
        assertThat(vm.positionProperty().get()).contains("update of key 125");
    }

    @Test
    void aNewDesignShowsTheTargetAfterTheLastEvent() {
        assertThat(vm.appliedProperty().get()).isEqualTo(8);
        assertThat(vm.rows())
                .filteredOn(r -> vm.stateOf(r) != RowState.REMOVED)
                .containsExactlyInAnyOrderElementsOf(FeedRunner.runAll(
                                new InMemoryEngine(), users2.flow(), users2.feed(), RunOptions.FAST, List.of())
                        .target()
                        .rows());
    }

    @Test
    void afterEveryEventTheTableIsTheTargetOfTheEventsSoFar() {
        ChangeFeed feed = (ChangeFeed) users2.feed();
        List<Row> events = feed.events();
        for (int i = 0; i <= events.size(); i++) {
            vm.moveTo(i);
            ChangeFeed prefix = new ChangeFeed(
                    "prefix",
                    feed.schema(),
                    i == 0 ? List.of() : List.of(Batch.of(1, 0, new ArrayList<>(events.subList(0, i)))));
            List<Row> expected = new PreviewComputer()
                    .compute(withFeed(users2, prefix))
                    .finalTarget()
                    .orElseThrow()
                    .rows();
            assertThat(vm.cursor().rows()).as("after %d events", i).containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    @Test
    void aMoveAskedForBeforeTheTraceIsReadyIsWhereTheTraceStands() {
        PreviewComputer computer = new PreviewComputer();
        PreviewViewModel fresh = new PreviewViewModel();
        fresh.show(fresh.prepare(computer.computeTable(users2), false));
        fresh.moveTo(3);
        fresh.show(fresh.prepare(computer.compute(users2), false));
        assertThat(fresh.appliedProperty().get()).isEqualTo(3);

        PreviewViewModel batch = new PreviewViewModel();
        batch.show(batch.prepare(computer.computeTable(users2), false));
        batch.jumpToBatch(1);
        batch.show(batch.prepare(computer.compute(users2), false));
        assertThat(batch.appliedProperty().get())
                .as("after the last event of batch 1")
                .isEqualTo(8);
    }

    @Test
    void followingExactlyOneKeyShowsThatKeyAloneWhereTheFilterShowsEveryKeyContainingIt() {
        vm.keyFilterProperty().set("12");
        assertThat(vm.rows()).extracting(vm::keyText).contains("123", "124", "125", "126");
        vm.followExactly("125");
        assertThat(vm.keyFilterProperty().get()).isEqualTo("=125");
        assertThat(vm.rows()).isNotEmpty().extracting(vm::keyText).containsOnly("125");
    }

    @Test
    void whileADesignOpensTheTableSaysSoNotThatNothingIsOpen() {
        PreviewViewModel fresh = new PreviewViewModel();
        fresh.waitFor("Opening generated-100k… The table shows once its feed is read and folded.");
        assertThat(EmptyTableText.of(0, "", fresh.waitingProperty().get()))
                .startsWith("Opening generated-100k")
                .doesNotContain("Nothing open yet");

        fresh.show(fresh.prepare(new PreviewComputer().compute(users2), false));

        assertThat(fresh.waitingProperty().get()).isEmpty();
        assertThat(EmptyTableText.of(0, "", fresh.waitingProperty().get())).startsWith("Nothing open yet");
    }

    @Test
    void aBigFeedShowsItsFinalTableFirstThenStepsOnceTraced() {
        PreviewComputer computer = new PreviewComputer();
        vm.moveTo(5);
        PreviewResult table = computer.computeTable(users2);
        vm.show(vm.prepare(table, true));
        assertThat(table.traced()).isFalse();
        assertThat(vm.rows())
                .containsExactlyInAnyOrderElementsOf(
                        table.finalTarget().orElseThrow().rows());
        assertThat(vm.positionProperty().get()).contains("Final table").contains("tracing");
        assertThat(vm.eventCountProperty().get()).isZero();

        vm.show(vm.prepare(computer.compute(users2), true));
        assertThat(vm.appliedProperty().get())
                .as("back where the user stood before the edit")
                .isEqualTo(5);
        assertThat(vm.positionProperty().get()).startsWith("Event 5 of 8");
    }

    @Test
    void onlyFeedsTooBigToTraceInASecondShowTheirTableFirst() {
        ChangeFeed feed = (ChangeFeed) users2.feed();
        List<Row> many = new ArrayList<>();
        while (many.size() < PreviewComputer.TABLE_FIRST_FROM_EVENTS) {
            many.addAll(feed.events());
        }
        assertThat(PreviewComputer.showsTableFirst(users2)).isFalse();
        assertThat(PreviewComputer.showsTableFirst(io.scdstudio.feed.scenario.ScenarioReader.read(
                        java.nio.file.Path.of("sample-data/generated-100k"))))
                .as("the library's 100,000-event lesson is traced at once: the step-through is ready sooner")
                .isFalse();
        assertThat(PreviewComputer.showsTableFirst(
                        withFeed(users2, new ChangeFeed("big", feed.schema(), List.of(Batch.of(1, 0, many))))))
                .isTrue();
    }

    private static Scenario withFeed(Scenario s, ChangeFeed feed) {
        return s.toBuilder().feed(feed).build();
    }

    @Test
    void theLateUpdateIsExplainedAndItsRowsMarkedChanged() {
        vm.moveTo(7);
        assertThat(vm.explanationProperty().get())
                .contains("125")
                .contains("arrived after sequence 6")
                .contains("inserted into history between 2 and 6");
        assertThat(vm.rows())
                .filteredOn(vm::isChanged)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(vm.keyText(r)).isEqualTo("125"));
        assertThat(vm.positionProperty().get()).contains("Event 7 of 8");
    }

    @Test
    void steppingShowsTheSameRowsAsJumpingStraightThere() {
        vm.keyFilterProperty().set("12");
        for (int i = 8; i >= 0; i--) {
            PreviewViewModel jumped = new PreviewViewModel();
            jumped.setResult(vm.resultProperty().get(), false);
            jumped.keyFilterProperty().set("12");
            jumped.moveTo(i);
            assertThat(vm.rows()).as("after %d events", i).containsExactlyElementsOf(jumped.rows());
            vm.back();
        }
    }

    @Test
    void theRowsTheEventReplacedStayVisibleAsRemoved() {
        assertThat(vm.rows())
                .filteredOn(r -> vm.stateOf(r) == RowState.REMOVED)
                .singleElement()
                .satisfies(r -> assertThat(r.get(2)).isEqualTo("Monterrey"));
    }

    @Test
    void steppingBackThenForwardReturnsToTheSameTable() {
        List<Row> atEnd = List.copyOf(vm.rows());
        vm.back();
        vm.back();
        assertThat(vm.rows()).isNotEqualTo(atEnd);
        vm.forward();
        vm.forward();
        assertThat(vm.rows()).containsExactlyElementsOf(atEnd);
    }

    @Test
    void aDeletedKeysVersionsAreShownAsSuch() {
        Row isabel = vm.rows().stream()
                .filter(r -> vm.keyText(r).equals("123"))
                .findFirst()
                .orElseThrow();
        assertThat(vm.stateOf(isabel)).isEqualTo(RowState.DELETED_KEY);
        Row lily = vm.rows().stream()
                .filter(r -> vm.keyText(r).equals("126"))
                .findFirst()
                .orElseThrow();
        assertThat(vm.stateOf(lily)).isEqualTo(RowState.CURRENT);
    }

    @Test
    void theKeyFilterFollowsOneKey() {
        vm.keyFilterProperty().set("125");
        assertThat(vm.rows())
                .hasSize(3)
                .allSatisfy(r -> assertThat(vm.keyText(r)).isEqualTo("125"));
    }

    @Test
    void beforeTheFirstEventTheTargetIsEmpty() {
        vm.first();
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.explanationProperty().get()).contains("Before the first event");
    }

    @Test
    void anEditKeepsTheEventTheUserWasLookingAt() {
        vm.moveTo(3);
        vm.setResult(new PreviewComputer().compute(Fixtures.users(1).scenario()), true);
        assertThat(vm.appliedProperty().get()).isEqualTo(3);
        assertThat(vm.rows()).hasSize(3);
    }

    @Test
    void aConfigurationErrorShowsTheMessageAndNoRows() {
        Scenario broken = users2.withFlow(((io.scdstudio.model.CdcFlowSettings) users2.flow()).withKeys(List.of()));
        vm.setResult(new PreviewComputer().compute(broken), false);
        assertThat(vm.errorProperty().get()).contains("EMPTY_KEYS");
        assertThat(vm.rows()).isEmpty();
    }
}
