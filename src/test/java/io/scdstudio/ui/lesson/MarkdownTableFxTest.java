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

    @Start
    void start(Stage stage) {
        ScrollPane page = new ScrollPane(view);
        page.setFitToWidth(true);
        stage.setScene(new Scene(page, 300, 600));
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

    @Test
    void aCellIsNeverNarrowerThanItsLongestWordAndAVeryLongOneScrollsTheTableSideways() {
        assertThat(MarkdownView.wrappedMinWidth("name, job_title, department (in the list)"))
                .as("department, ten characters")
                .isGreaterThanOrEqualTo(80);
        assertThat(MarkdownView.wrappedMinWidth("a b c")).isEqualTo(48);
        assertThat(MarkdownView.wrappedMinWidth("x".repeat(200))).isEqualTo(180);
    }
}
