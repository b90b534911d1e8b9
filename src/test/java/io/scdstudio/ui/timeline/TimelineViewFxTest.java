package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A step lays out only what changed: the bars of a key whose versions stayed as they were are the same nodes, a
 * changed key's are new and not doubled, and moving the as-of marker draws no bar again.
 */
@ExtendWith(ApplicationExtension.class)
class TimelineViewFxTest {
    private final PreviewViewModel preview = new PreviewViewModel();
    private final TimelineViewModel vm = new TimelineViewModel(preview);
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        preview.setResult(new PreviewComputer().compute(Fixtures.users(2).scenario()), false);
        stage.setScene(new Scene(new TimelineView(vm), 900, 600));
        stage.show();
    }

    @Test
    void aChangedKeyIsDrawnAgainAndTheOthersKeepTheirNodes(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Node oaxaca = robot.lookup(TimelineView.named("bar-124-0")).query();
        Node guadalajara = robot.lookup(TimelineView.named("bar-125-0")).query();
        Node marker = robot.lookup("#asOfMarker").query();

        robot.interact(() -> {
            int at = indexOf("125");
            KeyTimeline was = vm.keys().get(at);
            List<VersionBar> bars = new ArrayList<>(was.bars());
            VersionBar first = bars.get(0);
            bars.set(
                    0,
                    new VersionBar(first.row(), first.from(), first.to(), first.late(), first.gapBefore(), "edited"));
            vm.keys().set(at, new KeyTimeline(was.key(), bars, was.deleted()));
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup(TimelineView.named("bar-124-0")).<Node>query())
                .as("an untouched key")
                .isSameAs(oaxaca);
        assertThat(robot.lookup(TimelineView.named("bar-125-0")).queryAll())
                .as("the changed key, once")
                .hasSize(1);
        assertThat(robot.lookup(TimelineView.named("bar-125-0")).<Node>query()).isNotSameAs(guadalajara);

        assertThat(vm.asOfProperty().get())
                .as("the marker follows the last point")
                .isPositive();
        robot.interact(() -> vm.asOfProperty().set(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(TimelineView.named("bar-124-0")).<Node>query())
                .as("moving the marker")
                .isSameAs(oaxaca);
        assertThat(robot.lookup("#asOfMarker").queryAll()).containsExactly(marker);
        Node redrawn = robot.lookup(TimelineView.named("bar-125-0")).query();
        while (redrawn.getParent() != marker.getParent()) {
            redrawn = redrawn.getParent();
        }
        List<Node> chart = marker.getParent().getChildrenUnmodifiable();
        assertThat(chart.indexOf(marker))
                .as("the marker over the bars drawn again")
                .isGreaterThan(chart.indexOf(redrawn));

        robot.interact(() -> stage.setWidth(700));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(TimelineView.named("bar-124-0")).queryAll())
                .as("another width places every bar again")
                .hasSize(1)
                .doesNotContain(oaxaca);
    }

    private int indexOf(String key) {
        for (int i = 0; i < vm.keys().size(); i++) {
            if (vm.keys().get(i).key().equals(key)) {
                return i;
            }
        }
        throw new AssertionError("no key " + key);
    }

    @Test
    void theSliderTheCaptionAndTheTableStandAtTheSamePointWhenTheAxisGrows(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        // Lily (126) alone: one point, her version's start. Then every key: the marker follows to the last point of a
        // longer axis, and the slider's range must have grown before its handle is put there.
        robot.interact(() -> preview.keyFilterProperty().set("126"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.axisProperty().get().size()).isEqualTo(1);
        robot.interact(() -> preview.keyFilterProperty().set(""));
        WaitForAsyncUtils.waitForFxEvents();

        SequenceAxis axis = vm.axisProperty().get();
        int at = vm.asOfProperty().get();
        assertThat(axis.size()).isGreaterThan(1);
        assertThat(at)
                .as("the marker, at the one point, follows the last point")
                .isEqualTo(axis.size() - 1);
        Slider slider = robot.lookup("#asOfSlider").queryAs(Slider.class);
        assertThat(slider.getValue()).as("the handle").isEqualTo(at);
        assertThat(robot.lookup("#asOfCaption").queryAs(Label.class).getText())
                .startsWith("As of " + axis.label(at) + ", the latest point");
        assertThat(vm.asOfSqlProperty().get()).contains("<= " + axis.value(at));
    }
}
