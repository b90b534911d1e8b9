package io.scdstudio.ui.shell;

import io.scdstudio.ui.ErrorReport;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.control.Alert;

/**
 * The last net under the window: an exception nobody caught, on the FX thread or any other, becomes the error
 * dialog instead of a stack trace in a terminal the user never sees, and the dialog says that the unsaved design is
 * kept as a recovery copy, and where. One dialog at a time: a fault that repeats on every pulse is logged, not
 * stacked up in dialogs.
 */
final class UncaughtErrors implements Thread.UncaughtExceptionHandler {
    private static final System.Logger LOG = System.getLogger(UncaughtErrors.class.getName());
    private final Path recoveryFolder;
    private final Consumer<ErrorReport> show;
    private final AtomicBoolean showing = new AtomicBoolean();

    /** {@code show} puts the report in front of the user and returns once it is dismissed (on the FX thread). */
    UncaughtErrors(Path recoveryFolder, Consumer<ErrorReport> show) {
        this.recoveryFolder = recoveryFolder;
        this.show = show;
    }

    /** For every thread, the FX thread included, each error in the dialog; call it on the FX thread. */
    static void install(Path recoveryFolder) {
        install(new UncaughtErrors(recoveryFolder, report -> alert(report).showAndWait()));
    }

    static void install(UncaughtErrors handler) {
        Thread.setDefaultUncaughtExceptionHandler(handler);
        Thread.currentThread().setUncaughtExceptionHandler(handler);
    }

    /** The error dialog, headed as a fault nobody expected. */
    static Alert alert(ErrorReport report) {
        Alert alert = FxDialogs.errorAlert(report);
        alert.setHeaderText("SCD Studio met an error it did not expect");
        return alert;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        LOG.log(System.Logger.Level.ERROR, "uncaught on " + thread.getName(), error);
        try {
            Platform.runLater(() -> show(error));
        } catch (IllegalStateException toolkitGone) {
            // The window is closing: the log line above is all that can be done.
        }
    }

    /** The error as the dialog says it: what happened, then where the unsaved work is. */
    ErrorReport report(Throwable error) {
        ErrorReport r = ErrorReport.of(error);
        return new ErrorReport(
                r.summary() + "\n\nUnsaved changes are kept as a recovery copy in " + recoveryFolder
                        + "; SCD Studio offers it the next time it starts.",
                r.details());
    }

    private void show(Throwable error) {
        if (!showing.compareAndSet(false, true)) {
            return;
        }
        try {
            show.accept(report(error));
        } finally {
            showing.set(false);
        }
    }
}
