package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.Topic;
import io.scdstudio.study.LessonPacks;
import io.scdstudio.ui.OneChosen;
import io.scdstudio.ui.Styles;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The scenario browser: a row of topic filters, the lessons in their suggested order (number, title, one-line
 * story, level and tags), and Open. A double click or Enter opens the lesson under the cursor.
 */
public final class LibraryView extends VBox {
    private final LibraryViewModel vm;
    private final ListView<Lesson> list = new ListView<>();

    public LibraryView(LibraryViewModel vm) {
        super(8);
        this.vm = vm;
        setId("libraryView");
        list.setId("libraryList");
        list.setItems(vm.shown());
        list.setCellFactory(l -> new LessonCell());
        vm.progressProperty().addListener((o, was, now) -> list.refresh());
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) {
                vm.selectedProperty().set(now);
            }
        });
        vm.selectedProperty().addListener((o, was, now) -> {
            if (now != null && list.getSelectionModel().getSelectedItem() != now) {
                list.getSelectionModel().select(now);
                // Selected from outside the list (the open lesson): in sight, even when it is lesson 20.
                list.scrollTo(now);
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                vm.openSelected();
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                vm.openSelected();
            }
        });
        Label empty = new Label();
        empty.setWrapText(true);
        empty.textProperty().bind(vm.emptyTextProperty());
        list.setPlaceholder(empty);
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(filters(), list, bottom());
        if (vm.selectedProperty().get() != null) {
            list.getSelectionModel().select(vm.selectedProperty().get());
        }
    }

    private FlowPane filters() {
        ToggleGroup group = new ToggleGroup();
        FlowPane pane = new FlowPane(6, 6);
        pane.setId("libraryFilters");
        ToggleButton all = filter(group, "All topics", Optional.empty(), "tag-all");
        pane.getChildren().add(all);
        for (Topic t : Topic.values()) {
            pane.getChildren()
                    .add(filter(
                            group, t.words(), Optional.of(t), "tag-" + t.words().replace(' ', '-')));
        }
        OneChosen.keep(group);
        all.setSelected(true);
        return pane;
    }

    private ToggleButton filter(ToggleGroup group, String text, Optional<Topic> topic, String id) {
        ToggleButton b = new ToggleButton(text);
        b.setId(id);
        b.setToggleGroup(group);
        b.getStyleClass().add(Styles.SMALL);
        b.selectedProperty().addListener((o, was, now) -> {
            if (now) {
                vm.filter(topic);
            }
        });
        return b;
    }

    private HBox bottom() {
        Label summary = new Label();
        summary.setId("librarySummary");
        summary.getStyleClass().add(Styles.HINT_TEXT);
        summary.textProperty().bind(vm.summaryProperty());
        Label problems = new Label();
        problems.setId("libraryProblems");
        problems.getStyleClass().add(Styles.ERROR_TEXT);
        problems.setWrapText(true);
        problems.textProperty().bind(vm.problemsProperty());
        VBox texts = new VBox(2, summary, problems);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button open = new Button("Open lesson");
        open.setId("openLessonButton");
        open.getStyleClass().add(Styles.ACCENT);
        open.setDefaultButton(false);
        open.disableProperty().bind(vm.selectedProperty().isNull());
        open.setOnAction(e -> vm.openSelected());
        HBox box = new HBox(8, texts, gap, open);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** A lesson as a card: its place in the order, title, story, level and tags, and whether it is completed. */
    private final class LessonCell extends ListCell<Lesson> {
        @Override
        protected void updateItem(Lesson lesson, boolean empty) {
            super.updateItem(lesson, empty);
            setText(null);
            if (empty || lesson == null) {
                setGraphic(null);
                return;
            }
            Label number = new Label(vm.library().placeOf(lesson) + ".");
            number.getStyleClass().add(Styles.LESSON_CARD_TITLE);
            number.setMinWidth(28);
            Label title = new Label(lesson.title());
            title.getStyleClass().add(Styles.LESSON_CARD_TITLE);
            title.setWrapText(true);
            // As tall as their wrapped lines: a card measured before its width was known cut a long title or story
            // with "…" ("the LSN and th…").
            title.setMinHeight(Region.USE_PREF_SIZE);
            Label story = new Label(lesson.story());
            story.getStyleClass().add(Styles.LESSON_STORY);
            story.setWrapText(true);
            story.setMinHeight(Region.USE_PREF_SIZE);
            VBox text = new VBox(3, title, story, Chips.of(lesson));
            LessonPacks.packOf(lesson).ifPresent(pack -> {
                Label from = new Label("from the pack " + pack);
                from.getStyleClass().addAll(Styles.CHIP, Styles.HINT_TEXT);
                text.getChildren().add(from);
            });
            HBox.setHgrow(text, Priority.ALWAYS);
            text.setMaxWidth(Double.MAX_VALUE);
            // Cells are as wide as the list, so wrapped text measures against the list, not its own length.
            text.prefWidthProperty().bind(list.widthProperty().subtract(170));
            Label mark = new Label(vm.mark(lesson));
            mark.getStyleClass().add(Styles.LESSON_MARK);
            mark.setMinWidth(90);
            HBox card = new HBox(6, number, text, mark);
            card.getStyleClass().add(Styles.LESSON_CARD);
            card.setPadding(new Insets(4, 2, 4, 2));
            setGraphic(card);
        }
    }

    /** Gives the lesson list the keyboard, as the library is shown over a design (Ctrl+L). */
    public void focusList() {
        list.requestFocus();
    }
}
