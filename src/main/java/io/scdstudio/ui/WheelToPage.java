package io.scdstudio.ui;

import java.util.function.DoubleSupplier;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.ScrollEvent;

/**
 * Hands an up-or-down wheel turn on to the page around a control that takes every turn but has nowhere to go: a
 * block that only scrolls sideways, or a small editor whose text fits. The page stopped scrolling wherever the pointer
 * passed over one of them.
 */
public final class WheelToPage {
    private WheelToPage() {}

    /** Every up-or-down turn over the node goes to its parent: the node scrolls sideways only. */
    public static void always(Node node) {
        whenAtEdge(node, () -> 0, () -> 0);
    }

    /**
     * An up-or-down turn over a sideways scroll bar inside {@code page} (a box of code, a table, a card's rows) scrolls
     * the page: JavaFX's scroll bar takes such a turn to move sideways, so the page stopped where a bar passed under
     * the pointer and the box was left scrolled, the start of every line cut off.
     */
    public static void pastSidewaysBars(ScrollPane page) {
        page.addEventFilter(ScrollEvent.SCROLL, e -> {
            if (Math.abs(e.getDeltaY()) > Math.abs(e.getDeltaX())
                    && e.getTarget() instanceof Node target
                    && insideSidewaysBar(target, page)) {
                e.consume();
                // From the content up: the page's skin scrolls on a turn passing its viewport, not on one at itself.
                Node content = page.getContent();
                content.fireEvent(e.copyFor(content, content));
            }
        });
    }

    private static boolean insideSidewaysBar(Node node, ScrollPane page) {
        for (Node n = node; n != null && n != page; n = n.getParent()) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) {
                return true;
            }
        }
        return false;
    }

    /**
     * An up-or-down turn goes to the parent when the node cannot scroll that way: its content is {@code scrolled}
     * pixels down, out of {@code room} pixels it can scroll at all.
     */
    public static void whenAtEdge(Node node, DoubleSupplier scrolled, DoubleSupplier room) {
        node.addEventFilter(ScrollEvent.SCROLL, e -> {
            if (Math.abs(e.getDeltaY()) <= Math.abs(e.getDeltaX()) || node.getParent() == null) {
                return;
            }
            double y = scrolled.getAsDouble();
            boolean canMove = e.getDeltaY() < 0 ? y < room.getAsDouble() - 0.5 : y > 0.5;
            if (!canMove) {
                e.consume();
                node.getParent().fireEvent(e.copyFor(node.getParent(), node.getParent()));
            }
        });
    }
}
