package io.scdstudio.ui.timeline;

import io.scdstudio.ui.Styles;
import io.scdstudio.ui.TextZoom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.ListChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.util.Duration;

/**
 * Bars per key on the sequence axis, across the pane's width, each labelled with the values it changed; a legend;
 * the "as of" slider and marker, and the as-of rows with their SQL.
 */
public final class TimelineView extends BorderPane {
    static final double ROW = 26;
    static final double AXIS_HEIGHT = 26;
    /** A second line of axis labels, when the last value's label needs one. */
    static final double AXIS_LINE = 17;
    /** A bar label's size at 100% (timeline.css: 0.893em of 14 px). */
    private static final double BAR_LABEL_PX = 12.5;
    /** A current version this wide writes its value at its right end, beside the latest point. */
    private static final double LONG_OPEN_BAR = 240;
    /** How far the current versions fade out before the chart's end. */
    private static final double OPEN_FADE = TimelineScale.OPEN_TAIL / 3;

    /**
     * Rows drawn beyond the visible ones. A scroll draws the rows it brings into sight before the frame is shown (see
     * draw), so one row is enough; every row drawn is a score of nodes to style when the tab is first shown.
     */
    private static final int SIGHT_MARGIN_ROWS = 1;
    /** The height drawn before the pane has its size. */
    private static final double MIN_SIGHT = 300;

    private static final String NAME = "timeline-name";
    private static final Text MEASURE = new Text();
    private final TimelineViewModel vm;
    private final Pane chart = new Pane();
    private final ScrollPane scroll = new ScrollPane(chart);
    private TimelineScale scale = TimelineScale.fit(0, 0);
    private SequenceAxis drawnAxis;
    private final Map<String, DrawnKey> drawnKeys = new HashMap<>();
    private final AxisLabelsInSight axisLabels = new AxisLabelsInSight();
    private final AxisBand axisBand = new AxisBand();
    private final Region marker = new Region();
    /** Fades the current versions out past the latest point, over every row: one node, not a gradient a bar. */
    private final Region openFade = new Region();

    private double rows = AXIS_HEIGHT;
    /** The axis band's height as last drawn: one line of labels or two. */
    private double axisHeight = AXIS_HEIGHT;

    private final Tooltip hoverTip = new Tooltip();
    private final Slider asOf = new Slider(0, 0, 0);
    private final KeyColumn keyColumn = new KeyColumn(hoverTip, ROW);
    private final ValuesInSight valuesInSight = new ValuesInSight(TimelineView::textWidth);

    private final AsOfPane asOfPane;
    private final MarkerInSight markerInSight;

    public TimelineView(TimelineViewModel vm) {
        this.vm = vm;
        this.asOfPane = new AsOfPane(vm);
        this.markerInSight = new MarkerInSight(scroll, chart, vm, () -> scale);
        setId("timelinePane");
        hoverTip.setShowDelay(Duration.millis(250));
        chart.setId("timelineChart");
        marker.setId("asOfMarker");
        marker.getStyleClass().add(Styles.AS_OF_LINE);
        openFade.getStyleClass().add(Styles.OPEN_FADE);
        openFade.setMouseTransparent(true);
        openFade.setManaged(false);
        chart.getStyleClass().add(Styles.TIMELINE_CHART);
        asOf.setId("asOfSlider");
        asOf.setMajorTickUnit(1);
        asOf.setSnapToTicks(true);
        asOf.setBlockIncrement(1);
        asOf.valueProperty().addListener((o, was, now) -> vm.asOfProperty().set((int) Math.round(now.doubleValue())));
        vm.asOfProperty().addListener((o, was, now) -> {
            // The slider's range first: on an axis that had just grown, a later point was clamped to the old range,
            // and the handle stood at another point than the caption and the table.
            asOf.setMax(Math.max(0, vm.axisProperty().get().size() - 1));
            asOf.setValue(now.intValue());
            placeMarker(vm.axisProperty().get());
            markerInSight.request();
        });
        vm.keys().addListener((ListChangeListener<KeyTimeline>) c -> draw());
        Label message = label("timelineMessage", Styles.HINT_TEXT);
        message.textProperty().bind(vm.messageProperty());
        Label selection = label("timelineSelection", Styles.EXPLANATION);
        selection.textProperty().bind(vm.selectionProperty());
        scroll.viewportBoundsProperty().addListener((o, was, now) -> viewportChanged(was, now));
        // Keys are drawn as they scroll into sight (see draw).
        scroll.vvalueProperty().addListener((o, was, now) -> draw());
        // Axis labels likewise as they scroll into sight sideways.
        scroll.hvalueProperty().addListener((o, was, now) -> drawLabelsInSight());
        VBox.setVgrow(scroll, Priority.ALWAYS);
        Node legend = TimelineLegend.of();
        Label caption = AsOfCaption.of(vm);
        // Without history (SCD type 1) there are no bars, no marker and no point to drag to: the legend, the caption
        // and the slider go, and the message says why.
        BooleanBinding history =
                Bindings.createBooleanBinding(() -> vm.axisProperty().get().size() > 0, vm.axisProperty());
        for (Node n : List.of(legend, caption)) {
            n.visibleProperty().bind(history);
            n.managedProperty().bind(history);
        }
        // One point has nothing to drag to (and a slider from a point to itself draws no handle).
        BooleanBinding points =
                Bindings.createBooleanBinding(() -> vm.axisProperty().get().size() > 1, vm.axisProperty());
        asOf.visibleProperty().bind(points);
        asOf.managedProperty().bind(points);
        VBox top = new VBox(6, message, scroll, legend, caption, asOf, selection);
        top.setPadding(new Insets(8));
        setCenter(chartOverAsOf(top, history));
    }

    /** The chart takes the pane's whole width, and redraws to it when the window is resized. */
    private void viewportChanged(Bounds was, Bounds now) {
        if (was == null
                || Math.abs(was.getWidth() - now.getWidth()) > 1
                || Math.abs(was.getHeight() - now.getHeight()) > 1) {
            draw();
        }
        markerInSight.laidOut();
    }

    /** Another design's chart and table start at their top left, not where the last one was scrolled to. */
    void designOpened() {
        scroll.setHvalue(0);
        scroll.setVvalue(0);
        asOfPane.scrollHome();
    }

    /** The chart above, the table as of the slider's point and its SQL below. */
    private SplitPane chartOverAsOf(VBox top, BooleanBinding history) {
        SplitPane bottom = asOfPane.node();
        SplitPane split = new SplitPane(top, bottom);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.62);
        // Without history the as-of table has no point to stand at: an empty table under headers read as broken.
        // It stays in the window, headed by the design's columns, only out of sight.
        Runnable showBottom = () -> {
            bottom.setVisible(history.get());
            split.setDividerPositions(history.get() ? 0.62 : 1.0);
        };
        history.addListener((o, was, now) -> showBottom.run());
        showBottom.run();
        return split;
    }

    private static Label label(String id, String style) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(style);
        l.setWrapText(true);
        return l;
    }

    /**
     * Lays out only what changed: a key whose versions, row and the axis are as drawn keeps its nodes (a step that
     * touches one key of 200 used to make, style and lay out every bar again); another axis or width draws all. Only
     * the keys in or near the visible part of the chart get nodes: showing 200 keys' bars at once held the window
     * half a second; the others are drawn when scrolled to.
     */
    private void draw() {
        SequenceAxis axis = vm.axisProperty().get();
        asOf.setMax(Math.max(0, axis.size() - 1));
        TimelineScale fitted =
                TimelineScale.fit(axis.size(), scroll.getViewportBounds().getWidth());
        boolean redrawn = !fitted.equals(scale) || !axis.equals(drawnAxis);
        if (redrawn) {
            chart.getChildren().clear();
            drawnKeys.clear();
            scale = fitted;
            drawnAxis = axis;
            drawAxis(axis);
            chart.getChildren().addAll(openFade, marker);
        }
        List<Node> gone = new ArrayList<>();
        List<Node> fresh = new ArrayList<>();
        Map<String, DrawnKey> now = new HashMap<>();
        double[] sight = inSight(axisHeight + vm.keys().size() * ROW + 8);
        double y = axisHeight;
        for (KeyTimeline key : vm.keys()) {
            DrawnKey was = drawnKeys.remove(key.key());
            if (was != null && was.timeline().equals(key) && was.y() == y) {
                now.put(key.key(), was);
            } else {
                if (was != null) {
                    gone.add(was.nodes());
                }
                if (y + ROW >= sight[0] && y <= sight[1]) {
                    Group nodes = keyNodes(key, y, axis);
                    fresh.add(nodes);
                    now.put(key.key(), new DrawnKey(key, y, nodes));
                }
            }
            y += ROW;
        }
        drawnKeys.values().forEach(d -> gone.add(d.nodes()));
        drawnKeys.clear();
        drawnKeys.putAll(now);
        chart.getChildren().removeAll(gone);
        chart.getChildren().addAll(fresh);
        rows = y;
        placeMarker(axis);
        chart.setPrefSize(scale.width(), y + 8);
        pinAxis();
        if (redrawn) {
            markerInSight.request();
        }
    }

    /**
     * The chart's rows from {@code [0]} to {@code [1]} (chart coordinates) that are in sight or a few rows from it, for
     * a chart {@code height} high; before the pane is laid out, the top of the chart.
     */
    private double[] inSight(double height) {
        double viewport = scroll.getViewportBounds().getHeight();
        double top = scroll.getVvalue() * Math.max(0, height - viewport);
        double margin = SIGHT_MARGIN_ROWS * ROW;
        return new double[] {top - margin, top + Math.max(viewport, MIN_SIGHT) + margin};
    }

    /** The "as of" line, moved rather than drawn again when the slider moves; the current versions' fade under it. */
    private void placeMarker(SequenceAxis axis) {
        // Over the tail's last third only: a version opened at the latest point is all tail, and faded from its
        // start it hardly read as current, its value pale on pale.
        double from = scale.openEnd() - OPEN_FADE;
        openFade.setVisible(axis.size() > 0);
        openFade.resizeRelocate(
                from, axisHeight, scale.openEnd() + TimelineScale.RIGHT_MARGIN - from, rows - axisHeight);
        openFade.toFront();
        marker.setVisible(axis.size() > 0);
        marker.setPrefSize(3, rows - axisHeight + 6);
        marker.relocate(scale.x(vm.asOfProperty().get()) - 1, axisHeight - 4);
        marker.toFront();
    }

    /** A key's label, bars and deleted end, as one group the chart keeps while the key's versions stay as they are. */
    private Group keyNodes(KeyTimeline key, double y, SequenceAxis axis) {
        Group nodes = new Group();
        for (int i = 0; i < key.bars().size(); i++) {
            nodes.getChildren().add(bar(key, key.bars().get(i), i, y, axis));
        }
        if (key.deleted()) {
            nodes.getChildren().add(deletedEnd(key, y));
        }
        // Last, over the bars that scroll under it.
        nodes.getChildren().add(keyColumn.label(key, y));
        return nodes;
    }

    /** What the chart shows of one key, and where. */
    private record DrawnKey(KeyTimeline timeline, double y, Group nodes) {}

    /** A tick at every sequence value; labels only where they fit, so none overlaps another (docs/decisions/0013). */
    private void drawAxis(SequenceAxis axis) {
        // One path for every tick: a node per tick cost a big feed's timeline a millisecond a hundred ticks per step.
        Path ticks = new Path();
        ticks.getStyleClass().add(Styles.TIMELINE_TICKMARK);
        // Added at once: one list change per tick made the path rework its geometry thousands of times.
        List<AxisLabels.Placed> labels = AxisLabels.place(axis.size(), axis::tickLabel, scale, TimelineView::textWidth);
        axisHeight = AXIS_HEIGHT + (AxisLabels.lines(labels) - 1) * AXIS_LINE;
        List<PathElement> marks = new ArrayList<>(axis.size() * 2);
        for (int r = 0; r < axis.size(); r++) {
            marks.add(new MoveTo(scale.x(r) + 0.5, axisHeight - 7));
            marks.add(new LineTo(scale.x(r) + 0.5, axisHeight - 2));
        }
        ticks.getElements().setAll(marks);
        axisLabels.place(labels);
        chart.getChildren().add(axisBand.of(ticks, axisLabels.node(), scale.width(), axisHeight));
        drawLabelsInSight();
    }

    private void pinAxis() {
        double viewport = scroll.getViewportBounds().getHeight();
        double height = Math.max(chart.getHeight(), chart.getPrefHeight());
        axisBand.pinAt(scroll.getVvalue() * Math.max(0, height - viewport));
    }

    private void drawLabelsInSight() {
        double viewport = Math.max(scroll.getViewportBounds().getWidth(), MIN_SIGHT);
        axisLabels.show(scroll.getHvalue() * Math.max(0, scale.width() - viewport), viewport);
        double left = scroll.getHvalue()
                * Math.max(0, scale.width() - scroll.getViewportBounds().getWidth());
        keyColumn.scrolledTo(left);
        axisBand.scrolledSidewaysTo(left, viewport);
        valuesInSight.scrolledTo(
                left,
                scroll.getViewportBounds().getWidth(),
                drawnKeys.values().stream().map(DrawnKey::nodes).toList());
    }

    /**
     * Names a bar ({@code bar-KEY-INDEX}), a tick ({@code tick-RANK}) or a deleted end ({@code deleted-KEY}) so tests
     * can find it with {@link #named}. Not as its id: JavaFX caches a node's styles by its id among other things, and
     * an id of its own on each bar made it match every rule of the theme again for each of them.
     */
    static void name(Node node, String name) {
        node.getProperties().put(NAME, name);
    }

    /** Finds a node {@link #name}d so, for {@code lookup}. */
    public static Predicate<Node> named(String name) {
        return n -> name.equals(n.getProperties().get(NAME));
    }

    private static double textWidth(String text) {
        MEASURE.setFont(Font.font(TextZoom.px(BAR_LABEL_PX)));
        MEASURE.setText(text);
        return MEASURE.getLayoutBounds().getWidth();
    }

    private Label bar(KeyTimeline key, VersionBar b, int index, double y, SequenceAxis axis) {
        Label bar = new Label(b.label());
        name(bar, "bar-" + key.key() + "-" + index);
        bar.getStyleClass().add(Styles.BAR);
        if (b.open()) {
            bar.getStyleClass().add(Styles.BAR_OPEN);
            // Long by its history, not its tail: a version at the only point (a lesson's first event) writes its
            // value at its start, beside the marker, however far its tail runs.
            if (scale.x(Math.max(0, scale.size() - 1)) + TimelineScale.OPEN_TAIL - scale.x(b.from()) > LONG_OPEN_BAR) {
                bar.getStyleClass().add(Styles.BAR_OPEN_LONG);
            }
        }
        if (b.late()) {
            bar.getStyleClass().add(Styles.BAR_LATE);
        }
        if (b.gapBefore()) {
            bar.getStyleClass().add(Styles.GAP);
        }
        double from = scale.x(b.from());
        double to = b.open() ? scale.openEnd() : scale.x(b.to());
        double width = Math.max(6, to - from - 2);
        bar.setTextOverrun(OverrunStyle.ELLIPSIS);
        bar.setMinSize(width, ROW - 8);
        bar.setPrefSize(width, ROW - 8);
        bar.setMaxSize(width, ROW - 8);
        bar.relocate(from, y + 4);
        valuesInSight.follow(bar, from, bar.getStyleClass().contains(Styles.BAR_OPEN_LONG));
        // One tooltip for every bar, its text made when the mouse comes: a tooltip per bar cost a step of a big feed's
        // timeline a thousand popups.
        bar.setOnMouseEntered(e -> hoverTip.setText(vm.describe(b) + "\n\n" + axis.label(b.from()) + " → "
                + (b.open() ? "open (current version)" : axis.label(b.to()))
                + (b.late() ? "\nopened by a late event" : "") + "\nClick to show the event that opened it"));
        Tooltip.install(bar, hoverTip);
        bar.setOnMouseClicked(e -> vm.select(b));
        return bar;
    }

    /** Where a deleted key's history stops: a short red end after its last version. */
    private Region deletedEnd(KeyTimeline key, double y) {
        VersionBar last = key.bars().get(key.bars().size() - 1);
        Region end = new Region();
        name(end, "deleted-" + key.key());
        end.getStyleClass().add(Styles.VERSION_DELETED_END);
        end.setPrefSize(4, ROW - 4);
        end.relocate(scale.x(last.to()) - 2, y + 2);
        end.setOnMouseEntered(e -> hoverTip.setText(
                "Deleted at " + vm.axisProperty().get().label(last.to()) + ": the key has no current row"));
        Tooltip.install(end, hoverTip);
        return end;
    }
}
