package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Row;
import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.PreviewResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Long moves of the step-through go to the worker; the window keeps showing a consistent table meanwhile. */
class PreviewLongJumpTest {
    private static final PreviewResult BIG =
            new PreviewComputer().compute(PreviewStepBenchmark.scenario(6_000, 600, 2));
    private final DeferredRunner worker = new DeferredRunner();
    private final PreviewViewModel vm = new PreviewViewModel(worker);

    PreviewLongJumpTest() {
        vm.setResult(BIG, false);
    }

    /** What a fresh view model shows after jumping straight to {@code n} inline: the reference. */
    private static PreviewViewModel reference(int n) {
        PreviewViewModel ref = new PreviewViewModel();
        ref.setResult(BIG, false);
        ref.moveTo(n);
        return ref;
    }

    @Test
    void aLongJumpIsLeftToTheWorkerAndTheTableStaysAtTheOldPositionUntilItLands() {
        List<Row> atEnd = List.copyOf(vm.rows());
        vm.moveTo(1_000);
        assertThat(worker.pending()).isEqualTo(1);
        assertThat(vm.appliedProperty().get()).isEqualTo(6_000);
        assertThat(vm.cursor().applied()).isEqualTo(6_000);
        assertThat(vm.rows()).containsExactlyElementsOf(atEnd);
        assertThat(vm.movingProperty().get()).isTrue();
        assertThat(vm.positionProperty().get()).startsWith("Moving to event 1000 of 6000");

        worker.runAll();

        PreviewViewModel ref = reference(1_000);
        assertThat(vm.appliedProperty().get()).isEqualTo(1_000);
        assertThat(vm.movingProperty().get()).isFalse();
        assertThat(vm.rows()).containsExactlyElementsOf(ref.rows());
        assertThat(vm.explanationProperty().get())
                .isEqualTo(ref.explanationProperty().get());
        assertThat(vm.positionProperty().get())
                .isEqualTo(ref.positionProperty().get())
                .startsWith("Event 1000 of 6000");
    }

    @Test
    void aShortStepIsShownAtOnce() {
        vm.back();
        assertThat(worker.pending()).isZero();
        assertThat(vm.appliedProperty().get()).isEqualTo(5_999);
        assertThat(vm.rows()).containsExactlyElementsOf(reference(5_999).rows());
    }

    @Test
    void rapidSliderMovesEndAtTheLastRequestedPositionWithItsTable() {
        for (int n : new int[] {5_000, 4_000, 3_000, 2_000, 2_500}) {
            vm.moveTo(n);
        }
        vm.forward();
        assertThat(vm.targetPosition()).isEqualTo(2_501);

        worker.runAll();

        PreviewViewModel ref = reference(2_501);
        assertThat(vm.appliedProperty().get()).isEqualTo(2_501);
        assertThat(vm.rows()).containsExactlyElementsOf(ref.rows());
        assertThat(vm.rows())
                .filteredOn(vm::isChanged)
                .containsExactlyElementsOf(
                        ref.rows().stream().filter(ref::isChanged).toList());
        assertThat(vm.explanationProperty().get())
                .isEqualTo(ref.explanationProperty().get());
    }

    @Test
    void jumpsBackAndForthReuseTheSpareCursorAndStayExact() {
        for (int n : new int[] {3_000, 200, 5_900, 3_100}) {
            vm.moveTo(n);
            worker.runAll();
            assertThat(vm.cursor().rows())
                    .as("after %d events", n)
                    .containsExactlyElementsOf(reference(n).cursor().rows());
        }
        vm.back();
        assertThat(vm.rows()).containsExactlyElementsOf(reference(3_099).rows());
    }

    @Test
    void aKeyFilterTypedWhileAJumpIsOnItsWayAppliesToTheRowsItLandsWith() {
        vm.moveTo(2_000);
        vm.keyFilterProperty().set("42");
        worker.runAll();
        assertThat(vm.rows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(vm.keyText(r)).contains("42"));
    }

    @Test
    void aNewRunWhileAJumpIsOnItsWayWinsOverTheJump() {
        vm.moveTo(1_000);
        vm.setResult(BIG, false);
        worker.runAll();
        assertThat(vm.appliedProperty().get()).isEqualTo(6_000);
    }
}
