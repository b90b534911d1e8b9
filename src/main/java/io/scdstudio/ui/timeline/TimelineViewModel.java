package io.scdstudio.ui.timeline;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.Row;
import io.scdstudio.ui.ListPatch;
import io.scdstudio.ui.NextFrame;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The timeline of the preview's current target (the same rows, so the key filter and the step position
 * apply), the chosen version and the event that opened it, and the "as of" query at the marker.
 */
public final class TimelineViewModel {
    public static final int MAX_KEYS = 200;
    /** Up to this many target rows, showing the tab fills the as-of table at once; beyond, a frame later. */
    static final int AS_OF_AT_ONCE = 5_000;

    private final PreviewViewModel preview;
    private final ObservableList<KeyTimeline> keys = FXCollections.observableArrayList();
    private final ObjectProperty<SequenceAxis> axis = new SimpleObjectProperty<>(new SequenceAxis(List.of()));
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty selection = new SimpleStringProperty("");
    private final IntegerProperty asOf = new SimpleIntegerProperty(0);
    private final ObservableList<Row> asOfRows = FXCollections.observableArrayList();
    private final ObservableList<String> asOfColumns = FXCollections.observableArrayList();
    private final StringProperty asOfSql = new SimpleStringProperty("");
    /** The facts of the run the chart was last drawn from; another run is told apart by them. */
    private RunFacts facts = RunFacts.NONE;

    private final RunFacts.Ahead ahead;
    private String targetName = "target";
    private boolean active = true;
    /** While the tab is being shown with a big target: the as-of table is filled in the next frame. */
    private boolean asOfLater;
    /** The event a click on a bar moved the preview to, whose version the selection names. */
    private int selectedAt = -1;

    /** Filters the whole target for the as-of table: on a worker in the window, at once in tests. */
    private final TaskRunner asOfWork;
    /** Counts the as-of tables asked for: a table worked out for an earlier step or design is dropped. */
    private long asOfAsked;

    /** A timeline whose as-of table is worked out at once, on the calling thread. */
    public TimelineViewModel(PreviewViewModel preview) {
        this(preview, TaskRunner.inline(), TaskRunner.inline());
    }

    /**
     * {@code asOfWork} filters the target for the table as of the marker. On the 100,000-event lesson that filter was
     * most of the Timeline's part of a step on the FX thread (two comparisons for each of 100,000 rows).
     * {@code runWork} walks each run's trace for what the chart needs of keys it does not draw ({@link RunFacts}).
     */
    public TimelineViewModel(PreviewViewModel preview, TaskRunner asOfWork, TaskRunner runWork) {
        this.preview = preview;
        this.asOfWork = asOfWork;
        this.ahead = new RunFacts.Ahead(runWork);
        preview.resultProperty().addListener((o, was, now) -> ahead.arrived(now));
        preview.shownChangesProperty().addListener((o, was, now) -> {
            if (active) {
                refresh();
            }
        });
        asOf.addListener((o, was, now) -> {
            if (!asOfLater) {
                updateAsOf();
            }
        });
    }

    public void refresh() {
        PreviewResult r = preview.resultProperty().get();
        if (preview.appliedProperty().get() != selectedAt || r != facts.result) {
            // The event named under the chart is the one the preview stood at: it stayed after a step away and after
            // a switch to SCD type 1, where it was all the empty tab showed.
            selection.set("");
        }
        followColumns();
        int start = r.startIndex();
        int end = r.endIndex();
        if (start < 0) {
            // No history (SCD type 1, or a flow that does not run): no axis, so the legend, the slider and the as-of
            // table go as when the tab is first shown; a design switched to type 1 left them behind under the message.
            axis.set(new SequenceAxis(List.of()));
            keys.clear();
            message.set(TimelineMessages.noHistory(r));
            clearAsOf();
            return;
        }
        FirstKeys first = firstKeys();
        if (first.stale()) {
            return;
        }
        // A step within the same run keeps the as-of point's value; another run (an edit, another design) may order
        // other values, or values of another type, and keeps its rank.
        boolean sameRun = facts.result == r;
        if (!sameRun) {
            facts = ahead.forRun(r);
        }
        Map<String, List<Row>> byKey = first.versions();
        List<Object> points = new ArrayList<>();
        byKey.values()
                .forEach(versions -> versions.forEach(row -> {
                    points.add(row.get(start));
                    points.add(row.get(end));
                }));
        if (first.more()) {
            // The keys not drawn have points of their own: the axis ends where the whole target does, so the table
            // as of its last point is the current one.
            points.add(facts.latest.after(preview.appliedProperty().get()));
        }
        SequenceAxis a = new SequenceAxis(points);
        List<KeyTimeline> out = new ArrayList<>();
        byKey.forEach((key, versions) -> out.add(timeline(key, versions, a, start, end)));
        moveAxis(a, sameRun);
        if (!out.equals(keys)) {
            keys.setAll(out);
        }
        message.set(TimelineMessages.drawn(preview.keyFilterProperty().get(), out.size(), first.more()));
        asOf.set(Math.max(0, Math.min(asOf.get(), a.size() - 1)));
        if (!asOfLater) {
            updateAsOf();
        }
    }

    /**
     * The new axis, with the marker where the learner expects it. A marker at the last point follows the table as it
     * grows: left at the first point, the table below showed the feed's start after a jump to its last event. One the
     * learner placed earlier stays at its sequence value within a run.
     */
    private void moveAxis(SequenceAxis a, boolean sameRun) {
        SequenceAxis before = axis.get();
        if (a.equals(before)) {
            return;
        }
        int at = asOf.get();
        boolean atEnd = at >= before.size() - 1;
        axis.set(a);
        if (atEnd) {
            asOf.set(a.size() - 1);
        } else if (sameRun) {
            asOf.set(a.samePoint(before.value(at)));
        }
    }

    /**
     * The versions of the first keys the preview lists, whether it lists more keys than those, and whether its list
     * is not of the result's columns yet.
     */
    private record FirstKeys(Map<String, List<Row>> versions, boolean more, boolean stale) {
        static final FirstKeys STALE = new FirstKeys(Map.of(), false, true);
    }

    /**
     * The versions of the first {@link #MAX_KEYS} keys. The preview lists a key's rows together, so this stops
     * early instead of walking a million-row target on every step.
     */
    private FirstKeys firstKeys() {
        Map<String, List<Row>> byKey = new LinkedHashMap<>();
        int width = preview.columns().size();
        for (Row row : preview.rows()) {
            if (row.size() != width) {
                // The preview is between two results: the new one's columns and count are set, its rows not all
                // listed yet (the step bar's slider, clamping to the new count, steps it then). It tells us again.
                return FirstKeys.STALE;
            }
            if (preview.isRemoved(row)) {
                continue;
            }
            String key = preview.keyText(row);
            if (!byKey.containsKey(key) && byKey.size() == MAX_KEYS) {
                return new FirstKeys(byKey, true, false);
            }
            byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
        }
        return new FirstKeys(byKey, false, false);
    }

    private KeyTimeline timeline(String key, List<Row> versions, SequenceAxis a, int start, int end) {
        List<VersionBar> bars = new ArrayList<>();
        Object previousEnd = null;
        PreviewResult r = preview.resultProperty().get();
        BarLabels labels = new BarLabels(versions, r.keyIndexes(), r.trackedIndexes(), start, end);
        for (int i = 0; i < versions.size(); i++) {
            Row v = versions.get(i);
            Object to = v.get(end);
            boolean gap = i > 0 && (previousEnd == null || !previousEnd.equals(v.get(start)));
            bars.add(new VersionBar(
                    v,
                    a.rank(v.get(start)),
                    to == null ? -1 : a.rank(to),
                    facts.late.opened(key, v.get(start)),
                    gap,
                    labels.label(i)));
            previousEnd = to;
        }
        boolean deleted = versions.get(versions.size() - 1).get(end) != null;
        return new KeyTimeline(key, bars, deleted);
    }

    /**
     * Selects the version in the preview, names the event that opened it and moves the preview to that event,
     * where the version is new.
     */
    public void select(VersionBar bar) {
        preview.selectedRowProperty().set(bar.row());
        Trace trace = preview.resultProperty().get().trace();
        List<TraceEntry> entries = trace.entries();
        for (int i = 0; i < preview.appliedProperty().get() && i < entries.size(); i++) {
            if (!trace.outcomeAt(i).isNoOp() && opens(entries.get(i), bar.row())) {
                int was = preview.appliedProperty().get();
                // Says that the preview moved, and from where: a reviewer saw the chart lose history with no sign why.
                selection.set("Version opened by event #" + (i + 1) + " (batch "
                        + entries.get(i).batch() + ")"
                        + (was == i + 1 ? "" : ", where the preview now stands (it was after event " + was + ")")
                        + ": " + entries.get(i).explain());
                selectedAt = i + 1;
                if (was != i + 1) {
                    preview.moveTo(i + 1);
                }
                return;
            }
        }
        selection.set("");
    }

    /**
     * Whether the event added this version: a row of the same key starting at the same value. The version may have
     * been closed (or re-closed by a late event) since, so its row differs from the one the event added in its end;
     * the first event that added it is the one that opened it.
     */
    private boolean opens(TraceEntry entry, Row version) {
        int start = preview.resultProperty().get().startIndex();
        String key = preview.keyText(version);
        return entry.added().stream()
                .anyMatch(r -> Objects.equals(r.get(start), version.get(start))
                        && preview.keyText(r).equals(key));
    }

    /**
     * The as-of table is headed by the open design's columns, whatever the design before had: two designs with as
     * many columns once kept the first one's names over the second one's rows.
     */
    /** The rows go before the columns change: the table's columns read each row it holds (a fresh-eyes review). */
    private void followColumns() {
        if (!asOfColumns.equals(preview.columns())) {
            clearAsOf();
            asOfColumns.setAll(preview.columns());
        }
    }

    private void updateAsOf() {
        followColumns();
        SequenceAxis a = axis.get();
        PreviewResult r = preview.resultProperty().get();
        if (a.size() == 0 || r.startIndex() < 0) {
            clearAsOf();
            return;
        }
        long mine = ++asOfAsked;
        AsOfQuery q = new AsOfQuery(r, a.value(Math.min(asOf.get(), a.size() - 1)));
        String sql = q.sql(targetName, KeyFilterSql.of(preview));
        // What the preview lists now: the worker reads this copy while the preview steps on. Rows never change, and
        // the set of removed rows is made anew at each step.
        Row[] rows = preview.rows().toArray(new Row[0]);
        Set<Row> removed = preview.removedRows();
        int width = asOfColumns.size();
        asOfWork.submit(
                () -> {
                    // Rows listed by a preview between two results, of the columns before, are not shown.
                    List<Row> holding = q.holding(rows, removed);
                    return holding.stream().allMatch(row -> row.size() == width) ? holding : null;
                },
                holding -> {
                    if (mine == asOfAsked && holding != null) {
                        // Most steps leave the table as of the marker as it was, or change a row or two of it (the
                        // marker at the last point): a new list made the table lay out its rows again.
                        ListPatch.apply(asOfRows, holding);
                        asOfSql.set(sql);
                    }
                },
                failure -> {
                    if (mine == asOfAsked) {
                        throw new IllegalStateException("the table as of the marker could not be worked out", failure);
                    }
                });
    }

    /** No table as of the marker, and none still being worked out for a step or design before. */
    private void clearAsOf() {
        asOfAsked++;
        asOfRows.clear();
        asOfSql.set("");
    }

    /** The target's name, for the SQL of the "as of" query. */
    public void setTargetName(String name) {
        targetName = name;
        updateAsOf();
    }

    /**
     * Another design: nothing of the design before stays, and the marker follows its last point again. The axis goes
     * first: the preview still holds the design before, whose sequence values the new design's may not compare with
     * (a timestamp against a number), so the as-of table is not worked out until the new preview is shown.
     */
    public void designOpened() {
        axis.set(new SequenceAxis(List.of()));
        keys.clear();
        clearAsOf();
        selection.set("");
        facts = RunFacts.NONE;
        asOf.set(0);
    }

    /** The timeline follows the preview only while it is shown, so stepping a big feed stays cheap. */
    public void setActive(boolean shown) {
        active = shown;
        if (!shown) {
            return;
        }
        if (preview.rows().size() <= AS_OF_AT_ONCE) {
            refresh();
            return;
        }
        // A big target: the chart first, the table as of the marker a frame later. Filtering the whole target,
        // styling the chart and laying out both held the window over 0.1 s on the 100,000-event lesson.
        asOfLater = true;
        try {
            refresh();
        } finally {
            asOfLater = false;
        }
        NextFrame.run(() -> {
            if (active) {
                updateAsOf();
            }
        });
    }

    public ObservableList<KeyTimeline> keys() {
        return keys;
    }

    public ObjectProperty<SequenceAxis> axisProperty() {
        return axis;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public StringProperty selectionProperty() {
        return selection;
    }

    public IntegerProperty asOfProperty() {
        return asOf;
    }

    public ObservableList<Row> asOfRows() {
        return asOfRows;
    }

    /** The as-of table's columns: the open design's target columns. */
    public ObservableList<String> asOfColumns() {
        return asOfColumns;
    }

    public StringProperty asOfSqlProperty() {
        return asOfSql;
    }

    /** "city = Rotterdam", one column a line, for the tooltip: the version's whole row. */
    public String describe(VersionBar bar) {
        return bar.describe(preview.columns());
    }

    public PreviewViewModel preview() {
        return preview;
    }
}
