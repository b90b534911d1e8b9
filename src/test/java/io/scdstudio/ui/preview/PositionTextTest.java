package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.PreviewResult;
import org.junit.jupiter.api.Test;

/** The line over the preview's table: where it stands, and what the table lists. */
class PositionTextTest {
    /** A fresh-eyes review: with key 125 followed, the line said "3 rows" over a table of one. */
    @Test
    void aFollowedKeySaysHowManyRowsAreListed() {
        PreviewViewModel vm = new PreviewViewModel();
        PreviewResult r = new PreviewComputer().compute(Fixtures.users(2).scenario());
        vm.setResult(r, false);
        vm.moveTo(5);
        String whole = vm.positionProperty().get();
        assertThat(PositionText.withShown(whole, vm.rows().size(), "")).isEqualTo(whole);

        vm.followExactly("125");
        assertThat(PositionText.withShown(
                        vm.positionProperty().get(),
                        vm.rows().size(),
                        vm.keyFilterProperty().get()))
                .startsWith("Event 5 of 8")
                .endsWith(" rows · " + vm.rows().size() + " listed");
        assertThat(vm.rows().size()).isLessThan(Integer.parseInt(whole.replaceAll(".* (\\d+) rows?$", "$1")));
    }

    @Test
    void nothingToStepThroughSaysNothing() {
        assertThat(new PreviewViewModel().positionProperty().get()).isEmpty();
    }
}
