package io.scdstudio.ui;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import javafx.animation.AnimationTimer;

/**
 * Builds a view a part a frame, for a view whose parts are costly to style and lay out: in one pulse, the Textbook
 * MERGE tab's two whole tables and ten cards of a big lesson held the window 0.2 s; one a frame, each takes a few
 * tens of milliseconds and the first is in sight at once.
 */
public final class FrameByFrame extends AnimationTimer {
    private Iterator<Runnable> rest = Collections.emptyIterator();

    /** Drops what an earlier {@link #fill} had still to do, and does each of {@code parts}, one a frame. */
    public void fill(List<Runnable> parts) {
        rest = List.copyOf(parts).iterator();
        start();
    }

    /** Does nothing more of what was asked. */
    public void cancel() {
        rest = Collections.emptyIterator();
        stop();
    }

    @Override
    public void handle(long now) {
        if (rest.hasNext()) {
            rest.next().run();
        } else {
            stop();
        }
    }
}
