package io.scdstudio.ui;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;

/**
 * Adds nodes to a pane one a frame, for a view whose parts are many labels each: styled and laid out in one pulse,
 * the Textbook MERGE tab's ten cards of a big lesson held the window 0.2 s; one a frame, each takes a few
 * milliseconds and the first is in sight at once.
 */
public final class FrameByFrame extends AnimationTimer {
    private final List<Node> into;
    private Iterator<Supplier<Node>> rest = Collections.emptyIterator();

    public FrameByFrame(List<Node> into) {
        this.into = into;
    }

    /** Drops what an earlier {@link #fill} had still to add, and adds what {@code makers} make, one a frame. */
    public void fill(List<Supplier<Node>> makers) {
        rest = List.copyOf(makers).iterator();
        start();
    }

    /** Adds nothing more of what was asked. */
    public void cancel() {
        rest = Collections.emptyIterator();
        stop();
    }

    @Override
    public void handle(long now) {
        if (rest.hasNext()) {
            into.add(rest.next().get());
        } else {
            stop();
        }
    }
}
