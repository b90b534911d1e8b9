package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Feed's schema, shown for the first time after the window opened on a lesson, starts at its first column: it
 * showed customer-moves' last four columns, the key above them out of reach (a session's own review).
 */
@ExtendWith(ApplicationExtension.class)
class SchemaFirstShownFxTest {
    @TempDir
    Path temp;

    private final DeferredRunner feeds = new DeferredRunner();

    @Start
    void start(Stage stage) {
        StudioServices services = FeedsWhenAsked.services(feeds, temp);
        // The app's own start: built off the FX thread, each tab's content in the scene only while it is shown.
        StudioWindow.showAtOnce(stage, services, w -> new StubDialogs(), Optional.of(Fixtures.CUSTOMER_MOVES));
    }

    /** The window as the app opens it, on the first lesson, then the Feed shown. */
    private void firstLessonOnTheFeed(FxRobot robot) throws Exception {
        // The window is built in the background after a few frames: wait for its tabs.
        WaitForAsyncUtils.waitFor(
                20, TimeUnit.SECONDS, () -> robot.lookup("#feedTab").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#feedTab");
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theSchemaFirstShownStartsAtItsFirstColumn(FxRobot robot) throws Exception {
        firstLessonOnTheFeed(robot);
        TableView<?> schema = robot.lookup("#schemaTable").queryAs(TableView.class);
        VirtualFlow<?> flow = (VirtualFlow<?>) schema.lookup(".virtual-flow");
        assertThat(flow.getFirstVisibleCell().getIndex())
                .as("the first column's row in sight")
                .isZero();
        assertThat(flow.getFirstVisibleCell().getLayoutY()).as("at the top").isGreaterThanOrEqualTo(-0.5);
    }

    /**
     * After the next lesson opens from the Feed, the schema's two columns still fill its width: an empty third header
     * took the rest, the column and type narrow (a fresh-eyes review).
     */
    @Test
    void theSchemasColumnsFillItsWidthAfterTheNextLesson(FxRobot robot) throws Exception {
        firstLessonOnTheFeed(robot);
        robot.clickOn("#nextLessonButton");
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#feedTab");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> schema = robot.lookup("#schemaTable").queryAs(TableView.class);
        double columns =
                schema.getColumns().stream().mapToDouble(c -> c.getWidth()).sum();
        VirtualFlow<?> flow = (VirtualFlow<?>) schema.lookup(".virtual-flow");
        assertThat(columns).as("the columns' width beside the rows'").isGreaterThan(flow.getWidth() - 30);
    }
}
