package io.scdstudio.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;

/**
 * Brings a node into view in the scroll pane around it: a verdict that appears below a tall question, an option
 * below the fold. A node already in view stays where it is.
 */
public final class ScrollTo {
    private ScrollTo() {}

    public static void reveal(Node node) {
        ScrollPane pane = around(node);
        if (pane == null || pane.getContent() == null) {
            return;
        }
        // A node just shown (the exam's "Finish anyway?") has neither style nor size until the next pulse: without
        // both, the content's height left it out and the pane stayed where it was, the node clipped below.
        pane.applyCss();
        pane.layout();
        Node content = pane.getContent();
        double total = content.getBoundsInLocal().getHeight();
        double view = pane.getViewportBounds().getHeight();
        if (total <= view) {
            return;
        }
        Bounds b = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        double top = (pane.getVvalue() - pane.getVmin()) / (pane.getVmax() - pane.getVmin()) * (total - view);
        if (b.getMinY() >= top && b.getMaxY() <= top + view) {
            return;
        }
        double wanted = Math.max(0, Math.min(total - view, b.getMaxY() - view + 8));
        if (b.getMinY() < top || b.getHeight() > view) {
            wanted = Math.max(0, b.getMinY() - 8);
        }
        pane.setVvalue(pane.getVmin() + wanted / (total - view) * (pane.getVmax() - pane.getVmin()));
    }

    private static ScrollPane around(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane s) {
                return s;
            }
        }
        return null;
    }
}
