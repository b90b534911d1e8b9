package io.scdstudio.ui;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Runs something once a node has been laid out in its window, in the pulse that lays it out: for work that needs
 * the nodes a skin makes (a table's column headers) without forcing a layout of its own. A node out of the window
 * (a tab not shown) waits until it is shown.
 */
public final class AfterLayout {
    private AfterLayout() {}

    /** Runs {@code action} after the next layout pass that includes {@code node}. */
    public static void once(Node node, Runnable action) {
        Scene scene = node.getScene();
        if (scene != null) {
            afterNextPulse(scene, action);
            return;
        }
        ChangeListener<Scene> inWindow = new ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Scene> o, Scene was, Scene now) {
                if (now != null) {
                    node.sceneProperty().removeListener(this);
                    afterNextPulse(now, action);
                }
            }
        };
        node.sceneProperty().addListener(inWindow);
    }

    private static void afterNextPulse(Scene scene, Runnable action) {
        Runnable[] self = new Runnable[1];
        boolean[] ran = new boolean[1];
        self[0] = () -> {
            if (!ran[0]) {
                ran[0] = true;
                // Taken off after the pulse: the scene is going through its listeners now.
                Platform.runLater(() -> scene.removePostLayoutPulseListener(self[0]));
                action.run();
            }
        };
        scene.addPostLayoutPulseListener(self[0]);
        Platform.requestNextPulse();
    }
}
