package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.TaskRunner;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The open lesson beside the preview: where it stands in the suggested order, its title and tags, the README
 * with links that move the preview, and buttons to the previous and next lesson and back to the library.
 */
public final class LessonView extends BorderPane {
    private final LessonViewModel vm;
    private final MarkdownView body;
    private final Label place = new Label();
    private final Label title = new Label();
    private final VBox header = new VBox(4);
    private final ScrollPane scroll;
    private final TaskRunner texts;

    /** @param texts where a lesson's text is made into nodes, off the window's thread */
    public LessonView(LessonViewModel vm, TaskRunner texts) {
        this.vm = vm;
        this.texts = texts;
        setId("lessonPane");
        getStyleClass().add(Styles.LESSON_PANE);
        body = new MarkdownView(vm::follow, true);
        body.setId("lessonBody");
        body.setPadding(new Insets(4, 14, 14, 14));
        scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        place.setId("lessonPlace");
        place.getStyleClass().add(Styles.HINT_TEXT);
        place.textProperty().bind(vm.placeProperty());
        title.setId("lessonTitle");
        title.getStyleClass().add(Styles.PAGE_SUBTITLE);
        title.setWrapText(true);
        header.setPadding(new Insets(10, 14, 6, 14));
        setTop(header);
        setCenter(scroll);
        setBottom(footer());
        setMinWidth(260);
        vm.lessonProperty().addListener((o, was, now) -> showLesson(now));
        showLesson(vm.lessonProperty().get());
    }

    private void showLesson(Lesson lesson) {
        if (lesson == null) {
            body.getChildren().clear();
            header.getChildren().clear();
            return;
        }
        title.setText(lesson.title());
        Button close = new Button("✕");
        close.setId("closeLessonButton");
        close.setTooltip(new Tooltip("Close the lesson (the design stays open)"));
        close.getStyleClass().add(Styles.FLAT);
        close.setOnAction(e -> vm.close());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(6, place, gap, close);
        top.setAlignment(Pos.CENTER_LEFT);
        header.getChildren().setAll(top, title, Chips.of(lesson));
        // Made into nodes on a worker, and laid out in a pulse of its own: a lesson's text (its glossary words, a
        // tooltip each) was a third of the window's stall when a lesson opened. The last lesson's text goes at once.
        body.getChildren().clear();
        scroll.setVvalue(0);
        String markdown = lesson.markdown();
        texts.submit(
                () -> {
                    MarkdownView made = new MarkdownView(vm::follow, true);
                    made.show(markdown);
                    return made;
                },
                made -> {
                    if (vm.lessonProperty().get() == lesson) {
                        body.showMade(made);
                        scroll.setVvalue(0);
                    }
                },
                failed -> {
                    if (vm.lessonProperty().get() == lesson) {
                        body.show("The lesson's text could not be shown: " + failed.getMessage());
                    }
                });
    }

    private VBox footer() {
        Label notice = new Label();
        notice.setId("lessonNotice");
        notice.getStyleClass().add(Styles.HINT_TEXT);
        notice.setWrapText(true);
        notice.textProperty().bind(vm.noticeProperty());
        notice.managedProperty().bind(notice.textProperty().isNotEmpty());
        notice.visibleProperty().bind(notice.managedProperty());
        Button previous = new Button("◀");
        previous.setId("previousLessonButton");
        previous.setTooltip(new Tooltip("The previous lesson"));
        previous.disableProperty().bind(vm.previousProperty().isNull());
        previous.setOnAction(e -> vm.openPrevious());
        Button library = new Button("Library");
        library.setId("lessonLibraryButton");
        library.setOnAction(e -> vm.browse());
        Button next = new Button();
        next.setId("nextLessonButton");
        next.getStyleClass().add(Styles.ACCENT);
        next.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> vm.nextProperty().get() == null ? "Last lesson" : "Next lesson ▶", vm.nextProperty()));
        next.tooltipProperty()
                .bind(Bindings.createObjectBinding(
                        () -> vm.nextProperty().get() == null
                                ? null
                                : new Tooltip(vm.nextProperty().get().title()),
                        vm.nextProperty()));
        next.disableProperty().bind(vm.nextProperty().isNull());
        next.setOnAction(e -> vm.openNext());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        // Never "Next less…": the buttons keep their words, and the pane is made wider for a larger zoom.
        for (Button b : List.of(previous, library, next)) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox buttons = new HBox(6, previous, library, gap, next);
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(6, notice, buttons);
        box.setPadding(new Insets(8, 14, 10, 14));
        box.getStyleClass().add(Styles.LESSON_FOOTER);
        return box;
    }
}
