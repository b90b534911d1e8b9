package io.scdstudio.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Widens a table's columns to the values in its first and last rows (current rows included, which are bold): an SCD2
 * table is read by its {@code __START_AT} and {@code __END_AT}, and a timestamp cut to "2024-01-05 ..." hides the very
 * thing to read. Columns only grow, up to a cap, so a long text does not push the other columns out of view and
 * stepping through a preview does not make them jump back and forth; the header width ({@link HeaderWidth}) stays the
 * least.
 */
public final class ColumnWidths {
    private static final double PADDING = 26;
    /** Room for a two-field STRUCT sequence, "(changed_at 2024-07-12 14:05:00, change_id 7731)", in bold. */
    private static final double MAX = 440;
    /** Enough rows to see a column's shape; a million-row table is not measured whole. */
    private static final int SAMPLE = 100;

    private ColumnWidths() {}

    /**
     * Columns and rows change one after the other (a new design brings new columns while the old rows are still
     * there), so the fit waits for the next pulse, when both are the new ones, and runs once however many
     * changes came.
     */
    public static <S> void fitToRows(TableView<S> table) {
        Map<String, Double> measured = new HashMap<>();
        Font[] measuredIn = {null};
        boolean[] pending = {false};
        InvalidationListener refit = o -> {
            if (!pending[0]) {
                pending[0] = true;
                Platform.runLater(() -> {
                    pending[0] = false;
                    fit(table, measured, measuredIn);
                });
            }
        };
        table.getColumns().addListener(refit);
        // A change listener, not an invalidation one: nothing reads the factor, so an invalidation listener heard
        // only the first zoom and the columns kept their width at every later step ("fli…" at 150%).
        TextZoom.factorProperty().addListener((o, was, now) -> refit.invalidated(o));
        table.itemsProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeListener(refit);
            }
            if (now != null) {
                now.addListener(refit);
            }
            refit.invalidated(o);
        });
        if (table.getItems() != null) {
            table.getItems().addListener(refit);
        }
    }

    private static <S> void fit(TableView<S> table, Map<String, Double> measured, Font[] measuredIn) {
        ObservableList<S> items = table.getItems();
        if (items == null || items.isEmpty()) {
            return;
        }
        Font font = boldCellFont(table);
        // The widths are of one font: another (a zoom, a theme) measures again.
        if (measured.size() > 10_000 || !font.equals(measuredIn[0])) {
            measured.clear();
            measuredIn[0] = font;
        }
        List<S> sample = new ArrayList<>(items.subList(0, Math.min(SAMPLE, items.size())));
        // The last rows too: an ordered column's widest values are at its end (a big feed's event 100,000 read "2…").
        if (items.size() > SAMPLE) {
            sample.addAll(items.subList(Math.max(SAMPLE, items.size() - SAMPLE), items.size()));
        }
        double padding = TextZoom.px(PADDING);
        for (TableColumn<S, ?> column : table.getColumns()) {
            double header = Math.ceil(measured.computeIfAbsent(column.getText(), k -> width(k, font))) + padding;
            column.setMinWidth(header);
            double widest = 0;
            for (S row : sample) {
                Object value = cellData(column, row);
                if (value != null) {
                    widest = Math.max(widest, measured.computeIfAbsent(value.toString(), k -> width(k, font)));
                }
            }
            double wanted = Math.max(header, Math.min(TextZoom.px(MAX), Math.ceil(widest) + padding));
            if (wanted > column.getPrefWidth()) {
                column.setPrefWidth(wanted);
            }
        }
    }

    /** A width is a nicety: a row the column does not fit (a change still on its way) is measured as empty. */
    private static <S> Object cellData(TableColumn<S, ?> column, S row) {
        try {
            return column.getCellData(row);
        } catch (IndexOutOfBoundsException e) {
            return null;
        }
    }

    /**
     * The font the table's cells are drawn in, in bold: a current row is bold, and measured in the regular weight,
     * or in the platform's default family rather than the theme's, its value was cut ("Mer…", "HS-200 handheld
     * sca…") in a table with room to spare.
     */
    private static Font boldCellFont(TableView<?> table) {
        // The family from the first cell found (not all of them: this runs on every step of the preview); the size
        // from the zoom, as a cell kept aside for measuring keeps the size it had before a zoom.
        String family = table.lookup(".table-cell") instanceof Labeled cell
                ? cell.getFont().getFamily()
                : Font.getDefault().getFamily();
        return Font.font(family, FontWeight.BOLD, TextZoom.px(TextZoom.BASE_PX));
    }

    private static double width(String text, Font font) {
        Text t = new Text(text);
        t.setFont(font);
        return t.getLayoutBounds().getWidth();
    }
}
