package io.scdstudio.ui;

import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.scene.Parent;

/**
 * View > Zoom: the window's text size as a factor of the theme's 14 px. Every stylesheet of the window gives font
 * sizes in em, so the root's size scales all of them. The factor is also read where code measures text (column
 * widths, timeline labels): one window per app, so it is kept here rather than passed to every table.
 */
public final class TextZoom {
    /** The theme's own text size, which zoom 1 keeps. */
    public static final double BASE_PX = 14;

    /** The sizes Zoom In and Zoom Out step through. */
    public static final List<Double> STEPS = List.of(0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0);

    private static volatile double factor = 1;
    /** Moves on every change of the factor, on the FX thread: tables measured at the old size fit themselves again. */
    private static final ReadOnlyDoubleWrapper CHANGES = new ReadOnlyDoubleWrapper(1);

    private TextZoom() {}

    public static double factor() {
        return factor;
    }

    /** The size {@code px} at 100% has at the current zoom. */
    public static double px(double px) {
        return px * factor;
    }

    /** Sizes the text of {@code root} and everything in it. */
    public static void apply(Parent root, double zoom) {
        factor = zoom;
        root.setStyle("-fx-font-size: " + BASE_PX * zoom + "px;");
        if (Platform.isFxApplicationThread()) {
            CHANGES.set(zoom);
        }
    }

    /** The factor as last applied on the FX thread, to listen to. */
    public static ReadOnlyDoubleProperty factorProperty() {
        return CHANGES.getReadOnlyProperty();
    }

    /** The next step up (or down) from {@code zoom}, staying within the steps. */
    public static double step(double zoom, int direction) {
        if (direction > 0) {
            return STEPS.stream().filter(s -> s > zoom + 1e-9).findFirst().orElse(STEPS.get(STEPS.size() - 1));
        }
        return STEPS.stream().filter(s -> s < zoom - 1e-9).reduce((a, b) -> b).orElse(STEPS.get(0));
    }
}
