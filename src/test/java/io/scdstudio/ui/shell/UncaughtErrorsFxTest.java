package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.ErrorReport;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An exception nobody caught becomes the error dialog, on the FX thread, saying where the unsaved design is kept.
 * The dialog is recorded rather than shown: a modal dialog's nested event loop cannot be dismissed headless.
 */
@ExtendWith(ApplicationExtension.class)
class UncaughtErrorsFxTest {
    @TempDir
    Path recovery;

    private Thread.UncaughtExceptionHandler before;
    private final AtomicReference<Thread.UncaughtExceptionHandler> fxBefore = new AtomicReference<>();
    private final List<ErrorReport> shown = new CopyOnWriteArrayList<>();
    private final List<Boolean> onFxThread = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @BeforeEach
    void installRecordingHandler(FxRobot robot) {
        before = Thread.getDefaultUncaughtExceptionHandler();
        robot.interact(() -> {
            fxBefore.set(Thread.currentThread().getUncaughtExceptionHandler());
            UncaughtErrors.install(new UncaughtErrors(recovery, report -> {
                onFxThread.add(Platform.isFxApplicationThread());
                shown.add(report);
            }));
        });
    }

    @AfterEach
    void restore(FxRobot robot) {
        Thread.setDefaultUncaughtExceptionHandler(before);
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler(fxBefore.get()));
    }

    private ErrorReport firstShown() throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !shown.isEmpty());
        return shown.get(0);
    }

    @Test
    void aFaultOnTheFxThreadIsShownWithTheRecoveryCopysFolder() throws Exception {
        Platform.runLater(() -> {
            throw new IllegalStateException("cursor out of step");
        });

        ErrorReport report = firstShown();
        assertThat(report.summary())
                .startsWith("Something went wrong inside SCD Studio (IllegalStateException)")
                .contains("recovery copy in " + recovery)
                .doesNotContain("\tat ");
        assertThat(report.details()).contains("cursor out of step").contains("\tat ");
        assertThat(onFxThread).containsExactly(true);
    }

    @Test
    void aFaultOnAWorkerThreadIsShownOnTheFxThreadToo() throws Exception {
        Thread worker = new Thread(() -> {
            throw new IllegalArgumentException("no such column");
        });
        worker.start();
        worker.join();

        assertThat(firstShown().summary()).contains("IllegalArgumentException").contains(recovery.toString());
        assertThat(onFxThread).containsExactly(true);
    }

    @Test
    void theDialogHeadsTheFaultAndKeepsTheTraceBehindShowDetails(FxRobot robot) {
        AtomicReference<Alert> alert = new AtomicReference<>();
        ErrorReport report =
                new UncaughtErrors(recovery, r -> {}).report(new IllegalStateException("cursor out of step"));
        robot.interact(() -> alert.set(UncaughtErrors.alert(report)));

        assertThat(alert.get().getHeaderText()).isEqualTo("SCD Studio met an error it did not expect");
        assertThat(alert.get().getContentText()).contains(recovery.toString());
        assertThat(alert.get().getDialogPane().isExpanded()).isFalse();
        assertThat(((TextArea) alert.get().getDialogPane().getExpandableContent()).getText())
                .contains("cursor out of step");
    }
}
