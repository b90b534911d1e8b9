package io.scdstudio.ui.run;

import io.scdstudio.engine.TargetVersion;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.ColumnWidths;
import io.scdstudio.ui.HeaderWidth;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * The tables of a finished run: the engine's target rows, the target's versions (Delta history), picking one of
 * which reads the target as that version holds it.
 */
final class ResultTables {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

    private ResultTables() {}

    static TableView<Row> rows(RunViewModel vm) {
        return rows("runResultTable", vm.resultColumns(), vm.resultRows(), "Run the design to see the engine's table.");
    }

    /** The target at the version picked in the history table. */
    static TableView<Row> versionRows(RunViewModel vm) {
        return rows("runVersionTable", vm.versionColumns(), vm.versionRows(), "");
    }

    private static TableView<Row> rows(
            String id, ObservableList<String> columns, ObservableList<Row> rows, String placeholder) {
        TableView<Row> table = new TableView<>(rows);
        table.setId(id);
        BigTables.withFixedRowHeight(table);
        BigTables.hintWhenEmpty(table, placeholder);
        ColumnWidths.fitToRows(table);
        columns.addListener((ListChangeListener<String>) c -> {
            table.getColumns().clear();
            for (int i = 0; i < columns.size(); i++) {
                int index = i;
                table.getColumns().add(column(columns.get(i), r -> CanonicalText.shown(r.get(index))));
            }
        });
        return table;
    }

    static TableView<TargetVersion> history(RunViewModel vm) {
        TableView<TargetVersion> table = new TableView<>(vm.history());
        table.setId("runHistoryTable");
        BigTables.hintWhenEmpty(
                table, "The target's versions appear here after a run on an engine that keeps them (Spark + Delta).");
        table.getColumns().add(column("version", v -> Long.toString(v.version())));
        table.getColumns().add(column("committed", v -> TIME.format(v.timestamp())));
        table.getColumns().add(column("operation", TargetVersion::operation));
        table.getColumns().add(column("holds", vm::holds));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getSelectionModel().selectedItemProperty().addListener((o, was, picked) -> {
            if (picked != null) {
                vm.showVersion(picked);
            }
        });
        // A click on the row already selected changes no selection: it retries a read that failed.
        table.setOnMouseClicked(e -> {
            TargetVersion picked = table.getSelectionModel().getSelectedItem();
            if (picked != null) {
                vm.showVersion(picked);
            }
        });
        return table;
    }

    private static <T> TableColumn<T, String> column(String title, Function<T, String> text) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        c.setSortable(false);
        return HeaderWidth.fit(c);
    }
}
