package io.scdstudio.ui.flow;

import io.scdstudio.ui.flow.ColumnChoice.Mode;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.ChoiceBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckListView;

/** A setting's mode (default, all, only these, all except these) with a check list of the feed's columns. */
final class ColumnListEditor extends VBox {
    private final ChoiceBox<Mode> mode = new ChoiceBox<>();
    private final CheckListView<String> list = new CheckListView<>();
    private final Consumer<ColumnChoice> onEdit;
    private boolean updating;

    ColumnListEditor(String id, Map<Mode, String> modeLabels, ObservableList<String> columns,
                     Consumer<ColumnChoice> onEdit) {
        super(4);
        this.onEdit = onEdit;
        mode.setId(id + "Mode");
        list.setId(id + "List");
        mode.getItems().setAll(modeLabels.keySet().stream().sorted().toList());
        mode.setConverter(new StringConverter<>() {
            @Override
            public String toString(Mode m) {
                return m == null ? "" : modeLabels.get(m);
            }

            @Override
            public Mode fromString(String s) {
                return null;
            }
        });
        list.setItems(columns);
        list.setPrefHeight(110);
        mode.valueProperty().addListener((o, was, now) -> changed());
        list.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> changed());
        getChildren().addAll(mode, list);
    }

    void show(ColumnChoice choice) {
        updating = true;
        try {
            mode.setValue(choice.mode());
            list.getCheckModel().clearChecks();
            choice.columns().stream().filter(list.getItems()::contains).forEach(list.getCheckModel()::check);
            list.setDisable(!choice.hasList());
        } finally {
            updating = false;
        }
    }

    private void changed() {
        if (updating || mode.getValue() == null) {
            return;
        }
        ColumnChoice choice = new ColumnChoice(mode.getValue(), checkedInOrder());
        list.setDisable(!choice.hasList());
        onEdit.accept(choice);
    }

    private List<String> checkedInOrder() {
        return list.getItems().stream().filter(list.getCheckModel()::isChecked).toList();
    }
}
