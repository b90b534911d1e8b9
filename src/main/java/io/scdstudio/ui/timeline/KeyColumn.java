package io.scdstudio.ui.timeline;

import io.scdstudio.ui.Styles;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;

/**
 * The keys' names at the chart's left edge. They move by how far the chart is scrolled sideways, so the column stays
 * in sight: a learner who scrolled to a late value no longer saw whose bars they were.
 */
final class KeyColumn {
    private final DoubleProperty scrolled = new SimpleDoubleProperty();
    private final Tooltip hoverTip;
    private final double row;

    KeyColumn(Tooltip hoverTip, double row) {
        this.hoverTip = hoverTip;
        this.row = row;
    }

    /** The chart is scrolled sideways by {@code x} pixels. */
    void scrolledTo(double x) {
        scrolled.set(x);
    }

    /** A key's name for the row at {@code y}: the whole row of the column, so bars scrolled under it do not show. */
    Label label(KeyTimeline key, double y) {
        Label name = new Label(key.key() + (key.deleted() ? " \u2715" : ""));
        name.getStyleClass().add(Styles.KEY_LABEL);
        if (key.deleted()) {
            name.getStyleClass().add(Styles.TIMELINE_KEY_DELETED);
        }
        name.setMinSize(TimelineScale.KEY_WIDTH - 6, row);
        name.setPrefSize(TimelineScale.KEY_WIDTH - 6, row);
        name.setMaxSize(TimelineScale.KEY_WIDTH - 6, row);
        name.setTextOverrun(OverrunStyle.ELLIPSIS);
        name.setOnMouseEntered(
                e -> hoverTip.setText("Key " + key.key() + (key.deleted() ? ": deleted, no current row" : "")));
        Tooltip.install(name, hoverTip);
        name.relocate(0, y);
        name.translateXProperty().bind(scrolled);
        return name;
    }
}
