package io.scdstudio.ui.shell;

import io.scdstudio.lesson.Glossary;
import io.scdstudio.lesson.GlossaryTerm;
import io.scdstudio.ui.Styles;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help > Glossary: the learner's words of docs/glossary.md in a window of their own, searched as the learner types
 * (names and meanings), each with what it means. The same words explain themselves where the window uses them.
 */
final class GlossaryWindow {
    private static Stage open;

    private GlossaryWindow() {}

    static void show(Window owner) {
        if (open != null && open.isShowing()) {
            open.toFront();
            return;
        }
        Glossary glossary = Glossary.bundled();
        TextField search = new TextField();
        search.setId("glossarySearch");
        search.setPromptText("Search the glossary: __END_AT, tombstone, tie…");
        VBox list = new VBox(10);
        list.setId("glossaryList");
        list.setPadding(new Insets(8, 4, 8, 4));
        Label count = new Label();
        count.setId("glossaryCount");
        count.getStyleClass().add(Styles.HINT_TEXT);
        Runnable fill = () -> {
            list.getChildren().clear();
            var found = glossary.search(search.getText());
            for (GlossaryTerm t : found) {
                list.getChildren().add(entry(t));
            }
            count.setText(found.size() + " of " + glossary.terms().size() + " words");
        };
        search.textProperty().addListener((o, was, now) -> fill.run());
        fill.run();
        ScrollPane scroll = new ScrollPane(list);
        scroll.setFitToWidth(true);
        VBox top = new VBox(6, search, count);
        top.setPadding(new Insets(0, 0, 8, 0));
        BorderPane page = new BorderPane(scroll);
        page.setTop(top);
        page.setPadding(new Insets(14));
        page.setId("glossaryWindow");
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("SCD Studio glossary");
        Scene scene = new Scene(page, 720, 700);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        scene.getRoot().setStyle(owner.getScene().getRoot().getStyle());
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN), stage::close);
        stage.setScene(scene);
        open = stage;
        stage.show();
        search.requestFocus();
    }

    private static VBox entry(GlossaryTerm t) {
        Label name = new Label(String.join(" / ", t.names()));
        name.getStyleClass().add(Styles.LESSON_CARD_TITLE);
        name.setMnemonicParsing(false);
        name.setWrapText(true);
        Label section = new Label(t.section());
        section.getStyleClass().add(Styles.HINT_TEXT);
        Label meaning = new Label(t.meaning());
        meaning.getStyleClass().add(Styles.EXPLANATION);
        meaning.setWrapText(true);
        meaning.setMnemonicParsing(false);
        VBox box = new VBox(2, name, meaning, section);
        box.getStyleClass().add(Styles.LESSON_CARD);
        box.setId("glossary-" + t.name().replaceAll("[^A-Za-z0-9]+", "-"));
        return box;
    }
}
