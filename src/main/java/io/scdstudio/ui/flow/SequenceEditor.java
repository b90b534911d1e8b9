package io.scdstudio.ui.flow;

import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.CheckListView;

/**
 * {@code sequence_by}: one column from a drop-down, or a STRUCT of several, ordered: the checked columns of
 * a list in list order, moved with Up and Down (the first field decides, the next breaks ties).
 */
final class SequenceEditor extends VBox {
    private final ComboBox<String> column = new ComboBox<>();
    private final CheckBox struct = new CheckBox("STRUCT of several columns (ordered)");
    private final ObservableList<String> structItems = FXCollections.observableArrayList();
    private final CheckListView<String> structList = new CheckListView<>(structItems);
    private final HBox structButtons;
    private final Consumer<SequenceBy> onEdit;
    private boolean updating;

    SequenceEditor(ObservableList<String> columns, Consumer<SequenceBy> onEdit) {
        super(4);
        this.onEdit = onEdit;
        column.setId("sequenceColumn");
        struct.setId("sequenceStruct");
        struct.setWrapText(true);
        structList.setId("sequenceStructList");
        structList.setPrefHeight(110);
        column.setItems(columns);
        column.setMaxWidth(Double.MAX_VALUE);
        Button up = new Button("Up");
        up.setId("sequenceUp");
        up.setOnAction(e -> move(-1));
        Button down = new Button("Down");
        down.setId("sequenceDown");
        down.setOnAction(e -> move(1));
        structButtons = new HBox(4, up, down);
        column.valueProperty().addListener((o, was, now) -> changed());
        struct.selectedProperty().addListener((o, was, now) -> changed());
        structList.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> changed());
        getChildren().addAll(column, struct, structList, structButtons);
    }

    void show(SequenceBy sequence, List<String> columns) {
        updating = true;
        try {
            List<String> order = new ArrayList<>(sequence.struct() ? sequence.columns() : List.of());
            columns.stream().filter(c -> !order.contains(c)).forEach(order::add);
            structList.getCheckModel().clearChecks();
            structItems.setAll(order);
            if (sequence.struct()) {
                sequence.columns().stream().filter(structItems::contains).forEach(structList.getCheckModel()::check);
            }
            column.setValue(sequence.columns().get(0));
            struct.setSelected(sequence.struct());
            showMode(sequence.struct());
        } finally {
            updating = false;
        }
    }

    /** Shows the STRUCT's first field: the order is the point of a STRUCT sequence. */
    void scrollToFirstField() {
        structList.scrollTo(0);
    }

    private void showMode(boolean isStruct) {
        column.setDisable(isStruct);
        structList.setVisible(isStruct);
        structList.setManaged(isStruct);
        structButtons.setVisible(isStruct);
        structButtons.setManaged(isStruct);
    }

    private void move(int by) {
        int at = structList.getSelectionModel().getSelectedIndex();
        int to = at + by;
        if (at < 0 || to < 0 || to >= structItems.size()) {
            return;
        }
        List<String> checked = checked();
        updating = true;
        try {
            String item = structItems.remove(at);
            structItems.add(to, item);
            checked.forEach(structList.getCheckModel()::check);
            structList.getSelectionModel().clearAndSelect(to);
        } finally {
            updating = false;
        }
        changed();
    }

    private List<String> checked() {
        return structItems.stream()
                .filter(structList.getCheckModel()::isChecked)
                .toList();
    }

    private void changed() {
        if (updating) {
            return;
        }
        showMode(struct.isSelected());
        if (struct.isSelected()) {
            List<String> fields = checked();
            onEdit.accept(SequenceBy.struct(
                    fields.isEmpty() && column.getValue() != null ? List.of(column.getValue()) : fields));
        } else if (column.getValue() != null) {
            onEdit.accept(SequenceBy.column(column.getValue()));
        }
    }
}
