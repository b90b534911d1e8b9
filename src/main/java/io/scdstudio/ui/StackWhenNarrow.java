package io.scdstudio.ui;

import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * A split pane whose two sides share a pane's width, and stack one over the other when the pane is narrower than
 * {@value #NARROW} px (a zoomed text, a lesson beside the tabs): the feed's events and schema, the preview's table and
 * explanation. Each orientation puts the divider where that pane wants it.
 */
public final class StackWhenNarrow {
    static final double NARROW = 820;

    private StackWhenNarrow() {}

    /** Lays {@code split} out by the width of {@code pane}, its divider at {@code wide} or at {@code stacked}. */
    public static void follow(Region pane, SplitPane split, double wide, double stacked) {
        pane.widthProperty().addListener((o, was, now) -> {
            double width = now.doubleValue();
            Orientation wanted = width > 0 && width < NARROW ? Orientation.VERTICAL : Orientation.HORIZONTAL;
            if (split.getOrientation() != wanted) {
                split.setOrientation(wanted);
                split.setDividerPositions(wanted == Orientation.VERTICAL ? stacked : wide);
            }
        });
    }
}
