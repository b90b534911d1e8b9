package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
 * A target too big to filter in the frame that shows the tab: the chart shows at once and the table as of the
 * marker fills a frame later, with the rows of the step the learner is at, not those of the last time it was shown.
 */
@ExtendWith(ApplicationExtension.class)
class TimelineBigTargetFxTest {
    /** More keys than the tab filters target rows at once, so that even the step before any move is too many. */
    private static final int KEYS = TimelineViewModel.AS_OF_AT_ONCE + 500;

    @TempDir
    Path temp;

    private final PreviewViewModel preview = new PreviewViewModel();
    private final TimelineViewModel vm = new TimelineViewModel(preview);
    private Stage stage;

    @Start
    void start(Stage stage) {
        List<String> moves = new ArrayList<>();
        for (int k = 0; k < KEYS; k++) {
            moves.add(k + ",user-" + k + ",Lviv,UPDATE," + (KEYS + k + 1));
        }
        Design design = DesignFiles.open(Fixtures.usersInKeyOrder(temp.resolve("big-target"), KEYS, moves));
        design = design.withFlow(((CdcFlowSettings) design.flow()).withScdType(2));
        preview.setResult(new PreviewComputer().compute(design.scenario()), false);
        Scene scene = new Scene(new TimelineView(vm), 900, 600);
        // Styled as in the window: where a bar writes its value is the stylesheet's to say.
        io.scdstudio.ui.theme.Theme.LIGHT.apply(scene);
        scene.getStylesheets()
                .add(TimelineView.class.getResource("timeline.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        this.stage = stage;
    }

    @Test
    void showingTheTabFillsTheAsOfTableWithTheStepShown(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitForFxEvents();
        // As of the last point: every key in Lviv.
        robot.interact(() -> vm.asOfProperty().set(vm.axisProperty().get().size() - 1));
        List<Row> before = List.copyOf(vm.asOfRows());
        robot.interact(() -> vm.setActive(false));
        // Steps while the tab is hidden: back to the last insert, before any move, where every key is in Kyiv.
        robot.interact(() -> preview.moveTo(KEYS));
        assertThat(preview.rows()).hasSizeGreaterThan(TimelineViewModel.AS_OF_AT_ONCE);
        List<Row> expected = new ArrayList<>();
        robot.interact(() -> {
            vm.setActive(true);
            assertThat(vm.keys()).as("the chart, at once").isNotEmpty();
            SequenceAxis axis = vm.axisProperty().get();
            Object at = axis.value(vm.asOfProperty().get());
            int start = preview.columns().indexOf("__START_AT");
            int end = preview.columns().indexOf("__END_AT");
            for (Row r : preview.rows()) {
                if (Values.compareNullsFirst(r.get(start), at) <= 0
                        && (r.get(end) == null || Values.compareNullsFirst(r.get(end), at) > 0)) {
                    expected.add(r);
                }
            }
        });
        assertThat(expected)
                .as("rows hold at the marker, none of them shown before")
                .isNotEmpty()
                .doesNotContainAnyElementsOf(before);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> vm.asOfRows().equals(expected));
        assertThat(vm.asOfSqlProperty().get()).contains("__START_AT <=");
    }

    /**
     * A fresh-eyes review: on the 100,000-event lesson the chart opened at the feed's first hour, the marker and the
     * current versions far to the right of it.
     */
    @Test
    void theChartShowsTheMarkerWhereverItStands(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> vm.asOfProperty().set(vm.axisProperty().get().size() - 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(markerInSight(robot)).as("at the last point").isTrue();
        // A long current version writes its value beside the latest point, in sight with the marker: written at its
        // start, far to the left, the current value was the one a learner could not read.
        Label current = robot.lookup(TimelineView.named("bar-0-1")).queryAs(Label.class);
        assertThat(current.getText()).isEqualTo("Lviv");
        Node text = current.lookup(".text");
        ScrollPane chart = (ScrollPane)
                robot.lookup("#timelineChart").query().getParent().getParent().getParent();
        Bounds written = chart.sceneToLocal(text.localToScene(text.getBoundsInLocal()));
        assertThat(written.getMinX()).as("the current value's text, in sight").isBetween(0.0, chart.getWidth());
        robot.interact(() -> vm.asOfProperty().set(vm.axisProperty().get().size() / 3));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(markerInSight(robot)).as("a third of the way").isTrue();

        // As the window first shows the tab: the view made over a timeline already drawn, laid out only afterwards.
        robot.interact(() -> vm.asOfProperty().set(vm.axisProperty().get().size() - 1));
        robot.interact(() -> stage.getScene().setRoot(new TimelineView(vm)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(markerInSight(robot)).as("a view first shown").isTrue();

        // Scrolled back by hand, then a step: the marker follows the steps, and the chart follows the marker.
        ScrollPane scroll = (ScrollPane)
                robot.lookup("#timelineChart").query().getParent().getParent().getParent();
        robot.interact(() -> scroll.setHvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(markerInSight(robot)).as("scrolled away by hand").isFalse();
        robot.interact(() -> preview.moveTo(preview.eventCountProperty().get() - 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(markerInSight(robot)).as("after a step").isTrue();
    }

    /**
     * A fresh-eyes review: with the chart scrolled to its middle, the versions in sight had started out of sight and
     * wrote their values at their starts, so most rows showed no value.
     */
    @Test
    void aBarBegunOutOfSightWritesItsValueInSight(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane scroll = (ScrollPane)
                robot.lookup("#timelineChart").query().getParent().getParent().getParent();
        // Key 0's first version (Kyiv) runs from the first point until its move, past the middle of the chart.
        robot.interact(() -> scroll.setHvalue(0.3));
        WaitForAsyncUtils.waitForFxEvents();
        Label kyiv = robot.lookup(TimelineView.named("bar-0-0")).queryAs(Label.class);
        assertThat(kyiv.getText()).isEqualTo("Kyiv");
        Bounds bar = scroll.sceneToLocal(kyiv.localToScene(kyiv.getBoundsInLocal()));
        assertThat(bar.getMinX()).as("the bar starts out of sight").isNegative();
        Node text = kyiv.lookup(".text");
        Bounds written = scroll.sceneToLocal(text.localToScene(text.getBoundsInLocal()));
        assertThat(written.getMinX())
                .as("its value, right of the key column")
                .isBetween(TimelineScale.KEY_WIDTH, TimelineScale.KEY_WIDTH + 20);

        // Further on, the current version (Lviv) started out of sight and its end, beside the latest point, is out of
        // sight too: its value stands at the visible part's right edge.
        robot.interact(() -> scroll.setHvalue(0.7));
        WaitForAsyncUtils.waitForFxEvents();
        Label lviv = robot.lookup(TimelineView.named("bar-0-1")).queryAs(Label.class);
        Bounds current = scroll.sceneToLocal(lviv.localToScene(lviv.getBoundsInLocal()));
        assertThat(current.getMinX())
                .as("the current version starts out of sight")
                .isNegative();
        assertThat(current.getMaxX()).as("and ends out of sight").isGreaterThan(scroll.getWidth());
        Node lvivText = lviv.lookup(".text");
        Bounds lvivWritten = scroll.sceneToLocal(lvivText.localToScene(lvivText.getBoundsInLocal()));
        assertThat(lvivWritten.getMinX())
                .as("its value, in sight")
                .isBetween(TimelineScale.KEY_WIDTH, scroll.getWidth());
        assertThat(lvivWritten.getMaxX()).isLessThan(scroll.getWidth());

        robot.interact(() -> scroll.setHvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        Bounds home = scroll.sceneToLocal(kyiv.localToScene(kyiv.getBoundsInLocal()));
        Bounds atStart = scroll.sceneToLocal(text.localToScene(text.getBoundsInLocal()));
        assertThat(atStart.getMinX() - home.getMinX())
                .as("scrolled back: at the bar's start again")
                .isLessThan(10);
    }

    private static boolean markerInSight(FxRobot robot) {
        Node marker = robot.lookup("#asOfMarker").query();
        ScrollPane scroll = (ScrollPane)
                robot.lookup("#timelineChart").query().getParent().getParent().getParent();
        Bounds inScroll = scroll.sceneToLocal(marker.localToScene(marker.getBoundsInLocal()));
        Bounds viewport = scroll.getLayoutBounds();
        assertThat(scroll.getHmax()).isPositive();
        return inScroll.getMinX() >= viewport.getMinX() + TimelineScale.KEY_WIDTH
                && inScroll.getMaxX() <= viewport.getMaxX();
    }
}
