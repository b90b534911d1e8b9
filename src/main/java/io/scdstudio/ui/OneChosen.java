package io.scdstudio.ui;

import javafx.scene.control.ToggleGroup;

/**
 * A group of toggle buttons of which one is always chosen: JavaFX lets a click on the chosen button clear the
 * group, which left the library with no filter and a design stored as neither SCD type.
 */
public final class OneChosen {
    private OneChosen() {}

    public static void keep(ToggleGroup group) {
        group.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null && was != null) {
                was.setSelected(true);
            }
        });
    }
}
