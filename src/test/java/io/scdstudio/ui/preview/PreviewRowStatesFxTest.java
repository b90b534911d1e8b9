package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Row;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.theme.Theme;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every row the preview table shows is drawn in its state at the event the learner stands at, forward and back, and
 * rows in one state look alike: rows are restyled where they are on a step (not made anew), so a row whose values
 * stayed must still change state, and a row the table reuses must not keep the look of its state before.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewRowStatesFxTest {
    private final PreviewViewModel vm = new PreviewViewModel();

    @Start
    void start(Stage stage) {
        // The view first, as in the window: it heads its table by the columns a result brings.
        Scene scene = new Scene(new PreviewView(vm), 1000, 700);
        // Styled as the window styles it: the theme's colours and the preview's own rules.
        scene.getStylesheets().add(PreviewView.class.getResource("preview.css").toExternalForm());
        Theme.LIGHT.apply(scene);
        stage.setScene(scene);
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
            assertLookAlike(shownRows(robot), at);
            for (TableRow<Row> row : shownRows(robot)) {
                Row item = row.getItem();
                Set<String> expected = vm.isChanged(item)
                        ? Set.of(vm.stateOf(item).styleClass(), Styles.ROW_CHANGED)
                        : Set.of(vm.stateOf(item).styleClass());
                assertThat(states(row)).as("row %s at event %d", item, at).isEqualTo(expected);
                changedSeen += vm.isChanged(item) ? 1 : 0;
                checked++;
            }
        }
        assertThat(checked).as("rows checked along the walk").isGreaterThan(walk.size());
        assertThat(changedSeen).as("rows marked changed along the walk").isPositive();
    }

    @Test
    void aSelectedRowChangedByTheEventShowsBothItsColourAndTheSelection(FxRobot robot) {
        robot.interact(() -> vm.moveTo(3));
        WaitForAsyncUtils.waitForFxEvents();
        TableRow<Row> changed = shownRows(robot).stream()
                .filter(r -> vm.isChanged(r.getItem()))
                .findFirst()
                .orElseThrow();
        javafx.scene.paint.Paint before =
                changed.getBackground().getFills().get(0).getFill();
        robot.interact(() -> changed.getTableView().getSelectionModel().select(changed.getIndex()));
        WaitForAsyncUtils.waitForFxEvents();
        List<javafx.scene.layout.BackgroundFill> fills = changed.getBackground().getFills();
        assertThat(fills).as("a frame and the row's colour").hasSize(2);
        assertThat(fills.get(1).getFill())
                .as("the changed row's colour, inside")
                .isEqualTo(before);
        assertThat(fills.get(0).getFill()).as("the selection's frame").isNotEqualTo(before);
    }

    /**
     * Rows in one state are drawn alike, however often the table reused them for a row in another state: a row once
     * struck through kept its text colour when its state was switched without restyling it from scratch.
     */
    private void assertLookAlike(List<TableRow<Row>> rows, int at) {
        java.util.Map<String, Set<String>> looks = new java.util.HashMap<>();
        for (TableRow<Row> row : rows) {
            String state = vm.stateOf(row.getItem()) + (vm.isChanged(row.getItem()) ? " changed" : "");
            for (javafx.scene.Node n : row.lookupAll(".text")) {
                if (n instanceof javafx.scene.text.Text t && !t.getText().isEmpty()) {
                    looks.computeIfAbsent(state, k -> new java.util.HashSet<>())
                            .add(t.getFill() + " " + t.isStrikethrough() + " "
                                    + t.getFont().getStyle());
                }
            }
        }
        looks.forEach((state, seen) -> assertThat(seen)
                .as("how %s rows are drawn at event %d", state, at)
                .hasSize(1));
    }

    @Test
    void aStepKeepsTheSelectionOnItsRowOrClearsIt(FxRobot robot) {
        robot.interact(() -> vm.moveTo(5));
        WaitForAsyncUtils.waitForFxEvents();
        TableView<Row> table = robot.lookup("#previewTable").queryAs(TableView.class);
        robot.interact(() -> table.getSelectionModel().select(0));
        robot.interact(() -> vm.moveTo(7));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.getSelectionModel().getSelectedItem())
                .as("a row the learner clicked does not become another key's row")
                .isNull();

        Row chosen = vm.rowsProperty().get().get(vm.rowsProperty().get().size() - 1);
        robot.interact(() -> vm.selectedRowProperty().set(chosen));
        robot.interact(() -> vm.moveTo(8));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.getSelectionModel().getSelectedItem())
                .as("the version the timeline chose, while the table lists it")
                .isEqualTo(vm.rowsProperty().get().contains(chosen) ? chosen : null);
    }

    private static Set<String> states(TableRow<Row> row) {
        Set<String> ours = new java.util.HashSet<>();
        for (RowState s : RowState.values()) {
            ours.add(s.styleClass());
        }
        ours.add(Styles.ROW_CHANGED);
        return row.getStyleClass().stream().filter(ours::contains).collect(Collectors.toSet());
    }

    @SuppressWarnings("unchecked")
    private static List<TableRow<Row>> shownRows(FxRobot robot) {
        return robot.lookup("#previewTable .table-row-cell").queryAll().stream()
                .map(n -> (TableRow<Row>) n)
                .filter(r -> r.isVisible() && !r.isEmpty() && r.getItem() != null)
                .toList();
    }
}
