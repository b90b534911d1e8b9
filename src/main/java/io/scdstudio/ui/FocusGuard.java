package io.scdstudio.ui;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Control;

/**
 * Keeps the focus off a list's or table's inner pieces. When a focused cell is replaced (a design with other
 * columns refills the column lists), JavaFX 21 hands the focus to the virtual flow's inner "sheet" group, and the
 * next focus clean-up fails walking up from it (VirtualFlow.findOwnerCell, a NullPointerException). The control
 * that owns the sheet takes the focus instead, as if the user had clicked the list. A list refilled while the focus
 * was elsewhere (another design opened with Next lesson) hands it to its sheet too: the focus then goes back where it
 * was, so opening a design neither takes the keyboard away from the learner nor scrolls the flow pane to a list.
 */
public final class FocusGuard {
    private FocusGuard() {}

    public static void install(Scene scene) {
        scene.focusOwnerProperty().addListener((o, was, now) -> {
            if (now != null && now.getStyleClass().contains(Styles.SHEET)) {
                Control owner = ownerOf(now);
                if (owner == null) {
                    return;
                }
                if (was != null && canTakeFocusBack(was, scene) && !within(was, owner)) {
                    was.requestFocus();
                } else {
                    owner.requestFocus();
                }
            }
        });
    }

    private static Control ownerOf(Node sheet) {
        for (Node n = sheet.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Control control) {
                return control;
            }
        }
        return null;
    }

    /**
     * Whether the node the focus left can have it again: in the scene, shown (a button of the tour's card, hidden with
     * the card, is not) and not another list's sheet. Handing the focus back to such a node made it fall on the next
     * sheet, and from sheet to sheet without end (a stack overflow when "Next lesson" ended the tour).
     */
    private static boolean canTakeFocusBack(Node n, Scene scene) {
        return n.getScene() == scene
                && !n.isDisabled()
                && !n.getStyleClass().contains(Styles.SHEET)
                && OnlyInSight.seen(n);
    }

    private static boolean within(Node n, Node ancestor) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }
}
