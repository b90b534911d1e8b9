package io.scdstudio.ui;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;

/**
 * Tables that may hold a million rows. With estimated row heights, JavaFX's virtual flow measures and caches
 * a height per row and re-estimates on every change, which took a fifth of a second per step on a 1M-event
 * feed; with a fixed row height it lays out only the rows on screen.
 */
public final class BigTables {
    /** A row's height in multiples of the font size: the theme's cell padding around one line of text. */
    private static final double ROW_HEIGHT_EMS = 2.8;

    private BigTables() {}

    public static <T> TableView<T> withFixedRowHeight(TableView<T> table) {
        table.setFixedCellSize(Math.ceil(Font.getDefault().getSize() * ROW_HEIGHT_EMS));
        return table;
    }

    /**
     * Back to the first row and column, as another design's table starts: scrolled as the design before left it, a
     * lesson's first column read "stomer_id". A table with no columns yet is left alone, where JavaFX throws.
     */
    public static void scrollHome(TableView<?> table) {
        table.scrollTo(0);
        if (!table.getColumns().isEmpty()) {
            table.scrollToColumnIndex(0);
        }
    }

    /**
     * Says {@code text} where the table has no rows, wrapped and in the hint style: one long line was cut off in a
     * narrow pane, and a bare label was in a larger font than the tab around it.
     */
    public static void hintWhenEmpty(TableView<?> table, String text) {
        Label hint = new Label(text);
        hint.setWrapText(true);
        hint.getStyleClass().add(Styles.HINT_TEXT);
        hint.setPadding(new Insets(12));
        table.setPlaceholder(hint);
    }
}
