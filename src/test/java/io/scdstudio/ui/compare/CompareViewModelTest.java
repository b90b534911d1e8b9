package io.scdstudio.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The Textbook MERGE tab without a stage: computed only while shown, and honest when the recipe is right. */
class CompareViewModelTest {
    private static CompareViewModel of(DesignDocument doc) {
        CompareViewModel vm = new CompareViewModel(doc, TaskRunner.inline(), n -> {});
        vm.refresh();
        return vm;
    }

    @Test
    void theRecipeIsComparedOnlyOnceTheTabIsShown() {
        CompareViewModel vm = of(Fixtures.documentWith(Fixtures.users(2)));
        vm.setActive(false);
        vm.refresh();
        assertThat(vm.comparisonProperty().get()).isNull();
        vm.setActive(true);
        assertThat(vm.comparisonProperty().get()).isNotNull();
        assertThat(vm.comparisonProperty().get().same())
                .as("late data and a delete: the recipe differs in SCD type 2")
                .isFalse();
    }

    @Test
    void aFeedOnWhichTheRecipeIsRightIsSaidToBe() {
        // As SCD type 1, the users example's late update and delete end where the recipe's MERGE ends.
        CompareViewModel vm = of(Fixtures.documentWith(Fixtures.users(1)));
        vm.setActive(true);
        assertThat(vm.comparisonProperty().get().same()).isTrue();
        assertThat(vm.summaryProperty().get()).endsWith("on this feed the recipe is right.");
    }

    @Test
    void aSnapshotSeriesHasNoRecipeToCompare() {
        CompareViewModel vm = of(Fixtures.documentWith(DesignFiles.open(Path.of("sample-data/periodic-snapshots"))));
        vm.setActive(true);
        assertThat(vm.comparisonProperty().get()).isNull();
        assertThat(vm.summaryProperty().get()).contains("series of snapshots");
    }
}
