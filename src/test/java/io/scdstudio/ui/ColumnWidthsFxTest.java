package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A column is as wide as the values a learner will read in it, its last rows' included. */
@ExtendWith(ApplicationExtension.class)
class ColumnWidthsFxTest {
    private TableView<String> big;
    private TableView<String> small;

    @Start
    void start(Stage stage) {
        big = numbers();
        small = numbers();
        stage.setScene(new Scene(new HBox(big, small), 800, 400));
        stage.show();
    }

    @Test
    void theLastEventNumberOfABigFeedFitsItsColumn(FxRobot robot) {
        robot.interact(() -> {
            big.getItems().setAll(upTo(100_000));
            small.getItems().setAll(upTo(100));
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(big.getColumns().get(0).getWidth())
                .as("'100000' needs more room than '100', although both tables start with the same hundred rows")
                .isGreaterThan(small.getColumns().get(0).getWidth());
    }

    @Test
    void aStructSequenceIsWideEnoughToReadItsLastField(FxRobot robot) {
        // struct-tiebreaker's __START_AT: the change_id the lesson is about was cut to "change_id …".
        String start = "(changed_at 2024-07-12 14:05:00, change_id 7731)";
        robot.interact(() -> small.getItems().setAll(List.of(start)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.text.Text bold = new javafx.scene.text.Text(start);
        bold.setFont(javafx.scene.text.Font.font(
                javafx.scene.text.Font.getDefault().getFamily(), javafx.scene.text.FontWeight.BOLD, 14));

        assertThat(small.getColumns().get(0).getPrefWidth())
                .as("the column holds the value in the bold of a current row")
                .isGreaterThan(bold.getLayoutBounds().getWidth());
    }

    private static TableView<String> numbers() {
        TableView<String> table = new TableView<>();
        TableColumn<String, String> number = new TableColumn<>("#");
        number.setCellValueFactory(v -> new ReadOnlyStringWrapper(v.getValue()));
        table.getColumns().add(number);
        ColumnWidths.fitToRows(table);
        return table;
    }

    private static List<String> upTo(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(Integer.toString(i));
        }
        return out;
    }
}
