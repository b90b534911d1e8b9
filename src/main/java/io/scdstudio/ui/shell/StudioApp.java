package io.scdstudio.ui.shell;

import io.scdstudio.ui.run.RunEngine;
import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@code app} launches it, with a file to open or none, optionally with another engine for the run pane (JavaFX
 * creates the instance itself, so the engine is handed over before launch).
 */
public final class StudioApp extends Application {
    private static volatile Optional<RunEngine> engine = Optional.empty();
    private static volatile Optional<Path> toOpen = Optional.empty();

    /** Opens the window, with {@code file} (a scenario folder, saved design or feed) open in it when given. */
    public static void launchWindow(Optional<Path> file, Optional<RunEngine> otherEngine) {
        engine = otherEngine;
        toOpen = file;
        Application.launch(StudioApp.class);
    }

    @Override
    public void start(Stage stage) {
        FxStallProbe.startIfAsked();
        StudioServices services = StudioServices.standard(engine);
        UncaughtErrors.install(services.recovery().folder());
        StudioWindow.showAtOnce(stage, services, FxDialogs::new, toOpen);
    }
}
