package io.scdstudio.ui.timeline;

import io.scdstudio.ui.Styles;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;

/**
 * The axis's ticks and labels on a band of the chart's own colour, kept at the top of the view as keys scroll under
 * it (scrolled down a long list of keys, a learner lost the values the bars stand between), and cut off at the key
 * column, which stays in place as the chart scrolls sideways: the labels ran over the keys' names.
 */
final class AxisBand {
    /** Beyond the width in sight on either side, so a frame's scroll not yet followed shows no bar under the band. */
    private static final double MARGIN = 200;

    private final Group band = new Group();
    private double chartWidth;
    private final Region background = new Region();
    private final Rectangle clip = new Rectangle(0, 0, 0, TimelineView.AXIS_HEIGHT);
    /** The ticks and labels, clipped: one group for every drawing, as a clip belongs to one node. */
    private final Group marks = new Group();

    AxisBand() {
        marks.setClip(clip);
        background.getStyleClass().setAll(Styles.TIMELINE_CHART);
    }

    /** The band's node, with {@code ticks} and {@code labels} on it, as wide as the chart and {@code height} high. */
    Node of(Node ticks, Node labels, double width, double height) {
        chartWidth = width;
        background.setPrefHeight(height);
        clip.setWidth(width);
        clip.setHeight(height);
        marks.getChildren().setAll(ticks, labels);
        band.getChildren().setAll(background, marks);
        return band;
    }

    /** Keeps the band at the top of a viewport scrolled down to {@code top}, over everything else. */
    void pinAt(double top) {
        band.setTranslateY(top);
        band.toFront();
    }

    /**
     * Hides what is left of the key column of a chart scrolled sideways to {@code left}, and keeps the band's background
     * under the {@code width} in sight only: as wide as a big lesson's whole axis (45,588 px on the 100,000-event
     * lesson), it was not drawn on screen, and the labels and ticks ran over the bars scrolled under them.
     */
    void scrolledSidewaysTo(double left, double width) {
        clip.setX(left + TimelineScale.KEY_WIDTH - 4);
        double from = Math.max(0, left - MARGIN);
        background.setLayoutX(from);
        // Never past the chart's end: the chart's bounds would grow with it.
        background.setPrefWidth(Math.max(0, Math.min(left + width + MARGIN, chartWidth) - from));
    }
}
