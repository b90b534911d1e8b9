package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Another design's table starts at its first column. That a table sent home out of sight leaves the window idle is
 * {@code ui.shell.IdleWindowFxTest}'s.
 */
@ExtendWith(ApplicationExtension.class)
class BigTablesFxTest {
    private TableView<List<String>> shown;
    private TableView<List<String>> hidden;
    private TabPane tabs;

    @Start
    void start(Stage stage) {
        shown = table();
        hidden = table();
        tabs = new TabPane(new Tab("shown", shown), new Tab("hidden", hidden));
        stage.setScene(new Scene(tabs, 500, 300));
        stage.show();
    }

    @Test
    void aTableScrolledSidewaysComesBackToItsFirstColumn(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        ScrollBar sideways = sideways(shown);
        robot.interact(() -> sideways.setValue(sideways.getMax()));
        assertThat(sideways.getValue()).isPositive();
        robot.interact(() -> BigTables.scrollHome(shown));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(sideways.getValue()).isZero();
    }

    private static TableView<List<String>> table() {
        TableView<List<String>> t = new TableView<>();
        fill(t);
        return t;
    }

    /** Twelve wide columns, made anew, and a few rows. */
    private static void fill(TableView<List<String>> t) {
        t.getColumns().clear();
        for (int c = 0; c < 12; c++) {
            int index = c;
            TableColumn<List<String>, String> column = new TableColumn<>("column " + c);
            column.setPrefWidth(120);
            column.setCellValueFactory(
                    v -> new ReadOnlyStringWrapper(v.getValue().get(index)));
            t.getColumns().add(column);
        }
        t.getItems().setAll(List.of(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l")));
    }

    private static ScrollBar sideways(TableView<?> t) {
        for (Node n : t.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) {
                return bar;
            }
        }
        throw new AssertionError("no sideways scroll bar");
    }
}
