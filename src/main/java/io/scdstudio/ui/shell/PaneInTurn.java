package io.scdstudio.ui.shell;

import io.scdstudio.ui.OnlyInSight;
import javafx.scene.Node;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;

/**
 * One of the window's big panes, which a theme switch restyles in its own frame ({@link ThemeSwitch}): meanwhile a
 * picture of the pane stands in its place, out of the way of the layout.
 */
final class PaneInTurn extends StackPane {
    /** The id of a picture standing in for its pane: none is left once a theme switch is over. */
    static final String PICTURE_ID = "paneInTurnPicture";

    private final Node pane;

    PaneInTurn(Node pane) {
        super(pane);
        this.pane = pane;
    }

    Node pane() {
        return pane;
    }

    /** Whether the learner sees the pane now: a hidden one is restyled with the rest, as it costs nothing to show. */
    boolean inSight() {
        return getWidth() > 0 && getHeight() > 0 && getChildren().contains(pane) && OnlyInSight.seen(this);
    }

    /** Takes the pane out of the scene, leaving a picture of it as it looks now. */
    void stepAside() {
        ImageView picture = new ImageView(pane.snapshot(null, null));
        picture.setManaged(false);
        picture.setId(PICTURE_ID);
        getChildren().setAll(picture);
    }

    /** Puts the pane back in its place; it takes the scene's styles as it comes. */
    void comeBack() {
        if (!getChildren().contains(pane)) {
            getChildren().setAll(pane);
        }
    }
}
