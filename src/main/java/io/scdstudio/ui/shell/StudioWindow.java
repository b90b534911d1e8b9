package io.scdstudio.ui.shell;

import io.scdstudio.project.WindowLayout;
import io.scdstudio.ui.FocusGuard;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.TextZoom;
import io.scdstudio.ui.theme.Theme;
import io.scdstudio.ui.tour.TourOverlay;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Node;
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

    private static final System.Logger LOG = System.getLogger(StudioWindow.class.getName());

    /** The shell's own stylesheets; each feature names its own ({@link StudioFeature#stylesheets}). */
    private static final List<String> STYLESHEETS = List.of(
            "/io/scdstudio/ui/shell/shell.css",
            "/io/scdstudio/ui/flow/flow.css",
            "/io/scdstudio/ui/lesson/lesson.css",
            "/io/scdstudio/ui/tour/tour.css");

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
        MainView view = fill(stage, vm);
        stage.show();
        Platform.runLater(() -> whenShown(stage, vm, view, file));
        return vm;
    }

    /**
     * As {@link #show(Stage, StudioServices, Function, Optional)}, but the window appears at once, sized and styled,
     * with a line saying it is opening; the full view, whose controls, skins and styles take a second or more to
     * build on a fresh JVM, replaces it right after that first frame. The app starts this way; tests use {@code show}.
     */
    public static StudioViewModel showAtOnce(
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
                    buildInBackground(stage, vm, file);
                }
            }
        }.start();
        stage.show();
        return vm;
    }

    /**
     * Builds the full view on a thread of its own, in a scene of its own styled and laid out there, so the classes,
     * control skins and matched styles are ready when the FX thread swaps that scene into the window (moving the
     * view into the shown scene instead would match every style again). JavaFX allows building and styling nodes
     * and scenes off the FX thread until they are in a showing window. Should the build fail, the FX thread builds
     * the view as {@code show} does.
     */
    private static void buildInBackground(Stage stage, StudioViewModel vm, Optional<Path> file) {
        Scene placeholder = stage.getScene();
        List<String> stylesheets = List.copyOf(placeholder.getStylesheets());
        double width = placeholder.getWidth();
        double height = placeholder.getHeight();
        Thread builder = new Thread(
                () -> {
                    Runnable put;
                    try {
                        MainView view = newView(stage, vm);
                        // The menu bar's skin asks the platform about a system menu bar, which only the FX thread
                        // may do: the menus join the view once it is on that thread.
                        Node menus = view.getTop();
                        view.setTop(null);
                        StackPane root = withTour(view, vm);
                        TextZoom.apply(root, vm.zoomProperty().get());
                        Scene full = new Scene(root, width, height);
                        full.getStylesheets().setAll(stylesheets);
                        root.applyCss();
                        root.layout();
                        // Once the window's panes have their sizes: laid out at no size, a tab's split pane gave
                        // its divider up to its panes' minimum widths, and kept it there (the feed's events squeezed).
                        view.prepareOutOfSight();
                        put = () -> {
                            view.setTop(menus);
                            FocusGuard.install(full);
                            stage.setScene(full);
                            whenShown(stage, vm, view, file);
                        };
                    } catch (RuntimeException e) {
                        LOG.log(System.Logger.Level.WARNING, "Building the window off the FX thread failed", e);
                        put = () -> whenShown(stage, vm, fill(stage, vm), file);
                    }
                    Runnable ready = put;
                    try {
                        Platform.runLater(() -> {
                            if (stage.isShowing()) {
                                ready.run();
                            }
                        });
                    } catch (IllegalStateException closed) {
                        // The window was closed while the view was built, and the app has ended.
                    }
                },
                "studio-view-builder");
        builder.setDaemon(true);
        builder.start();
    }

    private static void whenShown(Stage stage, StudioViewModel vm, MainView view, Optional<Path> file) {
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit(stage, vm, view);
        });
        afterShown(vm, file);
        IdleWatch.install(stage.getScene(), vm.preview().appliedProperty(), vm::windowIdle);
    }

    /** The view model and a window sized, placed and styled as last time, showing only that it is opening. */
    private static StudioViewModel prepare(Stage stage, StudioServices services, Function<Window, Dialogs> dialogs) {
        StudioViewModel vm = new StudioViewModel(services, dialogs.apply(stage));
        WindowLayout layout = vm.settings().layout();
        Label opening = new Label("Opening SCD Studio\u2026");
        opening.getStyleClass().add(Styles.OPENING_MESSAGE);
        Scene scene = new Scene(new StackPane(opening), layout.width(), layout.height());
        List<String> sheets = new ArrayList<>(STYLESHEETS);
        vm.features().forEach(f -> sheets.addAll(f.stylesheets()));
        for (String css : sheets) {
            scene.getStylesheets().add(StudioWindow.class.getResource(css).toExternalForm());
        }
        Theme.byId(vm.themeProperty().get()).apply(scene);
        ThemeSwitch themes = new ThemeSwitch(stage);
        vm.themeProperty().addListener((o, was, now) -> themes.apply(Theme.byId(now)));
        TextZoom.apply(scene.getRoot(), vm.zoomProperty().get());
        vm.zoomProperty()
                .addListener((o, was, now) -> TextZoom.apply(stage.getScene().getRoot(), now.doubleValue()));
        FocusGuard.install(scene);
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

    /** Puts the full view in the window's scene, on the FX thread. */
    private static MainView fill(Stage stage, StudioViewModel vm) {
        MainView view = newView(stage, vm);
        stage.getScene().setRoot(withTour(view, vm));
        TextZoom.apply(stage.getScene().getRoot(), vm.zoomProperty().get());
        return view;
    }

    private static MainView newView(Stage stage, StudioViewModel vm) {
        return new MainView(vm, () -> quit(stage, vm, null));
    }

    /** The window's root: the view with the tour's overlay above it. */
    private static StackPane withTour(MainView view, StudioViewModel vm) {
        return new StackPane(view, new TourOverlay(vm.lessons().tour()));
    }

    private static void afterShown(StudioViewModel vm, Optional<Path> file) {
        vm.files().openAtStart(file, () -> {
            if (vm.document().design().isEmpty() && vm.firstRunDue()) {
                vm.lessons().startTour();
            }
        });
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
