package io.scdstudio.ui.timeline;

import io.scdstudio.ui.Styles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;

/**
 * The axis labels of the timeline that are in or near sight: a big lesson's axis is tens of thousands of pixels wide,
 * and its hundreds of labels made, styled and laid out at once were most of showing the timeline. Labels come as
 * they scroll into sight sideways and go when they are a viewport's width away.
 */
final class AxisLabelsInSight {
    /** Every label the axis has room for, left to right. */
    private List<AxisLabels.Placed> placed = List.of();

    private final Group drawn = new Group();

    /** The labels of a new axis or scale: none is drawn until {@link #show} is asked. */
    void place(List<AxisLabels.Placed> labels) {
        placed = List.copyOf(labels);
        drawn.getChildren().clear();
    }

    Node node() {
        return drawn;
    }

    /** Draws the labels within a viewport's width of the part of the chart from {@code left}, {@code width} wide. */
    void show(double left, double width) {
        double from = left - width;
        double to = left + 2 * width;
        Map<Integer, Node> was = new HashMap<>();
        for (Node n : drawn.getChildren()) {
            was.put((Integer) n.getUserData(), n);
        }
        List<Node> fresh = new ArrayList<>();
        for (AxisLabels.Placed p : placed) {
            if (p.right() >= from && p.left() <= to && was.remove(p.rank()) == null) {
                fresh.add(label(p));
            }
        }
        // Labels that stay are left in place: taken out and put back, each would be styled again.
        drawn.getChildren().removeAll(was.values());
        drawn.getChildren().addAll(fresh);
    }

    private static Label label(AxisLabels.Placed p) {
        Label tick = new Label(p.text());
        tick.getStyleClass().add(Styles.TIMELINE_TICK);
        TimelineView.name(tick, "tick-" + p.rank());
        tick.setUserData(p.rank());
        tick.relocate(p.left(), 2 + p.line() * TimelineView.AXIS_LINE);
        return tick;
    }
}
