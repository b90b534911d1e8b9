package io.scdstudio.ui;

import java.util.List;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;

/**
 * Keeps a view in the scene only while it can be seen. JavaFX styles and lays out every node of the scene, hidden or
 * not: with the Textbook MERGE tables, the timeline, the feed and the lesson library all in the scene, switching the
 * theme restyled about 6,700 nodes (0.7 s) where the views in sight hold about 1,200, and opening a design laid out the
 * tables of tabs nobody was looking at.
 */
public final class OnlyInSight {
    private OnlyInSight() {}

    /** Gives {@code tab} its {@code content} while it is selected, and takes it away while another tab is. */
    public static void tabContent(Tab tab, Node content) {
        tab.getProperties().put(OnlyInSight.class, content);
        tab.setContent(tab.isSelected() ? content : null);
        tab.selectedProperty().addListener((o, was, now) -> tab.setContent(now ? content : null));
    }

    /**
     * Puts {@code view} last in {@code children} (on top, in a stack pane) while {@code shown} holds, and takes it out
     * while it does not.
     */
    public static void child(List<Node> children, Node view, ObservableBooleanValue shown) {
        Runnable place = () -> {
            if (shown.get() && !children.contains(view)) {
                children.add(view);
            } else if (!shown.get()) {
                children.remove(view);
            }
        };
        place.run();
        shown.addListener((o, was, now) -> place.run());
    }

    /** The content {@link #tabContent} gave {@code tab}, in the scene or not. */
    public static Node contentOf(Tab tab) {
        return tab.getProperties().get(OnlyInSight.class) instanceof Node n ? n : tab.getContent();
    }

    /** Whether {@code node} is in a scene and it and every parent of it are visible: what can be seen or pointed at. */
    public static boolean seen(Node node) {
        for (Node p = node; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }
}
