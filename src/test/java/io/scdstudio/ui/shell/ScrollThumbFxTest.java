package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.theme.Theme;
import java.util.stream.IntStream;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
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
 * A fresh-eyes review found no scroll bar on the 100,000-event lesson's tables: the theme's least thumb is as long as
 * its hidden end buttons are wide, none, and over 100,000 rows the thumb was a pixel tall.
 */
@ExtendWith(ApplicationExtension.class)
class ScrollThumbFxTest {
    private TableView<Integer> table;

    @Start
    void start(Stage stage) {
        table = BigTables.withFixedRowHeight(new TableView<>());
        TableColumn<Integer, String> n = new TableColumn<>("#");
        n.setCellValueFactory(c -> new ReadOnlyStringWrapper(String.valueOf(c.getValue())));
        table.getColumns().add(n);
        table.getItems().setAll(IntStream.range(0, 100_000).boxed().toList());
        Scene scene = new Scene(table, 300, 400);
        Theme.LIGHT.apply(scene);
        scene.getStylesheets()
                .add(ScrollThumbFxTest.class.getResource("shell.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aScrollBarOverAHundredThousandRowsHasAThumbToTake(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        ScrollBar bar = table.lookupAll(".scroll-bar").stream()
                .filter(x -> x instanceof ScrollBar b && b.getOrientation() == Orientation.VERTICAL)
                .map(ScrollBar.class::cast)
                .findFirst()
                .orElseThrow();
        Node thumb = bar.lookup(".thumb");
        assertThat(thumb.getLayoutBounds().getHeight())
                .as("a thumb a learner can see and drag")
                .isGreaterThan(20);
        assertThat(bar.getWidth()).as("the theme's thin bar").isLessThanOrEqualTo(8.5);
    }
}
