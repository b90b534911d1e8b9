package io.scdstudio.ui.tour;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.FeatureTab;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Stepping a tour: each step asks for its tab and event, a second start begins again, the end is told once. */
class TourViewModelTest {
    private final List<Integer> events = new ArrayList<>();
    private final List<FeatureTab> tabs = new ArrayList<>();
    private final TourViewModel vm = new TourViewModel(events::add, tabs::add);
    private int ended;

    private static List<TourStep> steps() {
        return List.of(
                new TourStep("a", Optional.of(FeatureTab.FEED), 0, "A", "first"),
                new TourStep("b", Optional.of(FeatureTab.PREVIEW), 5, "B", "second"),
                new TourStep("c", Optional.empty(), 7, "C", "third"));
    }

    @Test
    void eachStepBringsItsTabAndEventForwardAndTheLastEndsTheTourOnce() {
        vm.start(steps(), () -> ended++);
        vm.next();
        vm.next();
        assertThat(vm.isLast()).isTrue();
        assertThat(tabs).containsExactly(FeatureTab.FEED, FeatureTab.PREVIEW);
        assertThat(events).containsExactly(5, 7);
        vm.next();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.current()).isEmpty();
        vm.next();
        vm.skip();
        assertThat(ended).isEqualTo(1);
    }

    @Test
    void startingATourThatRunsBeginsItAgainFromTheFirstStep() {
        vm.start(steps(), () -> ended++);
        vm.next();
        vm.start(steps(), () -> ended++);
        assertThat(vm.indexProperty().get()).isZero();
        assertThat(vm.current().orElseThrow().title()).isEqualTo("A");
        vm.back();
        assertThat(vm.indexProperty().get()).isZero();
        vm.skip();
        assertThat(ended).isEqualTo(1);
    }
}
