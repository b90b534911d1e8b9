package io.scdstudio.ui.timeline;

import io.scdstudio.ui.NextFrame;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Pane;

/**
 * Scrolls the chart sideways to the "as of" marker when it is out of sight. On the 100,000-event lesson the chart opened
 * at the feed's first hour, rows of keys with nothing drawn yet, and the marker and the current versions far to the
 * right; a learner who had scrolled back by hand then stepped on, with the marker following the steps out of sight.
 *
 * <p>Only when the marker moves, the chart is drawn anew, or a step moves a marker that follows the steps: a learner's
 * own scrolling otherwise stays where it is. A frame later, once the chart has its new width: the scroll pane rescales
 * its position when its content's width changes, and took the marker out of sight again.
 */
final class MarkerInSight {
    private final ScrollPane scroll;
    private final Pane chart;
    private final TimelineViewModel vm;
    private final Supplier<TimelineScale> scale;
    private boolean awaitsLayout;
    private boolean pending;

    MarkerInSight(ScrollPane scroll, Pane chart, TimelineViewModel vm, Supplier<TimelineScale> scale) {
        this.scroll = scroll;
        this.chart = chart;
        this.vm = vm;
        this.scale = scale;
        vm.preview().appliedProperty().addListener((o, was, now) -> {
            if (follows() && shown()) {
                request();
            }
        });
    }

    /** Brings the marker into sight in the next frame (several asks in one frame, once). */
    void request() {
        if (!pending) {
            pending = true;
            NextFrame.run(() -> {
                pending = false;
                scrollToMarker();
            });
        }
    }

    /** The tab's first layout gave the chart a viewport: the marker asked for before it is brought into sight now. */
    void laidOut() {
        if (awaitsLayout) {
            request();
        }
    }

    private void scrollToMarker() {
        double viewport = scroll.getViewportBounds().getWidth();
        // Before the tab's first layout there is no viewport. A long axis has the same scale at any width, so that
        // layout draws nothing anew: it asks again through laidOut.
        awaitsLayout = viewport <= 0;
        double overflow = chart.getLayoutBounds().getWidth() - viewport;
        if (viewport <= 0 || overflow <= 0) {
            return;
        }
        double left = scroll.getHvalue() * overflow;
        double x = scale.get().x(vm.asOfProperty().get());
        if (x < left + TimelineScale.KEY_WIDTH + TimelineView.ROW || x > left + viewport - TimelineView.ROW) {
            scroll.setHvalue(Math.max(0, Math.min(overflow, x - 0.75 * viewport)) / overflow);
        }
    }

    /** The marker stands at the last point, where it follows the steps. */
    private boolean follows() {
        int points = vm.axisProperty().get().size();
        return points > 1 && vm.asOfProperty().get() >= points - 1;
    }

    /** The Timeline is on screen: a step on another tab leaves the hidden chart alone. */
    private boolean shown() {
        for (Node n = scroll; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return scroll.getScene() != null;
    }
}
