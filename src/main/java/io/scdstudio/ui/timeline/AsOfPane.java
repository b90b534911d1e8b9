package io.scdstudio.ui.timeline;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.ColumnWidths;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.HeaderWidth;
import io.scdstudio.ui.Styles;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;

/** Under the chart: the table as of the marker, headed by the open design's columns, beside the SQL that asks for it. */
final class AsOfPane {
    private final TimelineViewModel vm;
    private final TableView<Row> table = new TableView<>();
    private final SplitPane node;

    AsOfPane(TimelineViewModel vm) {
        this.vm = vm;
        table.setId("asOfTable");
        BigTables.withFixedRowHeight(table);
        table.setItems(vm.asOfRows());
        // Only what is true of every design: an SCD type 1 design says why above, and an SCD type 2 one may simply
        // have no version at the point (or none of the key followed).
        BigTables.hintWhenEmpty(table, "No version holds at this point.");
        ColumnWidths.fitToRows(table);
        vm.asOfColumns().addListener((ListChangeListener<String>) c -> rebuildColumns());
        TextArea sql = new TextArea();
        sql.setId("asOfSql");
        sql.setEditable(false);
        sql.textProperty().bind(vm.asOfSqlProperty());
        sql.getStyleClass().add(Styles.SQL_TEXT);
        node = new SplitPane(table, sql);
        // The table wider than its SQL: at half the width a fresh-eyes review found __END_AT cut off.
        node.setDividerPositions(0.64);
    }

    SplitPane node() {
        return node;
    }

    /** Another design's table starts at its top left. */
    void scrollHome() {
        BigTables.scrollHome(table);
    }

    private void rebuildColumns() {
        var names = vm.asOfColumns();
        table.getColumns().clear();
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            TableColumn<Row, String> c = new TableColumn<>(names.get(i));
            c.setCellValueFactory(v ->
                    new ReadOnlyStringWrapper(CanonicalText.shown(v.getValue().get(index))));
            table.getColumns().add(HeaderWidth.fit(c));
        }
        GlossaryTips.headers(table);
    }
}
