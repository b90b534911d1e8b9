package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.PreviewResult;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A new run (after an edit) is made ready on the preview worker, rows and all; the window only swaps it in,
 * and whatever the user did while the worker was busy still counts.
 */
class PreviewNewRunTest {
    private static final PreviewResult BIG =
            new PreviewComputer().compute(PreviewStepBenchmark.scenario(6_000, 600, 2));
    private final DeferredRunner previews = new DeferredRunner();
    private final DeferredRunner jumps = new DeferredRunner();
    private final PreviewViewModel vm = new PreviewViewModel(jumps);
    private final AtomicReference<PreparedPreview> prepared = new AtomicReference<>();

    PreviewNewRunTest() {
        vm.setResult(BIG, false);
        vm.moveTo(2_000);
        jumps.runAll();
    }

    /** As the window does after an edit: the worker computes (here: reuses) the run and prepares it. */
    private void editAndLetTheWorkerFinish() {
        previews.submit(
                () -> {
                    prepared.set(vm.prepare(BIG, true));
                    return prepared.get();
                },
                vm::show,
                e -> {
                    throw new AssertionError(e);
                });
        previews.runWorkOnly();
    }

    private static PreviewViewModel reference(int n, String filter) {
        PreviewViewModel ref = new PreviewViewModel();
        ref.setResult(BIG, false);
        ref.keyFilterProperty().set(filter);
        ref.moveTo(n);
        return ref;
    }

    @Test
    void theWorkerListsTheNewRunsRowsAndTheWindowShowsThatListAsItIs() {
        editAndLetTheWorkerFinish();
        PreviewViewModel ref = reference(2_000, "");
        assertThat(prepared.get().shown().rows()).as("listed on the worker").containsExactlyElementsOf(ref.rows());
        assertThat(prepared.get().shown().cursor()).as("a cursor of its own").isNotSameAs(vm.cursor());

        previews.runAll();

        assertThat(vm.cursor()).isSameAs(prepared.get().shown().cursor());
        assertThat(vm.rows())
                .as("the very list the worker built")
                .isSameAs(prepared.get().shown().rows());
        assertThat(vm.appliedProperty().get()).isEqualTo(2_000);
        assertThat(vm.explanationProperty().get())
                .isEqualTo(ref.explanationProperty().get());
        assertThat(vm.rows())
                .filteredOn(vm::isChanged)
                .containsExactlyElementsOf(
                        ref.rows().stream().filter(ref::isChanged).toList());
    }

    @Test
    void stepsTakenWhileTheWorkerWasBusyAreNotLost() {
        editAndLetTheWorkerFinish();
        vm.forward();
        vm.forward();
        previews.runAll();
        assertThat(vm.appliedProperty().get()).isEqualTo(2_002);
        assertThat(vm.rows()).containsExactlyElementsOf(reference(2_002, "").rows());
    }

    @Test
    void aLongMoveMadeWhileTheWorkerWasBusyLandsOnTheNewRun() {
        editAndLetTheWorkerFinish();
        vm.moveTo(5_000);
        previews.runAll();
        jumps.runAll();
        assertThat(vm.appliedProperty().get()).isEqualTo(5_000);
        assertThat(vm.resultProperty().get()).isSameAs(BIG);
        assertThat(vm.rows()).containsExactlyElementsOf(reference(5_000, "").rows());
    }

    @Test
    void aKeyFilterTypedWhileTheWorkerWasBusyAppliesToTheNewRunsRows() {
        editAndLetTheWorkerFinish();
        vm.keyFilterProperty().set("42");
        previews.runAll();
        assertThat(vm.rows())
                .isNotEmpty()
                .containsExactlyElementsOf(reference(2_000, "42").rows());
    }

    @Test
    void aNewDesignOpensAtTheEndAndItsEditsStayThere() {
        vm.show(vm.prepare(BIG, false));
        assertThat(vm.appliedProperty().get()).isEqualTo(6_000);
        editAndLetTheWorkerFinish();
        previews.runAll();
        assertThat(vm.appliedProperty().get()).isEqualTo(6_000);
    }
}
