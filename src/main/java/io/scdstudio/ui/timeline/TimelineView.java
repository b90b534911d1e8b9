package io.scdstudio.ui.timeline;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.ColumnWidths;
import io.scdstudio.ui.HeaderWidth;
import io.scdstudio.ui.Styles;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** Bars per key on the sequence axis, the "as of" slider and marker, and the as-of rows with their SQL. */
public final class TimelineView extends BorderPane {
    static final double KEY_WIDTH = 110;
    static final double STEP = 70;
    static final double ROW = 26;
    private final TimelineViewModel vm;
    private final Pane chart = new Pane();
    private final Slider asOf = new Slider(0, 0, 0);
    private final TableView<Row> asOfTable = new TableView<>();

    public TimelineView(TimelineViewModel vm) {
        this.vm = vm;
        setId("timelinePane");
        chart.setId("timelineChart");
        chart.getStyleClass().add("timeline-chart");
        asOf.setId("asOfSlider");
        asOf.setMajorTickUnit(1);
        asOf.setSnapToTicks(true);
        asOf.setBlockIncrement(1);
        asOf.valueProperty().addListener((o, was, now) -> vm.asOfProperty().set((int) Math.round(now.doubleValue())));
        vm.asOfProperty().addListener((o, was, now) -> {
            asOf.setValue(now.intValue());
            draw();
        });
        vm.keys().addListener((ListChangeListener<KeyTimeline>) c -> draw());
        vm.asOfRows().addListener((ListChangeListener<Row>) c -> rebuildAsOfColumns());
        asOfTable.setId("asOfTable");
        BigTables.withFixedRowHeight(asOfTable);
        asOfTable.setItems(vm.asOfRows());
        ColumnWidths.fitToRows(asOfTable);
        Label message = label("timelineMessage", Styles.HINT_TEXT);
        message.textProperty().bind(vm.messageProperty());
        Label selection = label("timelineSelection", Styles.EXPLANATION);
        selection.textProperty().bind(vm.selectionProperty());
        ScrollPane scroll = new ScrollPane(chart);
        VBox top = new VBox(6, message, scroll, new Label("As of (drag the marker's slider):"), asOf, selection);
        top.setPadding(new Insets(8));
        TextArea sql = new TextArea();
        sql.setId("asOfSql");
        sql.setEditable(false);
        sql.textProperty().bind(vm.asOfSqlProperty());
        sql.getStyleClass().add("sql-text");
        SplitPane bottom = new SplitPane(asOfTable, sql);
        SplitPane split = new SplitPane(top, bottom);
        split.setOrientation(javafx.geometry.Orientation.VERTICAL);
        split.setDividerPositions(0.62);
        setCenter(split);
    }

    private static Label label(String id, String style) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(style);
        l.setWrapText(true);
        return l;
    }

    private void draw() {
        chart.getChildren().clear();
        SequenceAxis axis = vm.axisProperty().get();
        asOf.setMax(Math.max(0, axis.size() - 1));
        for (int r = 0; r < axis.size(); r++) {
            Label tick = new Label(axis.label(r));
            tick.getStyleClass().add("timeline-tick");
            tick.relocate(x(r) - 4, 0);
            chart.getChildren().add(tick);
        }
        double y = ROW;
        for (KeyTimeline key : vm.keys()) {
            Label name = new Label(key.key() + (key.deleted() ? " ✕" : ""));
            name.getStyleClass().add(Styles.KEY_LABEL);
            name.relocate(4, y + 3);
            chart.getChildren().add(name);
            for (int i = 0; i < key.bars().size(); i++) {
                chart.getChildren().add(bar(key, key.bars().get(i), i, y, axis));
            }
            y += ROW;
        }
        if (axis.size() > 0) {
            Region marker = new Region();
            marker.setId("asOfMarker");
            marker.getStyleClass().add(Styles.AS_OF_LINE);
            marker.setPrefSize(3, y - ROW + 6);
            marker.relocate(x(vm.asOfProperty().get()) - 1, ROW - 4);
            chart.getChildren().add(marker);
        }
        chart.setPrefSize(x(axis.size()) + STEP, y + ROW);
    }

    private Region bar(KeyTimeline key, VersionBar b, int index, double y, SequenceAxis axis) {
        Region bar = new Region();
        bar.setId("bar-" + key.key() + "-" + index);
        bar.getStyleClass().add(Styles.BAR);
        if (b.open()) {
            bar.getStyleClass().add(Styles.BAR_OPEN);
        }
        if (b.late()) {
            bar.getStyleClass().add(Styles.BAR_LATE);
        }
        if (b.gapBefore()) {
            bar.getStyleClass().add(Styles.GAP);
        }
        double to = b.open() ? x(axis.size()) + STEP / 2 : x(b.to());
        bar.setPrefSize(Math.max(6, to - x(b.from())), ROW - 8);
        bar.relocate(x(b.from()), y + 4);
        Tooltip.install(bar, new Tooltip(CanonicalText.render(b.row().get(0)) + ": " + axis.label(b.from()) + " → "
                + (b.open() ? "open (current)" : axis.label(b.to())) + (b.late() ? " · opened by a late event" : "")));
        bar.setOnMouseClicked(e -> vm.select(b));
        return bar;
    }

    private static double x(int rank) {
        return KEY_WIDTH + rank * STEP;
    }

    private void rebuildAsOfColumns() {
        var names = vm.preview().columns();
        if (asOfTable.getColumns().size() == names.size()) {
            return;
        }
        asOfTable.getColumns().clear();
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            TableColumn<Row, String> c = new TableColumn<>(names.get(i));
            c.setCellValueFactory(v -> new ReadOnlyStringWrapper(CanonicalText.render(v.getValue().get(index))));
            asOfTable.getColumns().add(HeaderWidth.fit(c));
        }
    }
}
