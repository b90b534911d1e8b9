package io.scdstudio.ui.feed;

import io.scdstudio.model.Column;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TableCell;
import javafx.scene.input.KeyCode;

/**
 * A schema row's type: text until edited (double-click, F2 or Enter), then an editable combo box of the usual
 * types where any Spark SQL type name, such as {@code decimal(12,4)}, can also be typed. Enter or a choice
 * commits, Escape cancels.
 */
final class TypeCell extends TableCell<Column, String> {
    private final ComboBox<String> editor = new ComboBox<>();

    TypeCell() {
        editor.setId("typeEditor");
        editor.setEditable(true);
        editor.getItems().setAll(FeedViewModel.TYPE_CHOICES);
        editor.setMaxWidth(Double.MAX_VALUE);
        editor.setOnAction(e -> {
            if (isEditing() && editor.getValue() != null) {
                commitEdit(editor.getValue().trim());
            }
        });
        editor.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                cancelEdit();
            }
        });
    }

    @Override
    public void startEdit() {
        super.startEdit();
        if (!isEditing()) {
            return;
        }
        editor.setValue(getItem());
        setGraphic(editor);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        editor.requestFocus();
        editor.getEditor().selectAll();
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        setContentDisplay(ContentDisplay.TEXT_ONLY);
    }

    @Override
    public void commitEdit(String value) {
        super.commitEdit(value);
        setContentDisplay(ContentDisplay.TEXT_ONLY);
    }

    @Override
    protected void updateItem(String type, boolean empty) {
        super.updateItem(type, empty);
        setText(empty ? null : type);
        setContentDisplay(isEditing() ? ContentDisplay.GRAPHIC_ONLY : ContentDisplay.TEXT_ONLY);
    }
}
