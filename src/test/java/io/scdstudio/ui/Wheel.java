package io.scdstudio.ui;

import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.input.ScrollEvent;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The mouse wheel in FX tests: the robot's own wheel does not reach the nodes under Monocle. */
public final class Wheel {
    private Wheel() {}

    /**
     * A turn of the wheel over the middle of a node, as the platform delivers it: to the deepest node there, so the
     * handlers of the controls inside (an editor's own scrolling) see it too.
     */
    public static void downOver(FxRobot robot, String id) {
        Node over = robot.lookup(id).query();
        downOver(robot, over);
    }

    /** As above, over {@code over}. */
    public static void downOver(FxRobot robot, Node over) {
        robot.interact(() -> {
            Bounds b = over.getLayoutBounds();
            Point2D at = over.localToScreen(b.getCenterX(), b.getCenterY());
            Point2D scene = over.localToScene(b.getCenterX(), b.getCenterY());
            Node node = deepestAt(over, scene);
            Point2D local = node.sceneToLocal(scene);
            Event.fireEvent(
                    node,
                    new ScrollEvent(
                            ScrollEvent.SCROLL,
                            local.getX(),
                            local.getY(),
                            at.getX(),
                            at.getY(),
                            false,
                            false,
                            false,
                            false,
                            false,
                            false,
                            0,
                            -120,
                            0,
                            -120,
                            ScrollEvent.HorizontalTextScrollUnits.NONE,
                            0,
                            ScrollEvent.VerticalTextScrollUnits.LINES,
                            -3,
                            0,
                            null));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Node deepestAt(Node node, Point2D scene) {
        if (node instanceof Parent p) {
            var children = p.getChildrenUnmodifiable();
            for (int i = children.size() - 1; i >= 0; i--) {
                Node child = children.get(i);
                if (child.isVisible() && child.contains(child.sceneToLocal(scene))) {
                    return deepestAt(child, scene);
                }
            }
        }
        return node;
    }
}
