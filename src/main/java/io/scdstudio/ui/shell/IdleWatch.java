package io.scdstudio.ui.shell;

import javafx.animation.PauseTransition;
import javafx.beans.Observable;
import javafx.scene.Scene;
import javafx.scene.input.InputEvent;
import javafx.util.Duration;

/**
 * Says when the learner has left the window alone for a while: no key, click, scroll or mouse move for
 * {@link #quiet()}. Work that makes a later action faster (starting Spark for the Run tab) waits for such a pause, so
 * it never competes with start-up, stepping or editing for a two-core machine. Each quiet spell is reported once;
 * the next input starts the wait again.
 */
final class IdleWatch {
    /** How long the window must be left alone; {@code -Dscdstudio.idleSeconds=0} turns the watch off. */
    static final String SECONDS_PROPERTY = "scdstudio.idleSeconds";

    private static final int DEFAULT_SECONDS = 20;

    private IdleWatch() {}

    /**
     * @param moving what else counts as the learner being busy: the step-through's position, which Play moves
     *     without any input
     */
    static void install(Scene scene, Observable moving, Runnable idle) {
        install(scene, moving, quiet(), idle);
    }

    static void install(Scene scene, Observable moving, Duration quiet, Runnable idle) {
        if (quiet.lessThanOrEqualTo(Duration.ZERO)) {
            return;
        }
        PauseTransition wait = new PauseTransition(quiet);
        wait.setOnFinished(e -> idle.run());
        scene.addEventFilter(InputEvent.ANY, e -> wait.playFromStart());
        moving.addListener(o -> wait.playFromStart());
        wait.playFromStart();
    }

    static Duration quiet() {
        return Duration.seconds(Integer.getInteger(SECONDS_PROPERTY, DEFAULT_SECONDS));
    }
}
