package io.scdstudio.ui.timeline;

import java.util.Collection;
import java.util.function.ToDoubleFunction;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Insets;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;

/**
 * Keeps a bar's value in sight as the chart scrolls sideways. A bar that starts left of the visible part writes its
 * value just right of the key column, not at its start: with the marker in the middle of the 100,000-event lesson's
 * chart, the versions in sight had started out of sight, and most rows showed no value at all. A long current version,
 * which writes its value at its right end beside the latest point, writes it at the visible part's right edge while
 * that end is out of sight.
 */
final class ValuesInSight {
    private static final String FOLLOWED = "timeline-bar-followed";
    /** A bar's padding, as timeline.css gives it ({@code .version-bar}). */
    private static final double BAR_PADDING = 4;
    /** A long current version's right padding, as timeline.css gives it ({@code .version-bar-open-long}). */
    private static final double END_PADDING = 66;
    /** What a text measured apart may differ from the label's own by (rounding, the theme's font). */
    private static final double TEXT_SLACK = 4;
    /** The least of a bar its value keeps: past it, the value stays at the bar's far end and runs out of sight. */
    private static final double VALUE_ROOM = 48;

    /** A bar's text's width as drawn. */
    private final ToDoubleFunction<String> textWidth;

    /** How far the chart is scrolled sideways, and how wide the visible part is (0 before the first layout). */
    private double left;

    private double viewport;

    ValuesInSight(ToDoubleFunction<String> textWidth) {
        this.textWidth = textWidth;
    }

    /**
     * Keeps {@code bar}'s value in sight from now on; it starts at {@code from} on the chart, and writes its value at
     * its right end if {@code atEnd}.
     */
    void follow(Label bar, double from, boolean atEnd) {
        // Bound, so the stylesheet's padding does not override it: where a label's text starts is its padding alone.
        Followed f =
                new Followed(from, atEnd, new SimpleObjectProperty<>(padding(0, atEnd ? END_PADDING : BAR_PADDING)));
        bar.paddingProperty().bind(f.padding());
        bar.getProperties().put(FOLLOWED, f);
        place(bar, f);
    }

    /** Where a followed bar starts, which end writes its value, and its padding. */
    private record Followed(double from, boolean atEnd, ObjectProperty<Insets> padding) {}

    /** The chart is scrolled sideways by {@code x} pixels, {@code width} of it in sight; {@code rows}: the drawn keys. */
    void scrolledTo(double x, double width, Collection<Group> rows) {
        left = x;
        viewport = width;
        for (Group row : rows) {
            for (Node n : row.getChildren()) {
                if (n instanceof Label bar && bar.getProperties().get(FOLLOWED) instanceof Followed f) {
                    place(bar, f);
                }
            }
        }
    }

    private void place(Label bar, Followed f) {
        double from = f.from();
        double room = bar.getPrefWidth() - VALUE_ROOM;
        double hidden = left + TimelineScale.KEY_WIDTH - from;
        Insets wanted;
        if (f.atEnd()) {
            double beyond = viewport <= 0 ? 0 : from + bar.getPrefWidth() - (left + viewport);
            double right = Math.max(END_PADDING, Math.min(beyond + BAR_PADDING, room));
            // Its start out of sight too, the value is cut to the part in sight with "…": it ran under the key column.
            wanted = padding(Math.max(0, Math.min(hidden, room - right)), right);
        } else {
            wanted = padding(Math.max(0, Math.min(hidden, room)), BAR_PADDING);
        }
        ObjectProperty<Insets> padding = f.padding();
        // Set only when it moves: each change lays the bar out again, and a scroll moves every bar drawn.
        Insets was = padding.get();
        if (!was.equals(wanted)) {
            padding.set(wanted);
            // A label cuts its text to fit when its width, its text or how to cut it changes, not its padding: a bar
            // drawn while its value was squeezed to the visible edge kept "gold..." once scrolled to where it had room.
            // Told only where the text was cut or must be now: telling every bar cost a big chart's first showing 40
            // ms.
            double text = textWidth.applyAsDouble(bar.getText()) + TEXT_SLACK;
            if (text > bar.getPrefWidth() - Math.max(sides(was), sides(wanted))) {
                OverrunStyle overrun = bar.getTextOverrun();
                bar.setTextOverrun(overrun == OverrunStyle.CLIP ? OverrunStyle.ELLIPSIS : OverrunStyle.CLIP);
                bar.setTextOverrun(overrun);
            }
        }
    }

    private static double sides(Insets padding) {
        return padding.getLeft() + padding.getRight();
    }

    private static Insets padding(double hiddenLeft, double right) {
        return new Insets(0, right, 0, BAR_PADDING + hiddenLeft);
    }
}
