package io.scdstudio.ui;

import javafx.scene.control.TableColumn;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Keeps a table column at least as wide as its header: column names such as {@code __START_AT} or
 * {@code sequenceNum} are what the user reads the table by, and the default width cut them to "__START...".
 */
public final class HeaderWidth {
    /** The theme's header text is bold, at the window's text size; the header's padding is on both sides. */
    private static final double PADDING = 26;

    private HeaderWidth() {}

    public static <S, T> TableColumn<S, T> fit(TableColumn<S, T> column) {
        Text text = new Text(column.getText());
        text.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, TextZoom.px(TextZoom.BASE_PX)));
        double width = Math.ceil(text.getLayoutBounds().getWidth()) + TextZoom.px(PADDING);
        column.setMinWidth(width);
        column.setPrefWidth(Math.max(width, column.getPrefWidth()));
        return column;
    }
}
