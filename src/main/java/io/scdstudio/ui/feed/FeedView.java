package io.scdstudio.ui.feed;

import io.scdstudio.engine.EventKind;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Column;
import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.ColumnWidths;
import io.scdstudio.ui.HeaderWidth;
import io.scdstudio.ui.LiveRows;
import io.scdstudio.ui.NextFrame;
import io.scdstudio.ui.StackWhenNarrow;
import io.scdstudio.ui.Styles;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/** The events table (virtualized: only visible rows have cells) and the schema beside it. */
public final class FeedView extends BorderPane {
    private static final List<String> OP_STYLES = List.of(Styles.OP_UPSERT, Styles.OP_DELETE, Styles.OP_TRUNCATE);
    private static final double SCHEMA_MIN_WIDTH = 240;
    /** A schema with a long name takes no more: the events are what the tab is for. */
    private static final double SCHEMA_MAX_WIDTH = 420;
    /** The box's padding and the table's border and scroll bar, beside the columns. */
    private static final double SCHEMA_FRAME = 32;

    private final FeedViewModel vm;
    private final TableView<EventItem> table = new TableView<>();
    private final TableView<Column> schema = new TableView<>();
    private boolean shown = true;

    public FeedView(FeedViewModel vm) {
        this.vm = vm;
        setId("feedPane");
        table.setId("feedTable");
        BigTables.withFixedRowHeight(table);
        table.itemsProperty().bind(vm.eventsProperty());
        // As wide as the values, the last events' numbers included ("#" read "9…" from event 10 on).
        ColumnWidths.fitToRows(table);
        table.setPlaceholder(
                new Label("No feed open. Use File > Open, drop a file here, or pick a lesson from the Library menu."));
        table.setRowFactory(t -> liveRows.add(new CurrentEventRow()));
        vm.schema().addListener((ListChangeListener<Column>) c -> rebuildColumns());
        vm.currentEventProperty().addListener((o, was, now) -> showCurrent(now.intValue()));
        Label summary = new Label();
        summary.setId("feedSummary");
        summary.setWrapText(true);
        summary.textProperty().bind(vm.summaryProperty());
        summary.setPadding(new Insets(6, 8, 6, 8));
        SplitPane split = new SplitPane(table, schemaTable());
        split.setDividerPositions(0.74);
        // Beside a lesson the tab is narrow: side by side, the events showed four columns and the schema cut its
        // types, so the schema goes under the events there, as the preview's explanation goes under its table.
        StackWhenNarrow.follow(this, split, 0.74, 0.56);
        setTop(summary);
        setCenter(split);
    }

    /**
     * Another design's tables start at their first row and column: scrolled as the design before left them, the events
     * hid their "#", "batch" and "line" columns and the schema its first columns (a fresh-eyes review).
     */
    void designOpened() {
        BigTables.scrollHome(table);
        BigTables.scrollHome(schema);
    }

    private VBox schemaTable() {
        schema.setItems(vm.schema());
        schema.setId("schemaTable");
        TableColumn<Column, String> name = new TableColumn<>("column");
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()));
        name.setMinWidth(120);
        TableColumn<Column, String> type = new TableColumn<>("type");
        type.setId("schemaTypeColumn");
        type.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().type().sqlName()));
        type.setCellFactory(c -> new TypeCell());
        type.setOnEditCommit(e -> vm.changeType(e.getTablePosition().getRow(), e.getNewValue()));
        schema.getColumns().add(name);
        schema.getColumns().add(type);
        schema.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        schema.editableProperty()
                .bind(vm.schemaEditableProperty().and(vm.rereadingProperty().not()));
        schema.setTooltip(new Tooltip("Double-click a type to change it; the feed is read again with the new type"));
        Label title = new Label("Schema");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label error = new Label();
        error.setId("schemaError");
        error.getStyleClass().add(Styles.ERROR_TEXT);
        error.setWrapText(true);
        error.textProperty().bind(vm.schemaErrorProperty());
        // Say it in the pane, not only in a tooltip: that a type can be changed is easy to miss otherwise.
        Label hint = new Label("Double-click a type (or select it and press F2) to change it.");
        hint.setId("schemaHint");
        hint.getStyleClass().add(Styles.HINT_TEXT);
        hint.setWrapText(true);
        hint.visibleProperty().bind(vm.schemaEditableProperty());
        hint.managedProperty().bind(hint.visibleProperty());
        VBox box = new VBox(6, title, schema, hint, error);
        box.setPadding(new Insets(6));
        // Wide enough for the longest name and type whatever else shares the window (a lesson beside the tabs): at a
        // fixed 240 pixels, "decimal(10,2)" read "decimal(…" beside "monthly_price".
        ColumnWidths.fitToRows(schema);
        box.minWidthProperty()
                .bind(Bindings.createDoubleBinding(
                        () -> Math.max(
                                SCHEMA_MIN_WIDTH,
                                Math.min(SCHEMA_MAX_WIDTH, name.getPrefWidth() + type.getPrefWidth() + SCHEMA_FRAME)),
                        name.prefWidthProperty(),
                        type.prefWidthProperty()));
        return box;
    }

    private void rebuildColumns() {
        table.getColumns().clear();
        table.getColumns().add(text("#", item -> Long.toString(item.arrival() + 1)));
        table.getColumns().add(text("batch", item -> Integer.toString(item.batch())));
        table.getColumns().add(text("line", item -> item.line() > 0 ? Integer.toString(item.line()) : ""));
        table.getColumns().add(operationColumn());
        for (int i = 0; i < vm.schema().size(); i++) {
            int index = i;
            table.getColumns()
                    .add(text(
                            vm.schema().get(i).name(),
                            item -> CanonicalText.shown(item.row().get(index))));
        }
    }

    /**
     * The operation each shown event was classified as, following each new run: refreshing the whole table for it
     * threw every row and cell away, and the Feed tab made them all again when next shown.
     */
    private TableColumn<EventItem, String> operationColumn() {
        TableColumn<EventItem, String> op = HeaderWidth.fit(new TableColumn<>("classified as"));
        op.setSortable(false);
        op.setCellValueFactory(c -> Bindings.createStringBinding(
                () -> vm.operationOf(c.getValue()).map(EventKind::word).orElse("—"), vm.resultProperty()));
        op.setId("operationColumn");
        op.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String word, boolean empty) {
                super.updateItem(word, empty);
                setText(empty ? null : word);
                String style = empty || word == null || word.equals("—") ? null : Styles.operation(word);
                // Only a cell whose operation changed is restyled: a style class change styles it from scratch.
                if (!getStyleClass().contains(String.valueOf(style))) {
                    getStyleClass().removeAll(OP_STYLES);
                    if (style != null) {
                        getStyleClass().add(style);
                    }
                }
            }
        });
        return op;
    }

    private static TableColumn<EventItem, String> text(String title, Function<EventItem, String> f) {
        TableColumn<EventItem, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(f.apply(c.getValue())));
        column.setSortable(false);
        return HeaderWidth.fit(column);
    }

    /**
     * Marks and scrolls to the event the preview stands at, but only while the table is shown: on a
     * million-event feed each scroll makes JavaFX's virtual flow re-estimate its size over every row, which
     * stepping in another tab would pay for nothing.
     */
    private void showCurrent(int index) {
        if (!shown) {
            return;
        }
        liveRows.forEach(CurrentEventRow::restyle);
        if (index < 0) {
            // Before event 1 (First Event, a lesson just opened): the table's top, not where it was left (the
            // 100,000-event lesson stayed at its end, event 1 out of reach).
            table.scrollTo(0);
        } else if (index < table.getItems().size()) {
            table.scrollTo(Math.max(0, index - 3));
            // Three rows of context above, and the event itself in sight: scrolled to its last page, the 100,000-event
            // lesson left event 100,000 under the sideways scroll bar. Checked once the rows are laid out.
            NextFrame.run(() -> bringIntoSight(index));
        }
    }

    private void bringIntoSight(int index) {
        // JavaFX's flow scrolls a row it holds into full view, and leaves one already in full view where it is.
        if (shown
                && vm.currentEventProperty().get() == index
                && table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
            flow.scrollTo(index);
        }
    }

    /** Told when the feed's tab is selected or left; a table shown again catches up with the current event. */
    public void setShown(boolean now) {
        shown = now;
        if (now) {
            showCurrent(vm.currentEventProperty().get());
            NextFrame.run(this::fillSchemaWidth);
        }
    }

    /**
     * The schema's two columns share its width again: measured for another lesson's columns while the tab was not
     * shown, they kept their measured widths, an empty header beside them (a fresh-eyes review). Setting the policy
     * anew makes JavaFX share the width out again; a resize by nothing does not.
     */
    private void fillSchemaWidth() {
        var policy = schema.getColumnResizePolicy();
        schema.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        schema.setColumnResizePolicy(policy);
    }

    private final LiveRows<CurrentEventRow> liveRows = new LiveRows<>();

    /** Marks the event the preview stands at. */
    private final class CurrentEventRow extends TableRow<EventItem> {
        @Override
        protected void updateItem(EventItem item, boolean empty) {
            super.updateItem(item, empty);
            restyle();
        }

        void restyle() {
            EventItem item = getItem();
            boolean empty = isEmpty();
            boolean current = !empty
                    && item != null
                    && item.arrival() == vm.currentEventProperty().get();
            // Only the rows that stop or start being the current event are restyled, two a step.
            Styles.mark(getStyleClass(), Styles.EVENT_CURRENT, current);
        }
    }
}
