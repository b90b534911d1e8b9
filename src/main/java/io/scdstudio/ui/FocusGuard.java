package io.scdstudio.ui;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Control;

/**
 * Keeps the focus off a list's or table's inner pieces. When a focused cell is replaced (a design with other
 * columns refills the column lists), JavaFX 21 hands the focus to the virtual flow's inner "sheet" group, and the
 * next focus clean-up fails walking up from it (VirtualFlow.findOwnerCell, a NullPointerException). The control
 * that owns the sheet takes the focus instead, as if the user had clicked the list.
 */
public final class FocusGuard {
    private FocusGuard() {}

    public static void install(Scene scene) {
        scene.focusOwnerProperty().addListener((o, was, now) -> {
            if (now != null && now.getStyleClass().contains("sheet")) {
                for (Node n = now.getParent(); n != null; n = n.getParent()) {
                    if (n instanceof Control control) {
                        control.requestFocus();
                        return;
                    }
                }
            }
        });
    }
}
