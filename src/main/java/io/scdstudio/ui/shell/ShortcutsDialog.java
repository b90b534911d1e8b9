package io.scdstudio.ui.shell;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * Help > Keyboard Shortcuts: every menu command that has a key, read from the menus themselves so the list cannot
 * fall behind them, and the keys of the panes that no menu names.
 */
final class ShortcutsDialog {
    /** Keys that belong to a pane, not to a menu. */
    private static final List<String[]> PANE_KEYS = List.of(
            new String[] {"Preview", "Drag the slider, or type a batch and press Enter", "Move through the events"},
            new String[] {"Feed", "F2 on a type", "Change a column's type"},
            new String[] {"Any dialog or the guide", "Esc", "Close it"});

    private ShortcutsDialog() {}

    /** The shortcut rows of the menus: menu, command, keys. */
    static List<String[]> rows(List<Menu> menus) {
        List<String[]> out = new ArrayList<>();
        for (Menu m : menus) {
            collect(m.getText(), m.getItems(), out);
        }
        return out;
    }

    private static void collect(String path, List<MenuItem> items, List<String[]> out) {
        for (MenuItem i : items) {
            if (i instanceof Menu sub) {
                collect(path + " > " + sub.getText(), sub.getItems(), out);
            } else if (i.getAccelerator() != null) {
                out.add(new String[] {path, i.getText(), i.getAccelerator().getDisplayText()});
            }
        }
    }

    /** A label never cut short: the dialog grows to the longest row instead. */
    private static Label whole(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    static void show(Window owner, List<Menu> menus) {
        GridPane grid = new GridPane();
        grid.setId("shortcutsGrid");
        grid.setHgap(18);
        grid.setVgap(4);
        int row = 0;
        for (String[] r : rows(menus)) {
            grid.addRow(row++, whole(r[2]), whole(r[1]), whole(r[0]));
        }
        for (String[] r : PANE_KEYS) {
            grid.addRow(row++, whole(r[1]), whole(r[2]), whole(r[0]));
        }
        Alert a = new Alert(Alert.AlertType.NONE, "", ButtonType.CLOSE);
        a.initOwner(owner);
        a.setTitle("Keyboard shortcuts");
        a.setHeaderText("Keyboard shortcuts");
        a.getDialogPane().setContent(grid);
        a.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        a.setResizable(true);
        a.getDialogPane().setId("shortcutsDialog");
        a.show();
    }
}
