package io.scdstudio.ui.shell;

import io.scdstudio.ui.run.RunEngine;
import java.util.Optional;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@code app} launches it, optionally with another engine for the run pane (JavaFX
 * creates the instance itself, so the engine is handed over before launch).
 */
public final class StudioApp extends Application {
    private static volatile Optional<RunEngine> engine = Optional.empty();

    public static void launchWindow(String[] args) {
        launchWindow(args, Optional.empty());
    }

    public static void launchWindow(String[] args, Optional<RunEngine> otherEngine) {
        engine = otherEngine;
        Application.launch(StudioApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        StudioWindow.show(stage, StudioServices.standard(engine), FxDialogs::new);
    }
}
