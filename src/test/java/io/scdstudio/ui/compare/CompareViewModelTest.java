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

    /**
     * A fresh-eyes review: a learner who followed a key in the preview and came to this tab met ten other keys' cards
     * and no word of the key followed.
     */
    @Test
    void theCardsFollowTheKeyFollowedInThePreview() {
        CompareViewModel vm = of(Fixtures.documentWith(Fixtures.users(2)));
        vm.setActive(true);
        String differing = vm.comparisonProperty().get().differences().get(0).key();

        vm.keyFilterProperty().set("=" + differing);
        assertThat(vm.cardsProperty().get().cards()).extracting(d -> d.key()).containsExactly(differing);
        assertThat(vm.cardsProperty().get().heading()).startsWith("Only key " + differing + " (Follow a key");

        String agreed = vm.comparisonProperty().get().keysInFeed().stream()
                .filter(k -> vm.comparisonProperty().get().differences().stream()
                        .noneMatch(d -> d.key().equals(k)))
                .findFirst()
                .orElseThrow();
        vm.keyFilterProperty().set("=" + agreed);
        assertThat(vm.cardsProperty().get().cards()).isEmpty();
        assertThat(vm.cardsProperty().get().heading())
                .startsWith("The recipe and AUTO CDC agree on key " + agreed + " (Follow a key");

        // A fresh-eyes review: a key no event has was said to be one the recipe gets right.
        vm.keyFilterProperty().set("=99999");
        assertThat(vm.cardsProperty().get().heading()).startsWith("No event of the feed has key 99999");

        vm.keyFilterProperty().set("");
        assertThat(vm.cardsProperty().get().cards())
                .containsExactlyElementsOf(vm.comparisonProperty().get().firstToShow(CompareView.MAX_CARDS));
    }

    @Test
    void aFilterMatchingManyDifferingKeysSaysHowManyItShows() {
        CompareViewModel vm = of(Fixtures.documentWith(DesignFiles.open(Path.of("sample-data/generated-100k"))));
        vm.keyFilterProperty().set("12");
        vm.setActive(true);
        ShownCards shown = vm.cardsProperty().get();
        assertThat(shown.cards())
                .hasSize(CompareView.MAX_CARDS)
                .allSatisfy(d -> assertThat(d.key()).contains("12"));
        assertThat(shown.heading()).matches("The first 10 of the [0-9,]+ differing keys that match \"12\" \\(Follow.*");
        assertThat(shown.more()).isEmpty();

        vm.keyFilterProperty().set("");
        assertThat(vm.cardsProperty().get().heading())
                .as("how many keys differ, said before the cards")
                .matches("[0-9,]+ keys differ\\. 10 are shown, a key of each kind of reason in turn;.*");
    }

    @Test
    void aFeedOnWhichTheRecipeIsRightHasNoCardsAndNothingToClear() {
        CompareViewModel vm = of(Fixtures.documentWith(Fixtures.users(1)));
        vm.keyFilterProperty().set("=124");
        vm.setActive(true);
        assertThat(vm.cardsProperty().get().heading()).isEmpty();
        assertThat(vm.cardsProperty().get().cards()).isEmpty();
    }
}
