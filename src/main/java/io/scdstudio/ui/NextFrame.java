package io.scdstudio.ui;

import javafx.animation.AnimationTimer;

/**
 * Runs something once the window has drawn its next frame: for the second half of a view's work, so that a view
 * shows at once and fills a frame later instead of holding the window for both. An animation timer's first call
 * comes at the start of the very pulse that lays out what was just shown, so the work waits for its second call;
 * {@link javafx.application.Platform#runLater} is no substitute either, as it may run before the next pulse.
 */
public final class NextFrame {
    private NextFrame() {}

    public static void run(Runnable action) {
        new AnimationTimer() {
            private boolean drawn;

            @Override
            public void handle(long now) {
                if (!drawn) {
                    drawn = true;
                    return;
                }
                stop();
                action.run();
            }
        }.start();
    }
}
