package io.scdstudio.ui.shell;

import io.scdstudio.ui.Styles;
import io.scdstudio.ui.lesson.LibraryView;
import java.nio.file.Path;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * What the window shows when no design is open, and when the learner asks for the library: what the app is for,
 * the ways to start (the first lesson, the tour, an own feed), the scenario library, and recent files. It is
 * never an empty, greyed window.
 */
final class HomeView extends BorderPane {
    private final StudioViewModel vm;
    private final VBox recent = new VBox(2);
    private LibraryView libraryView;

    HomeView(StudioViewModel vm) {
        this.vm = vm;
        setId("homeView");
        getStyleClass().add(Styles.HOME_VIEW);
        setPadding(new Insets(18, 22, 14, 22));
        setTop(welcome());
        setCenter(library());
        setRight(side());
        vm.recentFiles().addListener((ListChangeListener<String>) c -> fillRecent());
        fillRecent();
    }

    private VBox welcome() {
        Label title = new Label("Learn and design Slowly Changing Dimensions");
        title.getStyleClass().add(Styles.PAGE_TITLE);
        Label subtitle = new Label("Load a change feed, set keys, sequence and SCD type, and watch the dimension "
                + "build up event by event, with the reason for every change: the way Databricks AUTO CDC builds it.");
        subtitle.getStyleClass().add(Styles.LESSON_STORY);
        subtitle.setWrapText(true);
        Button first = button(
                "startFirstLesson",
                "Start the first lesson",
                () -> vm.lessons().library().openFirst());
        first.getStyleClass().add(Styles.ACCENT);
        first.setDisable(vm.lessons().library().library().lessons().isEmpty());
        Button resume = button(
                "continueLesson", "Continue", () -> vm.lessons().library().openContinue());
        resume.getStyleClass().add(Styles.ACCENT);
        resume.textProperty().bind(vm.lessons().library().continueTextProperty());
        resume.visibleProperty()
                .bind(vm.lessons().library().continueWithProperty().isNotNull());
        resume.managedProperty().bind(resume.visibleProperty());
        Button tour = button("takeTour", "Take the tour", vm.lessons()::startTour);
        tour.setDisable(!vm.lessons().tourAvailable());
        Button feed =
                button("homeOpenFeed", "Open your own feed…", () -> vm.files().openFeed());
        Button folder = button(
                "homeOpenFolder", "Open a scenario folder…", () -> vm.files().openFolder());
        Button back = button("backToDesign", "Back to the design", vm.lessons()::hideHome);
        back.visibleProperty().bind(vm.document().designProperty().isNotNull());
        back.managedProperty().bind(back.visibleProperty());
        FlowPane buttons = new FlowPane(8, 8, back, resume, first, tour, feed, folder);
        VBox box = new VBox(6, title, subtitle, buttons);
        box.setPadding(new Insets(0, 0, 14, 0));
        return box;
    }

    /** The keyboard on the lesson list: Enter opens the selected lesson, the arrows move through the library. */
    void focusLibrary() {
        libraryView.focusList();
    }

    private VBox library() {
        Label title = new Label("Scenario library");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label hint = new Label("Each scenario tells one story; its lesson opens beside the preview. Filter by topic:");
        hint.getStyleClass().add(Styles.HINT_TEXT);
        libraryView = new LibraryView(vm.lessons().library());
        VBox.setVgrow(libraryView, Priority.ALWAYS);
        VBox box = new VBox(6, title, hint, libraryView);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }

    private VBox side() {
        Label title = new Label("Recent");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label own = new Label("Teachers: a lesson is a scenario folder with a lesson.json and a README.md "
                + "(docs/lessons.md). Open a folder of your own to teach with it.");
        own.getStyleClass().add(Styles.HINT_TEXT);
        own.setWrapText(true);
        VBox box = new VBox(6, title, recent, own);
        box.setPadding(new Insets(0, 0, 0, 18));
        box.setPrefWidth(300);
        box.setMinWidth(220);
        box.setAlignment(Pos.TOP_LEFT);
        return box;
    }

    private void fillRecent() {
        recent.getChildren().clear();
        for (String path : vm.recentFiles()) {
            Hyperlink link = new Hyperlink(vm.lessonTitleAt(path)
                    .orElseGet(() -> Path.of(path).getFileName() == null
                            ? path
                            : Path.of(path).getFileName().toString()));
            link.setMnemonicParsing(false);
            // A lesson's title is long for the narrow Recent column: wrapped, not cut with "…".
            link.setWrapText(true);
            link.setMinHeight(Region.USE_PREF_SIZE);
            link.setTooltip(new Tooltip(path));
            link.setOnAction(e -> vm.open(Path.of(path)));
            recent.getChildren().add(link);
        }
        if (recent.getChildren().isEmpty()) {
            Label none = new Label("Nothing opened yet.");
            none.getStyleClass().add(Styles.HINT_TEXT);
            recent.getChildren().add(none);
        }
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setMnemonicParsing(false); // file and lesson names hold underscores
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
