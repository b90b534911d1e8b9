package io.scdstudio.ui;

import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** What covers a pane while a practice question is open, saying why: the pane would give the answer away. */
public final class AnswerCover {
    private AnswerCover() {}

    /** A cover with {@code why}, shown while {@code covering} holds. */
    public static VBox of(String id, String why, ObservableBooleanValue covering) {
        Label note = new Label(why);
        note.setWrapText(true);
        note.getStyleClass().add(Styles.EXPLANATION);
        VBox cover = new VBox(note);
        cover.setId(id);
        cover.getStyleClass().add(Styles.PRACTICE_COVER);
        cover.setAlignment(Pos.CENTER);
        cover.setPadding(new Insets(24));
        cover.visibleProperty().bind(covering);
        return cover;
    }
}
