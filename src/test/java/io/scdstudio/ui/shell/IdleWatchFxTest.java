package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Spark warms up in a pause of the learner's: not while they press keys, and not while Play steps the preview. */
@ExtendWith(ApplicationExtension.class)
class IdleWatchFxTest {
    private static final Duration QUIET = Duration.millis(400);

    private Scene scene;
    private final SimpleIntegerProperty position = new SimpleIntegerProperty();
    private final AtomicInteger idle = new AtomicInteger();

    @Start
    void start(Stage stage) {
        scene = new Scene(new StackPane(), 200, 100);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aQuietSpellIsReportedOnceAndKeysOrStepsPutItOff(FxRobot robot) throws Exception {
        robot.interact(() -> IdleWatch.install(scene, position, QUIET, idle::incrementAndGet));

        for (int i = 0; i < 8; i++) {
            Thread.sleep(100);
            robot.interact(() -> Event.fireEvent(
                    scene.getRoot(),
                    new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.RIGHT, false, false, false, false)));
        }
        assertThat(idle).as("keys pressed every 100 ms for 800 ms").hasValue(0);

        for (int i = 0; i < 8; i++) {
            Thread.sleep(100);
            robot.interact(() -> position.set(position.get() + 1));
        }
        assertThat(idle).as("Play stepping every 100 ms, no input").hasValue(0);

        Thread.sleep(1200);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(idle).as("one report per quiet spell").hasValue(1);
    }

    @Test
    void zeroSecondsTurnsTheWatchOff(FxRobot robot) throws Exception {
        robot.interact(() -> IdleWatch.install(scene, position, Duration.ZERO, idle::incrementAndGet));
        Thread.sleep(600);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(idle).hasValue(0);
    }
}
