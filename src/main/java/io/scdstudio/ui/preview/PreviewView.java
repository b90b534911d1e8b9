package io.scdstudio.ui.preview;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.AnswerCover;
import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.ColumnWidths;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.HeaderWidth;
import io.scdstudio.ui.LiveRows;
import io.scdstudio.ui.StackWhenNarrow;
import io.scdstudio.ui.Styles;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The target table after the current event, the step bar, and the event's explanation beside the table. */
public final class PreviewView extends BorderPane {
    private final PreviewViewModel vm;
    private final TableView<Row> table = new TableView<>();
    private final StepBar stepBar;
    private final TextField filter = new TextField();
    private final HBox positionRow;
    private final HBox lowerRow = new HBox(12);
    private final VBox top = new VBox(6);

    public PreviewView(PreviewViewModel vm) {
        this.vm = vm;
        this.stepBar = new StepBar(vm);
        this.positionRow = positionAndFilter();
        lowerRow.setAlignment(Pos.CENTER_LEFT);
        setId("previewPane");
        getStyleClass().add(Styles.PREVIEW_PANE);
        table.setId("previewTable");
        BigTables.withFixedRowHeight(table);
        table.itemsProperty().bind(vm.rowsProperty());
        ColumnWidths.fitToRows(table);
        table.setRowFactory(t -> liveRows.add(new StyledRow()));
        Label placeholder = new Label();
        placeholder.setId("previewPlaceholder");
        placeholder.setWrapText(true);
        placeholder.setMaxWidth(420);
        // A window with nothing open should say how to start, not that the target is empty.
        placeholder
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> EmptyTableText.of(
                                vm.eventCountProperty().get(),
                                vm.keyFilterProperty().get(),
                                vm.waitingProperty().get()),
                        vm.eventCountProperty(),
                        vm.keyFilterProperty(),
                        vm.waitingProperty()));
        table.setPlaceholder(placeholder);
        vm.columns().addListener((ListChangeListener<String>) c -> rebuildColumns());
        // A new result lists its own rows (each row then gets its item again); what is left to do is the states.
        vm.resultProperty().addListener((o, was, now) -> liveRows.restyleAtNextLayout());
        // A step changes the rows' states, seldom their values: restyled in place, not made anew by table.refresh().
        vm.appliedProperty().addListener((o, was, now) -> liveRows.restyleAtNextLayout());
        vm.shownChangesProperty().addListener((o, was, now) -> {
            liveRows.restyleAtNextLayout();
            keepSelection();
            revealChanged();
        });
        vm.selectedRowProperty().addListener((o, was, row) -> select(row));
        // In a scroll pane: squeezed (a larger zoom, a short window) the explanation scrolls instead of being cut to
        // one
        // line or drawn over the table.
        ScrollPane explanation = new ScrollPane(explanationBox());
        explanation.setFitToWidth(true);
        explanation.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        explanation.setMinWidth(220);
        SplitPane split = new SplitPane(table, explanation);
        split.setDividerPositions(0.68);
        // Narrow (a lesson open beside the tabs): the explanation goes under the table, which keeps its width.
        StackWhenNarrow.follow(this, split, 0.68, 0.64);
        top.setPadding(new Insets(8));
        top.getChildren().addAll(stepBar, positionRow);
        setTop(top);
        setCenter(new StackPane(split, practiceCover()));
    }

    /**
     * Wide, the step bar holds the batch jump and the position line the key filter; narrow (a zoomed text, a lesson
     * beside the tabs), the filter and the batch jump take a row of their own, so no button is pushed past the
     * pane's edge and the position line wraps instead of being cut.
     */
    @Override
    protected double computeMinWidth(double height) {
        // Not the wide arrangement's width, or the pane would never be narrow enough to rearrange itself.
        Insets in = top.getPadding();
        return stepBar.widthWithoutBatchJump()
                + in.getLeft()
                + in.getRight()
                + snappedLeftInset()
                + snappedRightInset();
    }

    @Override
    protected void layoutChildren() {
        boolean wide = getWidth() >= stepBar.widthForOneLine();
        if (wide != (stepBar.getChildren().contains(stepBar.batchJumpBox()))) {
            if (wide) {
                top.getChildren().remove(lowerRow);
                lowerRow.getChildren().clear();
                positionRow.getChildren().add(filter);
                stepBar.getChildren().add(stepBar.batchJumpBox());
            } else {
                lowerRow.getChildren().setAll(filter, stepBar.batchJumpBox());
                top.getChildren().add(lowerRow);
            }
        }
        super.layoutChildren();
    }

    private HBox positionAndFilter() {
        Label position = new Label();
        position.setId("positionLabel");
        position.setWrapText(true);
        // The target's rows, and with a key followed the rows listed: "3 rows" over a table of one read as a miscount.
        position.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> PositionText.withShown(
                                vm.positionProperty().get(),
                                listedNow(),
                                vm.keyFilterProperty().get()),
                        vm.positionProperty(),
                        vm.rowsProperty(),
                        vm.shownChangesProperty(),
                        vm.keyFilterProperty()));
        filter.setId("keyFilter");
        filter.setPromptText("Follow a key…");
        filter.setTooltip(new Tooltip("Shows the keys whose text contains what you type; " + "=K shows key K alone"));
        filter.textProperty().bindBidirectional(vm.keyFilterProperty());
        filter.setPrefColumnCount(10);
        filter.setMinWidth(100);
        HBox.setHgrow(filter, Priority.SOMETIMES);
        HBox box = new HBox(12, position, filter);
        box.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(position, Priority.ALWAYS);
        position.setMaxWidth(Double.MAX_VALUE);
        position.setMinWidth(60);
        return box;
    }

    private VBox explanationBox() {
        Label title = new Label("What this event did");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label text = new Label();
        text.setId("explanationText");
        GlossaryTips.on(text);
        text.getStyleClass().add(Styles.EXPLANATION);
        text.setWrapText(true);
        text.textProperty().bind(vm.explanationProperty());
        Label error = new Label();
        error.setId("previewError");
        error.getStyleClass().add(Styles.ERROR_TEXT);
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        Label warnings = new Label();
        warnings.setId("previewWarnings");
        warnings.getStyleClass().add(Styles.WARNING_TEXT);
        warnings.setWrapText(true);
        warnings.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> RunWarningsText.of(vm.resultProperty().get().warnings()), vm.resultProperty()));
        warnings.managedProperty().bind(warnings.textProperty().isNotEmpty());
        VBox box = new VBox(8, title, text, error, warnings, legend());
        box.setId("explanationBox");
        box.setPadding(new Insets(10));
        box.setMinWidth(220);
        return box;
    }

    /** What covers the table and the explanation while a practice question about them is open. */
    private VBox practiceCover() {
        return AnswerCover.of(
                "practiceCover",
                "Hidden while you answer a question: answer it on the Practice or Study tab, then look here.",
                vm.hiddenProperty());
    }

    private FlowPane legend() {
        FlowPane box = new FlowPane(
                6,
                4,
                new Label("Legend"),
                legendItem("changed by this event", Styles.ROW_CHANGED),
                legendItem("current row", Styles.ROW_CURRENT),
                legendItem("closed version", Styles.ROW_CLOSED),
                legendItem("version of a deleted key", Styles.ROW_DELETED_KEY),
                legendItem("removed by this event", Styles.ROW_REMOVED));
        box.setId("previewLegend");
        box.getStyleClass().add(Styles.LEGEND);
        return box;
    }

    private static Label legendItem(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().addAll(Styles.LEGEND_ITEM, style);
        return GlossaryTips.on(l);
    }

    private void rebuildColumns() {
        table.getColumns().clear();
        for (int i = 0; i < vm.columns().size(); i++) {
            int index = i;
            TableColumn<Row, String> column = new TableColumn<>(vm.columns().get(i));
            column.setCellValueFactory(c ->
                    new ReadOnlyStringWrapper(CanonicalText.shown(c.getValue().get(index))));
            column.setSortable(false);
            table.getColumns().add(HeaderWidth.fit(column));
        }
        GlossaryTips.headers(table);
    }

    /**
     * A step inserts and removes rows under the table's selection, which stays at its index and so lands on another
     * key's row: the selection stays on the version the timeline chose while the table lists it, and goes otherwise.
     */
    private void keepSelection() {
        Row chosen = vm.selectedRowProperty().get();
        int at = chosen == null ? -1 : table.getItems().indexOf(chosen);
        if (at >= 0) {
            table.getSelectionModel().clearAndSelect(at);
        } else {
            table.getSelectionModel().clearSelection();
        }
    }

    /**
     * Scrolls the row the event changed into sight when it is out of it, as the feed does with the event: after a
     * jump the table stood at its top while the changed row was thousands of rows below.
     */
    private void revealChanged() {
        int at = vm.firstChangedIndex();
        if (at < 0) {
            return;
        }
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow
                && flow.getFirstVisibleCell() != null
                && flow.getLastVisibleCell() != null
                && at > flow.getFirstVisibleCell().getIndex()
                && at < flow.getLastVisibleCell().getIndex()) {
            return;
        }
        table.scrollTo(Math.max(0, at - 2));
    }

    private void select(Row row) {
        if (row == null) {
            table.getSelectionModel().clearSelection();
            return;
        }
        int at = table.getItems().indexOf(row);
        if (at >= 0) {
            table.getSelectionModel().clearAndSelect(at);
            table.scrollTo(Math.max(0, at - 2));
        }
    }

    private final LiveRows<StyledRow> liveRows = new LiveRows<>();

    /** Colours a row by its state and marks the rows the current event changed. */
    private final class StyledRow extends TableRow<Row> {
        private int styledAt = -1;
        private RowState state;
        private boolean changed;

        @Override
        protected void updateItem(Row row, boolean empty) {
            super.updateItem(row, empty);
            restyle();
        }

        @Override
        protected void layoutChildren() {
            // Styled in this pulse, as the table styles the rows it fills while it lays them out; only a row whose
            // state moved is styled again.
            if (liveRows.isStale(styledAt) && restyle()) {
                applyCss();
            }
            super.layoutChildren();
        }

        /** Whether the row's state or its changed mark moved. */
        private boolean restyle() {
            styledAt = liveRows.generation();
            Row row = getItem();
            RowState now = isEmpty() || row == null ? null : vm.stateOf(row);
            boolean nowChanged = now != null && vm.isChanged(row);
            if (now == state && nowChanged == changed) {
                return false;
            }
            // Style classes, not pseudo-classes: a rule on the cells' text that stops applying with a pseudo-class
            // left its colour behind (a row once struck through kept black text). Only a row whose state moved
            // is restyled, a few rows a step.
            List<String> classes = getStyleClass();
            if (state != null) {
                classes.remove(state.styleClass());
            }
            classes.remove(Styles.ROW_CHANGED);
            if (now != null) {
                classes.add(now.styleClass());
            }
            if (nowChanged) {
                classes.add(Styles.ROW_CHANGED);
            }
            state = now;
            changed = nowChanged;
            return true;
        }
    }

    /**
     * Another design is open: what was typed for the last one goes, and its table starts at its first column. Scrolled
     * as the design before left it, the next lesson's first column read "stomer_id" (a fresh-eyes review).
     */
    /**
     * The rows of the target a followed key lists, without those the event took out, which stay listed struck through:
     * counted with them, "4 rows · 5 listed" read as more rows than the table has. Counted only while a key is followed.
     */
    private int listedNow() {
        if (vm.keyFilterProperty().get().isBlank()) {
            return 0;
        }
        int removed = 0;
        for (Row r : vm.removedRows()) {
            removed += vm.rows().contains(r) ? 1 : 0;
        }
        return vm.rows().size() - removed;
    }

    public void designOpened() {
        stepBar.forgetBatch();
        BigTables.scrollHome(table);
    }
}
