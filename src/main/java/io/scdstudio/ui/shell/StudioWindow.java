package io.scdstudio.ui.shell;

import io.scdstudio.project.WindowLayout;
import io.scdstudio.ui.theme.Theme;
import io.scdstudio.ui.tour.TourOverlay;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Builds the studio into a stage: theme, stylesheets, icon, remembered layout, close handling, the recovery offer, and
 * on a first start (the tour never done or skipped) the users example with the tour over it.
 */
public final class StudioWindow {
    /** Pulses the placeholder goes through before the full view is built; measured on GTK and Xvfb. */
    private static final int FRAMES_BEFORE_BUILDING = 4;

    private static final String[] STYLESHEETS = {
        "shell/shell.css",
        "preview/preview.css",
        "flow/flow.css",
        "timeline/timeline.css",
        "lesson/lesson.css",
        "tour/tour.css"
    };

    private StudioWindow() {}

    public static StudioViewModel show(Stage stage, StudioServices services, Function<Window, Dialogs> dialogs) {
        return show(stage, services, dialogs, Optional.empty());
    }

    /**
     * As {@link #show(Stage, StudioServices, Function)}, with {@code file} (given on the command line) opened once the
     * window is up, in place of the first start's tour; a file that cannot be read ends in the error dialog.
     */
    public static StudioViewModel show(
            Stage stage, StudioServices services, Function<Window, Dialogs> dialogs, Optional<Path> file) {
        StudioViewModel vm = prepare(stage, services, dialogs);
        fill(stage, vm);
        stage.show();
        Platform.runLater(() -> afterShown(vm, file));
        return vm;
    }

    /**
     * As {@link #show(Stage, StudioServices, Function, Optional)}, but the window appears at once, sized and styled,
     * with a line saying it is opening; the full view, whose controls, skins and styles take a second or more to
     * build on a fresh JVM, replaces it right after that first frame. The app starts this way; tests use {@code show}.
     */
    public static void showAtOnce(
            Stage stage, StudioServices services, Function<Window, Dialogs> dialogs, Optional<Path> file) {
        StudioViewModel vm = prepare(stage, services, dialogs);
        // GTK maps and paints the window from events this thread handles, so the full view is built only once
        // the placeholder has been through a few pulses (the first come before the window is on screen).
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                if (++frames == FRAMES_BEFORE_BUILDING) {
                    stop();
                    fill(stage, vm);
                    afterShown(vm, file);
                }
            }
        }.start();
        stage.show();
    }

    /** The view model and a window sized, placed and styled as last time, showing only that it is opening. */
    private static StudioViewModel prepare(Stage stage, StudioServices services, Function<Window, Dialogs> dialogs) {
        StudioViewModel vm = new StudioViewModel(services, dialogs.apply(stage));
        WindowLayout layout = vm.settings().layout();
        Label opening = new Label("Opening SCD Studio\u2026");
        opening.getStyleClass().add("opening-message");
        Scene scene = new Scene(new StackPane(opening), layout.width(), layout.height());
        for (String css : STYLESHEETS) {
            scene.getStylesheets()
                    .add(StudioWindow.class
                            .getResource("/io/scdstudio/ui/" + css)
                            .toExternalForm());
        }
        Theme.byId(vm.themeProperty().get()).apply(scene);
        vm.themeProperty().addListener((o, was, now) -> Theme.byId(now).apply(scene));
        io.scdstudio.ui.FocusGuard.install(scene);
        AppIcons.addTo(stage);
        stage.setScene(scene);
        stage.titleProperty().bind(vm.titleProperty());
        if (layout.hasPosition()) {
            stage.setX(layout.x());
            stage.setY(layout.y());
        }
        // A first start has no remembered layout: give the learner the whole screen for the lesson and the preview.
        stage.setMaximized(layout.maximized() || vm.firstRunDue() && !layout.hasPosition());
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit(stage, vm, null);
        });
        return vm;
    }

    /** Puts the full view in the window. */
    private static void fill(Stage stage, StudioViewModel vm) {
        MainView view = new MainView(vm, () -> quit(stage, vm, null));
        stage.getScene()
                .setRoot(new StackPane(view, new TourOverlay(vm.lessons().tour())));
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit(stage, vm, view);
        });
    }

    private static void afterShown(StudioViewModel vm, Optional<Path> file) {
        vm.files().offerRecovery();
        if (file.isPresent()) {
            vm.open(file.get());
        } else if (vm.document().design().isEmpty() && vm.firstRunDue()) {
            vm.lessons().startTour();
        }
    }

    private static void quit(Stage stage, StudioViewModel vm, MainView view) {
        vm.files().close(() -> closeWindow(stage, vm, view));
    }

    private static void closeWindow(Stage stage, StudioViewModel vm, MainView view) {
        double divider =
                view != null ? view.flowDivider() : vm.settings().layout().flowDivider();
        vm.updateSettings(vm.settings()
                .withLayout(new WindowLayout(
                        stage.getX(),
                        stage.getY(),
                        stage.getWidth(),
                        stage.getHeight(),
                        stage.isMaximized(),
                        divider)));
        vm.services().previews().shutdown();
        vm.services().steps().shutdown();
        // Queued writes (the recovery copy's clear) finish first.
        vm.services().files().shutdown();
        stage.close();
    }
}
