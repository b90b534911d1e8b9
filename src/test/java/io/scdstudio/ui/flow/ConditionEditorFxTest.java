package io.scdstudio.ui.flow;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.Wheel;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The wheel over a condition whose text fits scrolls the flow pane, as it does over the pane's labels. */
@ExtendWith(ApplicationExtension.class)
class ConditionEditorFxTest {
    private ScrollPane page;
    private ConditionEditor editor;

    @Start
    void start(Stage stage) {
        editor = new ConditionEditor("deletes", new SimpleStringProperty(""), s -> {}, () -> {});
        editor.show("op = 'D'");
        Region below = new Region();
        below.setMinHeight(2000);
        page = new ScrollPane(new VBox(editor, below));
        page.setFitToWidth(true);
        stage.setScene(new Scene(page, 400, 300));
        stage.show();
    }

    @Test
    void theWheelOverAConditionThatFitsScrollsThePane(FxRobot robot) {
        Wheel.downOver(robot, "#deletes");
        assertThat(page.getVvalue()).as("over the condition's editor").isGreaterThan(0.0);
    }

    @Test
    void aConditionTallerThanItsEditorScrollsItselfFirst(FxRobot robot) {
        robot.interact(() -> editor.show("op = 'D'\nOR op = 'd'\nOR op = 'delete'\nOR op = 'DELETE'\nOR op = 'x'"));
        Wheel.downOver(robot, "#deletes");
        assertThat(page.getVvalue()).as("the editor had lines below to show").isZero();
    }
}
