package io.scdstudio.ui;

import java.util.function.DoubleSupplier;
import javafx.scene.Node;
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
