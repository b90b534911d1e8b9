package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A timeline of many keys draws the keys in sight and those a few rows from it; the others get their bars when the
 * learner scrolls to them, so showing the tab does not hold the window while 200 keys' bars are made.
 */
@ExtendWith(ApplicationExtension.class)
class TimelineManyKeysFxTest {
    private static final int KEYS = 150;

    @TempDir
    static Path temp;

    private final PreviewViewModel preview = new PreviewViewModel();
    private final TimelineViewModel vm = new TimelineViewModel(preview);
    private TimelineView view;

    @Start
    void start(Stage stage) throws IOException {
        Design design = DesignFiles.open(scenario());
        design = design.withFlow(((CdcFlowSettings) design.flow()).withScdType(2));
        preview.setResult(new PreviewComputer().compute(design.scenario()), false);
        view = new TimelineView(vm);
        stage.setScene(new Scene(view, 900, 600));
        stage.show();
    }

    @Test
    void keysOutOfSightGetTheirBarsWhenScrolledTo(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.keys()).hasSize(KEYS);
        assertThat(robot.lookup(TimelineView.named("bar-0-0")).tryQuery())
                .as("the first key")
                .isPresent();
        assertThat(robot.lookup(TimelineView.named("bar-0-1")).tryQuery())
                .as("its second version")
                .isPresent();
        assertThat(robot.lookup(TimelineView.named("bar-" + (KEYS - 1) + "-0")).tryQuery())
                .as("the last key, far below the view")
                .isEmpty();

        ScrollPane scroll = chartScroll(robot);
        robot.interact(() -> scroll.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup(TimelineView.named("bar-" + (KEYS - 1) + "-0")).tryQuery())
                .as("the last key, scrolled to")
                .isPresent();
        assertThat(robot.lookup(TimelineView.named("bar-" + (KEYS - 1) + "-1")).queryAll())
                .as("drawn once")
                .hasSize(1);
        assertThat(robot.lookup(TimelineView.named("bar-0-0")).tryQuery())
                .as("the first key stays drawn")
                .isPresent();
    }

    /** Scrolled down to the last keys, the axis stays at the top of the view, over the bars that scroll under it. */
    @Test
    void theAxisStaysInSightWhenTheKeysScrollUnderIt(FxRobot robot) {
        atTheFirstPoint(robot);
        ScrollPane scroll = chartScroll(robot);
        robot.interact(() -> scroll.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();

        Label first = robot.lookup(TimelineView.named("tick-0")).queryAs(Label.class);
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        Bounds tick = first.localToScene(first.getLayoutBounds());
        assertThat(tick.getMinY()).as("the axis's top").isGreaterThanOrEqualTo(view.getMinY());
        assertThat(tick.getMaxY())
                .as("the axis within the top rows of the view")
                .isLessThan(view.getMinY() + 60);
        Node lastBar =
                robot.lookup(TimelineView.named("bar-" + (KEYS - 1) + "-0")).query();
        assertThat(lastBar.localToScene(lastBar.getLayoutBounds()).getMaxY())
                .as("the last key's bar, in sight below the axis")
                .isLessThanOrEqualTo(view.getMaxY());
    }

    @Test
    void axisLabelsOutOfSightGetTheirNodesWhenScrolledToSideways(FxRobot robot) {
        atTheFirstPoint(robot);
        int last = vm.axisProperty().get().size() - 1;
        assertThat(last).as("two sequence values a key").isEqualTo(2 * KEYS - 1);
        assertThat(robot.lookup(TimelineView.named("tick-0")).tryQuery())
                .as("where the history starts")
                .isPresent();
        assertThat(robot.lookup(TimelineView.named("tick-" + last)).tryQuery())
                .as("the last value, thousands of pixels to the right")
                .isEmpty();

        ScrollPane scroll = chartScroll(robot);
        robot.interact(() -> scroll.setHvalue(1));
        WaitForAsyncUtils.waitForFxEvents();

        Label end = robot.lookup(TimelineView.named("tick-" + last)).queryAs(Label.class);
        assertThat(end.getText())
                .as("the last value, scrolled to")
                .isEqualTo(vm.axisProperty().get().label(last));
        assertThat(robot.lookup(TimelineView.named("tick-" + last)).queryAll())
                .as("drawn once")
                .hasSize(1);
        Node marks = end.getParent();
        while (marks != null && marks.getClip() == null) {
            marks = marks.getParent();
        }
        assertThat(marks)
                .as("the axis's labels and ticks are cut off somewhere")
                .isNotNull();
        Bounds cut = marks.localToScene(marks.getClip().getBoundsInLocal());
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        assertThat(cut.getMinX())
                .as("at the key column, which stays put while the labels scroll under it")
                .isBetween(view.getMinX() + TimelineScale.KEY_WIDTH - 6, view.getMinX() + TimelineScale.KEY_WIDTH + 1);
        assertThat(robot.lookup(TimelineView.named("tick-0")).tryQuery())
                .as("far to the left now")
                .isEmpty();
        robot.interact(() -> scroll.setHvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(TimelineView.named("tick-0")).tryQuery())
                .as("back in sight")
                .isPresent();
    }

    /**
     * Scrolled to the last values, the keys' names stay at the left edge of the chart (a learner no longer saw whose
     * bars they were); another design starts at the left again.
     */
    @Test
    void theKeyColumnStaysInSightSidewaysAndAnotherDesignStartsAtTheLeft(FxRobot robot) {
        atTheFirstPoint(robot);
        ScrollPane scroll = chartScroll(robot);
        robot.interact(() -> scroll.setHvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        Label first = robot.lookup(".timeline-key")
                .match(n -> "0".equals(((Label) n).getText()))
                .queryAs(Label.class);
        Bounds viewport = scroll.localToScene(scroll.getLayoutBounds());
        Bounds name = first.localToScene(first.getLayoutBounds());
        assertThat(name.getMinX())
                .as("the first key's name, with the chart scrolled thousands of pixels sideways")
                .isBetween(viewport.getMinX(), viewport.getMinX() + 10);

        robot.interact(view::designOpened);
        assertThat(scroll.getHvalue())
                .as("another design's chart starts at its left")
                .isZero();
    }

    /** The marker at the history's start, which the chart scrolls to: it opens at the marker, the last point. */
    private void atTheFirstPoint(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> vm.asOfProperty().set(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chartScroll(robot).getHvalue()).as("the chart at its left").isZero();
    }

    private static ScrollPane chartScroll(FxRobot robot) {
        return robot.lookup(n -> n instanceof ScrollPane p
                        && p.getContent() != null
                        && "timelineChart".equals(p.getContent().getId()))
                .query();
    }

    /** {@code KEYS} users, each inserted and then moved to another city: two versions a key. */
    private static Path scenario() throws IOException {
        List<String> moves = new ArrayList<>();
        for (int k = 0; k < KEYS; k++) {
            moves.add(k + ",user-" + k + ",Lviv,UPDATE," + (KEYS + k + 1));
        }
        return Fixtures.usersInKeyOrder(Files.createTempDirectory(temp, "many-keys"), KEYS, moves);
    }
}
