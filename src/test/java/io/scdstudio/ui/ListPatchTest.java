package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

class ListPatchTest {
    @Test
    void theShownListEndsEqualToTheNewOneWhateverChanged() {
        Random random = new Random(7);
        for (int round = 0; round < 2_000; round++) {
            ObservableList<Integer> shown = FXCollections.observableArrayList(randomList(random));
            List<Integer> now = randomList(random);
            ListPatch.apply(shown, now);
            assertThat(shown).as("round %d", round).isEqualTo(now);
        }
    }

    @Test
    void aStepThatChangesOneRowOfThousandsTouchesThatRowOnly() {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            rows.add(i);
        }
        ObservableList<Integer> shown = FXCollections.observableArrayList(rows);
        List<Integer> touched = new ArrayList<>();
        shown.addListener((ListChangeListener<Integer>) c -> {
            while (c.next()) {
                touched.addAll(c.getAddedSubList());
                touched.addAll(c.getRemoved());
            }
        });
        rows.set(2_500, -1);
        rows.add(4_000, -2);
        ListPatch.apply(shown, rows);
        assertThat(shown).isEqualTo(rows);
        assertThat(touched)
                .as("the rows between the first and the last change, no others")
                .hasSizeLessThan(3_200);

        touched.clear();
        rows.set(10, -3);
        ListPatch.apply(shown, rows);
        assertThat(touched).containsExactlyInAnyOrder(10, -3);

        touched.clear();
        ListPatch.apply(shown, new ArrayList<>(rows));
        assertThat(touched).as("nothing changed").isEmpty();
    }

    private static List<Integer> randomList(Random random) {
        List<Integer> out = new ArrayList<>();
        int n = random.nextInt(8);
        for (int i = 0; i < n; i++) {
            out.add(random.nextInt(4));
        }
        return out;
    }
}
