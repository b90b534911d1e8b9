package io.scdstudio.ui.flow;

import io.scdstudio.lint.Finding;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.OneChosen;
import io.scdstudio.ui.Styles;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.CheckListView;

/**
 * Every flow setting, top to bottom in the order a user meets them, each with its error under it; for a snapshot
 * flow only the settings it has (target, SCD type, keys, tracked columns).
 */
public final class FlowView extends ScrollPane {
    private final FlowViewModel vm;
    private final TextField target = new TextField();
    private final ToggleButton scd1 = new ToggleButton("SCD type 1");
    private final ToggleButton scd2 = new ToggleButton("SCD type 2");
    private final CheckListView<String> keys = new CheckListView<>();
    private final SequenceEditor sequence;
    private final ConditionEditor deletes;
    private final ConditionEditor truncates;
    private final ColumnListEditor columns;
    private final ColumnListEditor trackHistory;
    private final ColumnListEditor ignoreNull;
    private final List<Node> cdcOnly = new ArrayList<>();
    private final Label snapshotNote = new Label("A snapshot flow (create_auto_cdc_from_snapshot_flow) has no "
            + "sequence, delete, column or ignore-null settings: each snapshot is compared with the one before it, "
            + "and the snapshot's version orders the changes.");
    private boolean updating;

    public FlowView(FlowViewModel vm) {
        this.vm = vm;
        setId("flowPane");
        setFitToWidth(true);
        // Wide enough for every setting's title, so a lesson beside the tabs never cuts one short.
        setMinWidth(280);
        sequence = new SequenceEditor(vm.columns(), vm::setSequence);
        deletes = new ConditionEditor(
                "deleteCondition", vm.errorProperty(SettingArea.DELETES), vm::setDeletes, vm::endTyping);
        truncates = new ConditionEditor(
                "truncateCondition", vm.errorProperty(SettingArea.TRUNCATES), vm::setTruncates, vm::endTyping);
        columns = ColumnListEditors.targetColumns(vm);
        trackHistory = ColumnListEditors.trackHistory(vm);
        ignoreNull = ColumnListEditors.ignoreNull(vm);
        setContent(content());
        wireEdits();
        followDesign();
        disableProperty().bind(vm.editableProperty().not());
    }

    /** Keeps the form on the view model's flow; another design opens scrolled to its top. */
    private void followDesign() {
        vm.openingsProperty().addListener((o, was, now) -> {
            setVvalue(0);
            // Lists keep their scroll across designs: the next one's first key or STRUCT field could open out of
            // sight. Once the new design's items are in (the next pulse), each list shows its first chosen item.
            Platform.runLater(() -> {
                int firstKey = keys.getCheckModel().getCheckedIndices().isEmpty()
                        ? 0
                        : keys.getCheckModel().getCheckedIndices().get(0);
                keys.scrollTo(firstKey);
                sequence.scrollToFirstField();
            });
        });
        vvalueProperty().addListener((o, was, now) -> {});
        vm.flowProperty().addListener((o, was, now) -> show(now));
        vm.snapshotFlowProperty().addListener((o, was, now) -> showSnapshots(now));
        vm.columns().addListener((ListChangeListener<String>) c -> {
            show(vm.flowProperty().get());
            showSnapshots(vm.snapshotFlowProperty().get());
        });
    }

    private VBox content() {
        target.setId("targetName");
        keys.setId("keysList");
        keys.setPrefHeight(120);
        scd1.setId("scdType1");
        scd2.setId("scdType2");
        ToggleGroup type = new ToggleGroup();
        scd1.setToggleGroup(type);
        scd2.setToggleGroup(type);
        OneChosen.keep(type);
        snapshotNote.setId("snapshotNote");
        snapshotNote.getStyleClass().add(Styles.HINT_TEXT);
        snapshotNote.setWrapText(true);
        VBox sequenceBy = section("Sequence by", sequence, SettingArea.SEQUENCE);
        VBox deleteWhen = section("Apply as deletes", deletes, null, SettingArea.DELETES);
        VBox truncateWhen = section("Apply as truncates (SCD1 only)", truncates, null, SettingArea.TRUNCATES);
        VBox targetColumns = section("Target columns", columns, SettingArea.COLUMNS);
        VBox ignoreNulls = section("Ignore NULL updates", ignoreNull, SettingArea.IGNORE_NULL);
        TitledPane deletesAndTruncates = group("groupDeletes", "Deletes and truncates", deleteWhen, truncateWhen);
        TitledPane columnsGroup = group("groupColumns", "Columns", targetColumns);
        TitledPane nulls = group("groupNulls", "Nulls", ignoreNulls);
        cdcOnly.addAll(List.of(sequenceBy, deletesAndTruncates, columnsGroup, nulls));
        VBox formatPane = formatNotePane();
        // Collapsible groups, all open at first, so the form fits a laptop screen once the user folds what is done.
        VBox box = new VBox(
                10,
                formatPane,
                group(
                        "groupKeys",
                        "Keys and sequence",
                        section("Target table", target, SettingArea.TARGET),
                        section("Stored as", scdTypes(), SettingArea.SCD_TYPE),
                        section("Keys", keys, SettingArea.KEYS),
                        snapshotNote,
                        sequenceBy),
                deletesAndTruncates,
                columnsGroup,
                group(
                        "groupHistory",
                        "History",
                        section("Track history (SCD2)", trackHistory, SettingArea.TRACK_HISTORY)),
                nulls,
                errorLabel("flowError", SettingArea.OTHER),
                findingsOf(SettingArea.OTHER));
        showKind(false);
        box.setPadding(new Insets(10));
        return box;
    }

    /**
     * The format the feed was read in, and its reasons folded under it; out of sight for a plain feed. The format's
     * name stands above the fold: as the fold's own title it was cut ("Read as SQL Server CDC cha…"), and wrapped
     * there it ran over the fold's one-line bar.
     */
    private VBox formatNotePane() {
        Label formatNote = new Label();
        formatNote.setId("formatNote");
        GlossaryTips.on(formatNote);
        formatNote.getStyleClass().add(Styles.EXPLANATION);
        formatNote.setWrapText(true);
        formatNote.textProperty().bind(vm.formatNoteProperty());
        // The preset's reasons are the best teaching a CDC format gets, but a dozen lines of them once pushed every
        // setting out of sight: they wait, folded, under a title that says what they are.
        TitledPane fold = new TitledPane("", formatNote);
        fold.setId("formatNotePane");
        fold.getStyleClass().add(Styles.FLOW_GROUP);
        fold.textProperty().bind(vm.formatFoldProperty());
        fold.setExpanded(false);
        fold.setAnimated(false);
        // A long note once widened the whole pane past its column (a sideways scroll bar, every field cut).
        fold.setMinWidth(0);
        Label title = new Label();
        title.setId("formatNoteTitle");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        title.textProperty().bind(vm.formatTitleProperty());
        VBox box = new VBox(4, title, fold);
        box.visibleProperty().bind(vm.formatNoteProperty().isNotEmpty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    /** The two SCD types side by side, the second under the first where the pane is narrow (a larger zoom). */
    private FlowPane scdTypes() {
        FlowPane types = new FlowPane(4, 4, scd1, scd2);
        scd1.setMinWidth(Region.USE_PREF_SIZE);
        scd2.setMinWidth(Region.USE_PREF_SIZE);
        return types;
    }

    private void wireEdits() {
        target.textProperty().addListener((o, was, now) -> {
            if (!updating) {
                vm.setTarget(now);
            }
        });
        target.focusedProperty().addListener((o, was, now) -> vm.endTyping());
        scd1.setOnAction(e -> chooseType(1));
        scd2.setOnAction(e -> chooseType(2));
        keys.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> {
            if (!updating) {
                vm.setKeys(keys.getItems().stream()
                        .filter(keys.getCheckModel()::isChecked)
                        .toList());
            }
        });
    }

    private void chooseType(int type) {
        if (!updating) {
            vm.setScdType(type);
        }
    }

    /** Shows the settings a flow of this kind has; a snapshot flow has no sequence, conditions or column lists. */
    private void showKind(boolean snapshot) {
        if (snapshot && focusIsIn(cdcOnly)) {
            // JavaFX's clean-up after a focused node is hidden can walk a list cell that is gone, and throws.
            requestFocus();
        }
        snapshotNote.setVisible(snapshot);
        snapshotNote.setManaged(snapshot);
        for (Node n : cdcOnly) {
            n.setVisible(!snapshot);
            n.setManaged(!snapshot);
        }
    }

    private boolean focusIsIn(List<Node> parts) {
        for (Node n = getScene() == null ? null : getScene().getFocusOwner(); n != null; n = n.getParent()) {
            if (parts.contains(n)) {
                return true;
            }
        }
        return false;
    }

    private void showSnapshots(SnapshotFlowSettings f) {
        if (f == null) {
            return;
        }
        updating = true;
        try {
            showKind(true);
            if (!target.getText().equals(f.target())) {
                target.setText(f.target());
            }
            scd1.setSelected(f.scdType() == 1);
            scd2.setSelected(f.scdType() == 2);
            showKeys(f.keys());
            trackHistory.show(
                    ColumnChoice.of(f.trackHistoryColumnList(), f.trackHistoryExceptColumnList()), vm.columns());
        } finally {
            updating = false;
        }
    }

    private void showKeys(List<String> chosen) {
        keys.getCheckModel().clearChecks();
        if (!keys.getItems().equals(vm.columns())) {
            keys.getItems().setAll(vm.columns());
        }
        chosen.stream().filter(keys.getItems()::contains).forEach(keys.getCheckModel()::check);
    }

    private void show(CdcFlowSettings f) {
        if (f == null) {
            return;
        }
        updating = true;
        try {
            showKind(false);
            if (!target.getText().equals(f.target())) {
                target.setText(f.target());
            }
            scd1.setSelected(f.scdType() == 1);
            scd2.setSelected(f.scdType() == 2);
            showKeys(f.keys());
            sequence.show(f.sequenceBy(), vm.columns());
            deletes.show(f.applyAsDeletes().orElse(""));
            truncates.show(f.applyAsTruncates().orElse(""));
            columns.show(ColumnChoice.of(f.columnList(), f.exceptColumnList()), vm.columns());
            trackHistory.show(
                    ColumnChoice.of(f.trackHistoryColumnList(), f.trackHistoryExceptColumnList()), vm.columns());
            ignoreNull.show(FlowViewModel.ignoreNullChoice(f), vm.columns());
        } finally {
            updating = false;
        }
    }

    private static TitledPane group(String id, String title, Node... sections) {
        VBox content = new VBox(10, sections);
        content.setPadding(new Insets(6, 0, 4, 0));
        TitledPane pane = new TitledPane(title, content);
        pane.setId(id);
        pane.getStyleClass().add(Styles.FLOW_GROUP);
        pane.setExpanded(true);
        pane.setAnimated(false);
        return pane;
    }

    private VBox section(String title, Node control, SettingArea area) {
        return section(title, control, area, area);
    }

    /** A setting's title, control, its error (when {@code errorArea} is given) and the design checks' findings. */
    private VBox section(String title, Node control, SettingArea errorArea, SettingArea findingsArea) {
        Label label = GlossaryTips.on(new Label(title));
        label.getStyleClass().add(Styles.SECTION_TITLE);
        label.setWrapText(true); // "Apply as truncates (SCD1 only)" at 1200x760 was cut to "(SCD1 o…"
        VBox box = new VBox(4, label, control);
        if (errorArea != null) {
            box.getChildren().add(errorLabel(idOf(errorArea), errorArea));
        }
        box.getChildren().add(findingsOf(findingsArea));
        return box;
    }

    /** The findings about one area's settings: each with its id, what, where and why, and its fix as a button. */
    private VBox findingsOf(SettingArea area) {
        VBox box = new VBox(4);
        box.setId("findings-" + area.name().toLowerCase(Locale.ROOT));
        Runnable show = () -> {
            if (focusIsIn(List.of(box))) {
                // A fix button that was just clicked goes away with its finding; JavaFX's focus clean-up after a
                // focused node leaves the scene can walk a list cell that is gone, and throws.
                requestFocus();
            }
            box.getChildren().clear();
            for (Finding f : vm.findings()) {
                if (SettingArea.of(f.setting()) == area) {
                    box.getChildren().add(FindingNode.of(f, vm::applyFix));
                }
            }
            box.setManaged(!box.getChildren().isEmpty());
            box.setVisible(!box.getChildren().isEmpty());
        };
        vm.findings().addListener((ListChangeListener<Finding>) c -> show.run());
        show.run();
        return box;
    }

    private Label errorLabel(String id, SettingArea area) {
        Label error = new Label();
        error.setId(id);
        error.getStyleClass().add(Styles.ERROR_TEXT);
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty(area));
        error.managedProperty().bind(vm.errorProperty(area).isNotEmpty());
        error.visibleProperty().bind(vm.errorProperty(area).isNotEmpty());
        return error;
    }

    private static String idOf(SettingArea area) {
        StringBuilder sb = new StringBuilder();
        for (String part : List.of(area.name().toLowerCase(Locale.ROOT).split("_"))) {
            sb.append(sb.length() == 0 ? part : Character.toUpperCase(part.charAt(0)) + part.substring(1));
        }
        return sb.append("Error").toString();
    }
}
