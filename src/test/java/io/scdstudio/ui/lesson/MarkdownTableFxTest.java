package io.scdstudio.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.Styles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A lesson's table beside the tabs (about 300 px wide) wraps its long cells between words and fits the pane: the
 * users example's "SCD type 2" column was cut at the pane's edge, to be scrolled sideways.
 */
@ExtendWith(ApplicationExtension.class)
class MarkdownTableFxTest {
    private final MarkdownView view = new MarkdownView(link -> {}, true);
    private ScrollPane page;

    @Start
    void start(Stage stage) {
        page = new ScrollPane(view);
        page.setFitToWidth(true);
        // The lesson pane's width, within a wider window: the tests try others without resizing the shared stage.
        page.setMaxWidth(300);
        stage.setScene(new Scene(new javafx.scene.layout.StackPane(page), 400, 600));
        stage.show();
    }

    @Test
    void theUsersExamplesTableFitsTheLessonPaneWithItsLongCellsWrapped(FxRobot robot) throws IOException {
        robot.interact(() -> {
            try {
                view.show(Files.readString(Path.of("sample-data", "users-docs-example", "README.md")));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        robot.sleep(200);
        GridPane table = robot.lookup("." + Styles.MD_TABLE).queryAs(GridPane.class);
        ScrollPane around = (ScrollPane) table.getParent().getParent().getParent();
        assertThat(table.getWidth())
                .as("the table's width within the pane's")
                .isLessThanOrEqualTo(around.getViewportBounds().getWidth() + 0.5);
    }

    /**
     * The table's sideways bar came and went every frame at some widths of the lesson pane (the users example's at
     * 311 px): the window laid out and drew the lesson twenty times a second with nothing happening.
     */
    @Test
    void theUsersExamplesTableSettlesAtEveryWidthOfTheLessonPane(FxRobot robot) throws IOException {
        String text = Files.readString(Path.of("sample-data", "users-docs-example", "README.md"));
        robot.interact(() -> view.show(text));
        for (int width = 260; width <= 360; width += 4) {
            double w = width;
            robot.interact(() -> page.setMaxWidth(w));
            robot.sleep(150);
            ScrollPane around = (ScrollPane) robot.lookup("." + Styles.MD_TABLE)
                    .queryAs(GridPane.class)
                    .getParent()
                    .getParent()
                    .getParent();
            int[] layouts = {0};
            javafx.beans.value.ChangeListener<Boolean> counting = (o, was, now) -> layouts[0] += now ? 1 : 0;
            robot.interact(() -> around.needsLayoutProperty().addListener(counting));
            robot.sleep(300);
            robot.interact(() -> around.needsLayoutProperty().removeListener(counting));
            assertThat(layouts[0])
                    .as("layouts of the table asked for in 0.3 s with nothing happening, at " + width + " px")
                    .isZero();
        }
    }

    @Test
    void aCellIsNeverNarrowerThanItsLongestWordAndAVeryLongOneScrollsTheTableSideways() {
        assertThat(MarkdownView.wrappedMinWidth("name, job_title, department (in the list)"))
                .as("department, ten characters")
                .isGreaterThanOrEqualTo(80);
        assertThat(MarkdownView.wrappedMinWidth("a b c")).isEqualTo(48);
        assertThat(MarkdownView.wrappedMinWidth("x".repeat(200))).isEqualTo(180);
    }
}
