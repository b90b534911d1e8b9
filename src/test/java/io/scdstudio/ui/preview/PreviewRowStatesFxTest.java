package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Row;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Styles;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.css.PseudoClass;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every row the preview table shows is drawn in its state at the event the learner stands at, forward and back:
 * rows are restyled where they are on a step (not made anew), so a row whose values stayed must still change state.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewRowStatesFxTest {
    private static final PseudoClass CHANGED = Styles.state(Styles.ROW_CHANGED);
    private final PreviewViewModel vm = new PreviewViewModel();

    @Start
    void start(Stage stage) {
        // The view first, as in the window: it heads its table by the columns a result brings.
        stage.setScene(new Scene(new PreviewView(vm), 1000, 700));
        vm.setResult(new PreviewComputer().compute(Fixtures.users(2).scenario()), false);
        stage.show();
    }

    @Test
    void eachShownRowCarriesItsStateAtEveryStep(FxRobot robot) {
        int events = vm.eventCountProperty().get();
        List<Integer> walk = new ArrayList<>();
        for (int i = 0; i <= events; i++) {
            walk.add(i);
        }
        for (int i = events - 1; i >= 0; i--) {
            walk.add(i);
        }
        int changedSeen = 0;
        int checked = 0;
        for (int at : walk) {
            robot.interact(() -> vm.moveTo(at));
            WaitForAsyncUtils.waitForFxEvents();
            for (TableRow<Row> row : shownRows(robot)) {
                Row item = row.getItem();
                Set<PseudoClass> expected = vm.isChanged(item)
                        ? Set.of(vm.stateOf(item).pseudoClass(), CHANGED)
                        : Set.of(vm.stateOf(item).pseudoClass());
                assertThat(states(row)).as("row %s at event %d", item, at).isEqualTo(expected);
                changedSeen += vm.isChanged(item) ? 1 : 0;
                checked++;
            }
        }
        assertThat(checked).as("rows checked along the walk").isGreaterThan(walk.size());
        assertThat(changedSeen).as("rows marked changed along the walk").isPositive();
    }

    private static Set<PseudoClass> states(TableRow<Row> row) {
        Set<PseudoClass> ours = new java.util.HashSet<>();
        for (RowState s : RowState.values()) {
            ours.add(s.pseudoClass());
        }
        ours.add(CHANGED);
        return row.getPseudoClassStates().stream().filter(ours::contains).collect(Collectors.toSet());
    }

    @SuppressWarnings("unchecked")
    private static List<TableRow<Row>> shownRows(FxRobot robot) {
        return robot.lookup("#previewTable .table-row-cell").queryAll().stream()
                .map(n -> (TableRow<Row>) n)
                .filter(r -> r.isVisible() && !r.isEmpty() && r.getItem() != null)
                .toList();
    }
}
