package io.scdstudio.ui.shell;

import io.scdstudio.ui.theme.Theme;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Window;

/**
 * Switches the window's theme a pane at a time. A theme is AtlantaFX's user-agent stylesheet, and a new one makes
 * JavaFX match every node of the window against its thousand rules again, in one pulse: 0.17-0.2 s for the 1,200 nodes
 * of a lesson with the flow pane, the preview and the lesson in sight. The big panes ({@link PaneInTurn}) step aside,
 * leaving pictures of themselves, while the menus, tabs and status line take the new theme, and come back one a
 * frame, so no frame restyles more than one of them. The pane that holds the keyboard focus stays and takes the
 * theme with the rest: taken out of the scene, it would lose the focus, and a field its text selection.
 */
final class ThemeSwitch extends AnimationTimer {
    private final Window window;
    private final Deque<PaneInTurn> waiting = new ArrayDeque<>();
    /** The pulse after the switch restyles the rest of the window: the first pane comes back in the one after. */
    private boolean restFirst;

    /** Switches the theme of {@code window}'s scene, whichever it shows then (the full view replaces the first). */
    ThemeSwitch(Window window) {
        this.window = window;
    }

    void apply(Theme theme) {
        finish();
        Scene scene = window.getScene();
        Node focused = scene.getFocusOwner();
        for (PaneInTurn p : panesOf(scene.getRoot(), new ArrayList<>())) {
            if (p.inSight() && !holds(p, focused)) {
                p.stepAside();
                waiting.add(p);
            }
        }
        theme.apply(scene);
        if (!waiting.isEmpty()) {
            restFirst = true;
            start();
        }
    }

    @Override
    public void handle(long now) {
        if (restFirst) {
            restFirst = false;
            return;
        }
        PaneInTurn next = waiting.poll();
        if (next != null) {
            next.comeBack();
        }
        if (waiting.isEmpty()) {
            finish();
        }
    }

    /** Brings back every pane still aside. */
    private void finish() {
        stop();
        while (!waiting.isEmpty()) {
            waiting.poll().comeBack();
        }
    }

    private static boolean holds(Parent pane, Node focused) {
        for (Node n = focused; n != null; n = n.getParent()) {
            if (n == pane) {
                return true;
            }
        }
        return false;
    }

    private static List<PaneInTurn> panesOf(Parent parent, List<PaneInTurn> out) {
        for (Node n : parent.getChildrenUnmodifiable()) {
            if (n instanceof PaneInTurn p) {
                out.add(p);
            } else if (n instanceof Parent child) {
                panesOf(child, out);
            }
        }
        return out;
    }
}
