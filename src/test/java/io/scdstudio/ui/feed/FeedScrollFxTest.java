package io.scdstudio.ui.feed;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Feed;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
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
 * The Feed shows the event the preview stands at. A fresh-eyes review: at the last event of the 100,000-event lesson
 * the table's last page left event 100,000 under the sideways scroll bar, and First Event left the table at its end.
 */
@ExtendWith(ApplicationExtension.class)
class FeedScrollFxTest {
    @TempDir
    static Path temp;

    private final FeedViewModel vm = new FeedViewModel();
    private FeedView view;

    @Start
    void start(Stage stage) {
        view = new FeedView(vm);
        // Narrow, as beside a lesson: the columns need a sideways scroll bar.
        stage.setScene(new Scene(view, 420, 520));
        stage.show();
    }

    @Test
    void theLastEventIsInSightAndFirstEventGoesBackToTheTop(FxRobot robot) {
        Feed feed = DesignFiles.open(Fixtures.usersInKeyOrder(temp.resolve("big"), 5_000, List.of()))
                .scenario()
                .feed();
        robot.interact(() -> {
            vm.setFeed(feed, "big");
            view.setShown(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        int last = vm.events().size() - 1;
        robot.interact(() -> vm.currentEventProperty().set(last));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        IndexedCell<?> lastCell = flow().getVisibleCell(last);
        assertThat(lastCell).as("the last event's row is laid out").isNotNull();
        assertThat(lastCell.getLayoutY() + lastCell.getHeight())
                .as("and wholly in sight, above the sideways scroll bar")
                .isLessThanOrEqualTo(viewportHeight() + 0.5);

        robot.interact(() -> vm.currentEventProperty().set(-1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(flow().getFirstVisibleCell().getIndex())
                .as("before event 1, the table's top")
                .isZero();
    }

    private double viewportHeight() {
        VirtualFlow<?> flow = flow();
        double bar = flow.lookupAll(".scroll-bar").stream()
                .filter(n -> n instanceof javafx.scene.control.ScrollBar b
                        && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                        && b.isVisible())
                .mapToDouble(n -> ((javafx.scene.control.ScrollBar) n).getHeight())
                .sum();
        return flow.getHeight() - bar;
    }

    private VirtualFlow<?> flow() {
        TableView<?> table = (TableView<?>) view.lookup("#feedTable");
        return (VirtualFlow<?>) table.lookup(".virtual-flow");
    }
}
