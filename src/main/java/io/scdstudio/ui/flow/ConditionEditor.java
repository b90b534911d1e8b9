package io.scdstudio.ui.flow;

import io.scdstudio.ui.Styles;
import io.scdstudio.ui.WheelToPage;
import java.util.function.Consumer;
import javafx.beans.property.StringProperty;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.fxmisc.richtext.CodeArea;

/**
 * A small code editor for a delete or truncate condition: highlighted as the user types, with the
 * condition's error (or the flow's error about this setting) shown under it.
 */
final class ConditionEditor extends VBox {
    private final CodeArea area = new CodeArea();
    private boolean updating;

    ConditionEditor(String id, StringProperty error, Consumer<String> onEdit, Runnable onLeave) {
        super(4);
        area.setId(id);
        area.getStyleClass().add(Styles.CONDITION_EDITOR);
        area.setWrapText(true);
        area.setPrefHeight(54);
        area.setMinHeight(40);
        WheelToPage.whenAtEdge(area, area::getEstimatedScrollY, () -> area.getTotalHeightEstimate() - area.getHeight());
        area.textProperty().addListener((o, was, now) -> {
            area.setStyleSpans(0, ConditionHighlighter.spans(now));
            if (!updating) {
                onEdit.accept(now);
            }
        });
        area.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                onLeave.run();
            }
        });
        Label message = new Label();
        message.setId(id + "Error");
        message.getStyleClass().add(Styles.ERROR_TEXT);
        message.setWrapText(true);
        message.textProperty().bind(error);
        message.managedProperty().bind(error.isNotEmpty());
        message.visibleProperty().bind(error.isNotEmpty());
        getChildren().addAll(area, message);
    }

    /** Shows the flow's text, unless it already is the text (so typing keeps the caret where it is). */
    void show(String text) {
        if (area.getText().equals(text)) {
            return;
        }
        updating = true;
        try {
            area.replaceText(text);
        } finally {
            updating = false;
        }
    }
}
