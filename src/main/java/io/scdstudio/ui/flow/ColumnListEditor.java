package io.scdstudio.ui.flow;

import io.scdstudio.ui.flow.ColumnChoice.Mode;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckListView;

/** A setting's mode (default, all, only these, all except these) with a check list of the feed's columns. */
final class ColumnListEditor extends VBox {
    private final ChoiceBox<Mode> mode = new ChoiceBox<>();
    private final CheckListView<String> list = new CheckListView<>();
    private final Consumer<ColumnChoice> onEdit;
    private static final String INACTIVE = "column-list-inactive";
    private boolean updating;

    ColumnListEditor(String id, Map<Mode, String> modeLabels, Consumer<ColumnChoice> onEdit) {
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
        list.setPrefHeight(110);
        mode.valueProperty().addListener((o, was, now) -> changed());
        list.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> changed());
        getChildren().addAll(mode, list);
    }

    /** A tooltip on the mode, naming what it is in the flow's code. */
    ColumnListEditor withTip(String text) {
        Tooltip tip = new Tooltip(text);
        tip.setWrapText(true);
        tip.setMaxWidth(360);
        mode.setTooltip(tip);
        return this;
    }

    /** Shows the choice over the feed's columns; the checks are cleared before the columns change (ControlsFX keeps indexes). */
    void show(ColumnChoice choice, List<String> columns) {
        updating = true;
        try {
            mode.setValue(choice.mode());
            list.getCheckModel().clearChecks();
            if (!list.getItems().equals(columns)) {
                list.getItems().setAll(columns);
            }
            choice.columns().stream().filter(list.getItems()::contains).forEach(list.getCheckModel()::check);
            showActive(choice.hasList());
        } finally {
            updating = false;
        }
    }

    private void changed() {
        if (updating || mode.getValue() == null) {
            return;
        }
        ColumnChoice choice = new ColumnChoice(mode.getValue(), checkedInOrder());
        showActive(choice.hasList());
        onEdit.accept(choice);
    }

    /**
     * Greys the list out when the mode takes no columns. Not disabled: disabling a list that holds the focus
     * makes JavaFX 21 move focus into a stale virtual-flow cell and fail (VirtualFlow.findOwnerCell).
     */
    private void showActive(boolean active) {
        list.getStyleClass().remove(INACTIVE);
        if (!active) {
            list.getStyleClass().add(INACTIVE);
        }
    }

    private List<String> checkedInOrder() {
        return list.getItems().stream().filter(list.getCheckModel()::isChecked).toList();
    }
}
