package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Orientation;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The feed's and the preview's two sides stack in a narrow pane and share the width again in a wide one. */
@ExtendWith(ApplicationExtension.class)
class StackWhenNarrowFxTest {
    private SplitPane split;
    private BorderPane pane;

    @Start
    void start(Stage stage) {
        // In panes that grow, as the views' sides do: a bare label is no taller than its text, and holds the divider.
        split = new SplitPane(new StackPane(new Label("table")), new StackPane(new Label("explanation")));
        pane = new BorderPane(split);
        StackWhenNarrow.follow(pane, split, 0.7, 0.6);
        // In a group, which leaves the pane's size to the test: the stage is shared with the tests after this one.
        pane.resize(1000, 600);
        Group root = new Group(pane);
        root.setAutoSizeChildren(false);
        stage.setScene(new Scene(root, 1000, 600));
        stage.show();
    }

    @Test
    void aNarrowPaneStacksTheSidesAndAWideOneSharesItsWidth(FxRobot robot) {
        assertThat(split.getOrientation()).isEqualTo(Orientation.HORIZONTAL);

        robot.interact(() -> pane.resize(StackWhenNarrow.NARROW - 100, 600));
        assertThat(split.getOrientation()).isEqualTo(Orientation.VERTICAL);
        assertThat(split.getDividerPositions()[0]).isCloseTo(0.6, Offset.offset(0.01));

        robot.interact(() -> pane.resize(StackWhenNarrow.NARROW + 200, 600));
        assertThat(split.getOrientation()).isEqualTo(Orientation.HORIZONTAL);
        assertThat(split.getDividerPositions()[0]).isCloseTo(0.7, Offset.offset(0.01));
    }
}
