package io.scdstudio.ui;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
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

    /** Marks a table that goes home when it is next in the scene, so a second design's opening waits once. */
    private static final Object HOME_WHEN_IN_SCENE = new Object();

    private BigTables() {}

    public static <T> TableView<T> withFixedRowHeight(TableView<T> table) {
        table.setFixedCellSize(Math.ceil(Font.getDefault().getSize() * ROW_HEIGHT_EMS));
        return table;
    }

    /**
     * Back to the first row and column, as another design's table starts: scrolled as the design before left it, a
     * lesson's first column read "stomer_id".
     *
     * <p>Sideways by the table's own scroll bar, not {@code scrollToColumnIndex}: JavaFX retries a scroll to a column
     * on the next pulse, and the next, until that column's header has a width. A table out of sight (its tab not
     * shown) has none, and one whose columns were made anew for the design never gets one for the column asked for:
     * the FX thread spun on it for as long as the app ran, half a core on an idle window.
     */
    public static void scrollHome(TableView<?> table) {
        if (table.getScene() == null) {
            whenInScene(table);
            return;
        }
        table.scrollTo(0);
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) {
                bar.setValue(bar.getMin());
            }
        }
    }

    /**
     * A table out of the scene (its tab not shown) goes home once it is back in it. Scrolled out of it, a flow whose
     * rows have no fixed height measured its first rows unstyled, at no height, and kept those sizes: the Feed's
     * schema, first shown after a lesson opened, started at its third column, the key out of reach (a review).
     */
    private static void whenInScene(TableView<?> table) {
        if (table.getProperties().putIfAbsent(HOME_WHEN_IN_SCENE, Boolean.TRUE) != null) {
            return;
        }
        table.sceneProperty().addListener(new ChangeListener<Scene>() {
            @Override
            public void changed(ObservableValue<? extends Scene> o, Scene was, Scene now) {
                if (now != null) {
                    table.sceneProperty().removeListener(this);
                    table.getProperties().remove(HOME_WHEN_IN_SCENE);
                    scrollHome(table);
                }
            }
        });
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
