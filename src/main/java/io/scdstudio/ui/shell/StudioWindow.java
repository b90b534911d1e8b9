package io.scdstudio.ui.shell;

import atlantafx.base.theme.PrimerLight;
import io.scdstudio.project.WindowLayout;
import java.util.function.Function;
import javafx.application.Application;
import javafx.application.Platform;
import io.scdstudio.ui.tour.TourOverlay;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Builds the studio into a stage: theme, stylesheets, remembered layout, close handling, the recovery offer, and
 * on a first start (the tour never done or skipped) the users example with the tour over it.
 */
public final class StudioWindow {
    private static final String[] STYLESHEETS = {"shell/shell.css", "preview/preview.css", "flow/flow.css",
        "timeline/timeline.css", "lesson/lesson.css", "tour/tour.css"};

    private StudioWindow() {
    }

    public static StudioViewModel show(Stage stage, StudioServices services, Function<Window, Dialogs> dialogs) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        StudioViewModel vm = new StudioViewModel(services, dialogs.apply(stage));
        MainView view = new MainView(vm, () -> quit(stage, vm, null));
        WindowLayout layout = vm.settings().layout();
        Scene scene = new Scene(new StackPane(view, new TourOverlay(vm.lessons().tour())), layout.width(), layout.height());
        for (String css : STYLESHEETS) {
            scene.getStylesheets().add(StudioWindow.class.getResource("/io/scdstudio/ui/" + css).toExternalForm());
        }
        io.scdstudio.ui.FocusGuard.install(scene);
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
            quit(stage, vm, view);
        });
        stage.show();
        Platform.runLater(() -> {
            vm.files().offerRecovery();
            if (vm.document().design().isEmpty() && vm.firstRunDue()) {
                vm.lessons().startTour();
            }
        });
        return vm;
    }

    private static void quit(Stage stage, StudioViewModel vm, MainView view) {
        if (!vm.files().close()) {
            return;
        }
        double divider = view != null ? view.flowDivider() : vm.settings().layout().flowDivider();
        vm.updateSettings(vm.settings().withLayout(new WindowLayout(stage.getX(), stage.getY(), stage.getWidth(),
                stage.getHeight(), stage.isMaximized(), divider)));
        vm.services().previews().shutdown();
        vm.services().steps().shutdown();
        stage.close();
    }
}
