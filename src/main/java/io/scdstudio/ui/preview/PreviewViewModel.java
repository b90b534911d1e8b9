package io.scdstudio.ui.preview;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.Row;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The step-through: which event the preview stands after, the target rows then (filtered to one key when
 * asked), which rows the event changed, and its explanation. A new result (after an edit) keeps the
 * position, so the user sees what the edit did at the event they were looking at. A move of a few events
 * edits the shown rows at once; a longer one goes to a worker ({@link LongJumps}) and the table keeps showing
 * the old position until the new one is ready. A new run is made ready the same way, on the preview worker
 * ({@link #prepare}), and the FX thread only swaps it in ({@link #show}).
 */
public final class PreviewViewModel {
    /** Moves up to this many events follow the events' diffs on the FX thread (well under a millisecond each). */
    static final int STEP_LIMIT = 64;

    private final ObjectProperty<PreviewResult> result = new SimpleObjectProperty<>(PreviewResult.empty());
    private final IntegerProperty applied = new SimpleIntegerProperty();
    private final IntegerProperty eventCount = new SimpleIntegerProperty();
    private final BooleanProperty moving = new SimpleBooleanProperty();
    private final StringProperty explanation = new SimpleStringProperty("");
    private final StringProperty position = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty keyFilter = new SimpleStringProperty("");
    private final StringProperty waiting = new SimpleStringProperty("");
    private final BooleanProperty hidden = new SimpleBooleanProperty();
    private final ObjectProperty<Row> selectedRow = new SimpleObjectProperty<>();
    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final ShownRowList shown = new ShownRowList();

    private final LongJumps jumps;
    private TargetCursor cursor = new TargetCursor(Trace.empty(), new int[0], -1, -1);
    private StepMarks marks = StepMarks.after(PreviewResult.empty(), 0);
    private volatile int wanted;
    private volatile boolean followEnd = true;
    /** A batch asked for before the trace was ready (0: none), and whether an event was. */
    private int pendingBatch;

    private boolean movedBeforeTrace;

    /** Long jumps run inline, on the caller's thread (tests, benchmarks). */
    public PreviewViewModel() {
        this(TaskRunner.inline());
    }

    /** Long jumps run on {@code jumpRunner}, which must run one piece of work at a time. */
    public PreviewViewModel(TaskRunner jumpRunner) {
        this.jumps = new LongJumps(jumpRunner);
        keyFilter.addListener((o, was, now) -> {
            shown.filterBy(now);
            refresh();
        });
    }

    /** Shows a new run; {@code keepPosition} stays at the same event (after an edit), else goes to the end. */
    public void setResult(PreviewResult r, boolean keepPosition) {
        show(prepare(r, keepPosition));
    }

    /**
     * The costly half of showing a run, for the preview worker: a cursor already at the event to show (loaded
     * from the final table when that is nearer than the start), what that event did, and the rows to list
     * under the key filter typed so far. For a million events this is about a second of work.
     */
    public PreparedPreview prepare(PreviewResult r, boolean keepPosition) {
        if (!r.traced()) {
            return new PreparedPreview(r, ShownTarget.at(r, finalTableOnly(r), 0, shown.filter()), true);
        }
        int target = keepPosition ? wantedIn(r.eventCount()) : r.eventCount();
        TargetCursor c = LongJumps.nearest(r, null, target);
        return new PreparedPreview(r, ShownTarget.at(r, c, target, shown.filter()), keepPosition);
    }

    /**
     * What the table says while it has no run to show yet ({@code ""} once one is shown): a design being opened said
     * "Nothing open yet" beside its lesson for seconds.
     */
    public void waitFor(String what) {
        waiting.set(what);
    }

    /** Drops the run shown, for a design just opened: no pane following the preview shows the design before's rows. */
    public void clear() {
        show(prepare(PreviewResult.empty(), false));
    }

    public ReadOnlyStringProperty waitingProperty() {
        return waiting;
    }

    /**
     * Shows a prepared run (on the FX thread): swaps in its cursor and rows. If the user stepped or typed a
     * filter while the run was prepared, the preview then follows them as it would have without the new run.
     */
    public void show(PreparedPreview p) {
        PreviewResult r = p.result();
        waiting.set("");
        jumps.forget();
        moving.set(false);
        result.set(r);
        columns.setAll(r.targetSchema().map(s -> s.names()).orElse(List.of()));
        eventCount.set(r.eventCount());
        error.set(r.error().map(e -> ErrorReport.of(e).summary()).orElse(""));
        showTarget(p.shown());
        boolean asked = r.traced() && movedBeforeTrace;
        if (!p.keptPosition() && !asked) {
            followEnd = true;
        } else if (wantedIn(r.eventCount()) != applied.get()) {
            go(wantedIn(r.eventCount()));
        }
        if (r.traced()) {
            movedBeforeTrace = false;
            if (pendingBatch > 0) {
                jumpToBatch(pendingBatch);
            }
        }
    }

    /** A key filter starting with this follows exactly one key, as {@link #followExactly} sets it. */
    public static final String EXACT_KEY = VisibleRows.EXACT;

    /** Follows exactly one key (the filter {@code =key}), not every key whose text contains it. */
    public void followExactly(String keyText) {
        keyFilter.set(VisibleRows.EXACT + keyText);
    }

    /** A cursor holding an untraced run's final table: nothing to step through until the trace arrives. */
    private static TargetCursor finalTableOnly(PreviewResult r) {
        TargetCursor c = new TargetCursor(r.trace(), r.keyIndexes(), r.startIndex(), r.endIndex());
        r.finalTarget().ifPresent(t -> c.startAtEnd(t.rows()));
        return c;
    }

    /** The event the user asked for, within a run of {@code events} events. */
    private int wantedIn(int events) {
        return followEnd ? events : Math.min(wanted, events);
    }

    /** Puts a position made ready off the FX thread on screen; its rows are listed again only if the filter changed. */
    private void showTarget(ShownTarget s) {
        cursor = s.cursor();
        cursor.listen(shown.listenerFor(cursor));
        arrive(s.marks());
        if (!shown.take(s.rows(), s.filter())) {
            refresh();
        }
    }

    public void first() {
        moveTo(0);
    }

    public void back() {
        moveTo(targetPosition() - 1);
    }

    public void forward() {
        moveTo(targetPosition() + 1);
    }

    public void last() {
        moveTo(eventCount.get());
    }

    public boolean atEnd() {
        return targetPosition() >= eventCount.get();
    }

    /** Where the preview stands or, while a long jump is on its way, where it is going. */
    public int targetPosition() {
        return jumps.pending() ? jumps.target() : applied.get();
    }

    /**
     * Makes the next run that is shown with its position kept stand after event {@code n} rather than at the end:
     * a lesson opens at its first event.
     */
    public void aimAt(int n) {
        wanted = Math.max(0, n);
        followEnd = false;
    }

    /** Shows the target after {@code n} events; a later result (after an edit) returns to this event. */
    public void moveTo(int n) {
        wanted = Math.max(0, n);
        if (!result.get().traced()) {
            // A big feed's table before its trace: nothing to step yet; the trace, when shown, stands here.
            followEnd = false;
            movedBeforeTrace = true;
            return;
        }
        followEnd = n >= eventCount.get();
        go(Math.max(0, Math.min(n, eventCount.get())));
    }

    /** Moves to {@code target} (within the run) without changing where a later run should stand. */
    private void go(int target) {
        if (!jumps.pending() && Math.abs(target - applied.get()) <= STEP_LIMIT) {
            step(target);
        } else {
            jump(target);
        }
    }

    /** A short move: the shown list follows the events' diffs (a step on a million-row table costs microseconds). */
    private void step(int n) {
        marks.removed().forEach(r -> shown.remove(cursor, r));
        shown.follow(() -> cursor.moveTo(n));
        arrive(StepMarks.after(result.get(), cursor.applied()));
        marks.removed().forEach(r -> shown.add(cursor, r));
        shown.settle();
    }

    /** A long move: the worker brings a cursor and the rows to list; a newer move supersedes it. */
    private void jump(int n) {
        moving.set(true);
        position.set("Moving to event " + n + " of " + eventCount.get() + "…");
        jumps.start(result.get(), n, shown.filter(), this::land, e -> {
            moving.set(false);
            error.set(ErrorReport.of(e).summary());
            arrive(marks);
        });
    }

    private void land(ShownTarget landing) {
        TargetCursor old = cursor;
        moving.set(false);
        showTarget(landing);
        jumps.keepSpare(old);
    }

    /** Publishes the cursor's position and what its event did (the rows themselves are the caller's job). */
    private void arrive(StepMarks now) {
        marks = now;
        applied.set(cursor.applied());
        Optional<TraceEntry> current = marks.entry();
        explanation.set(current.map(TraceEntry::explain)
                .orElse(
                        applied.get() == 0 && eventCount.get() > 0
                                ? "Before the first event: the target is empty."
                                : ""));
        position.set(positionText(current));
    }

    /**
     * Moves to the state after the last event of batch {@code batch}. Before a big feed's trace is ready the
     * request waits for it, rather than landing before the first event.
     */
    public void jumpToBatch(int batch) {
        if (!result.get().traced()) {
            pendingBatch = batch;
            return;
        }
        pendingBatch = 0;
        moveTo(StepMarks.eventsThroughBatch(result.get().trace(), batch));
    }

    /** The rows the current event took out, a set that never changes: a worker may read it while the preview steps. */
    public Set<Row> removedRows() {
        return marks.removed();
    }

    /** Whether the current event took {@code row} out of the table (it stays shown, struck through). */
    public boolean isRemoved(Row row) {
        return marks.removed().contains(row);
    }

    public RowState stateOf(Row row) {
        if (isRemoved(row)) {
            return RowState.REMOVED;
        }
        int end = result.get().endIndex();
        if (end < 0 || row.get(end) == null) {
            return RowState.CURRENT;
        }
        return cursor.keyHasCurrentRow(row) ? RowState.CLOSED : RowState.DELETED_KEY;
    }

    public boolean isChanged(Row row) {
        return marks.changed().contains(row);
    }

    /**
     * Where the first row the current event changed stands in the shown rows, or -1 when it changed none that the
     * table shows. The shown rows are in the cursor's order, so each changed row is found by binary search.
     */
    public int firstChangedIndex() {
        int first = -1;
        for (Row r : marks.changed()) {
            int at = Collections.binarySearch(shown.rows(), r, cursor.order());
            if (at >= 0 && (first < 0 || at < first)) {
                first = at;
            }
        }
        return first;
    }

    public String keyText(Row row) {
        return VisibleRows.keyText(cursor, row);
    }

    private void refresh() {
        shown.listAgain(cursor, marks.removed());
    }

    /** Moves once each time the shown rows settle after a step, a new run or a new filter. */
    public ReadOnlyIntegerProperty shownChangesProperty() {
        return shown.settledProperty();
    }

    private String positionText(Optional<TraceEntry> current) {
        return result.get().traced()
                ? PositionText.of(applied.get(), eventCount.get(), cursor.size(), current)
                : PositionText.finalTableOnly(cursor.size());
    }

    public ReadOnlyObjectProperty<PreviewResult> resultProperty() {
        return result;
    }

    public ReadOnlyIntegerProperty appliedProperty() {
        return applied;
    }

    public ReadOnlyIntegerProperty eventCountProperty() {
        return eventCount;
    }

    /** True while a long jump is on its way; the table still shows the position before it. */
    public ReadOnlyBooleanProperty movingProperty() {
        return moving;
    }

    public ReadOnlyStringProperty explanationProperty() {
        return explanation;
    }

    public ReadOnlyStringProperty positionProperty() {
        return position;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error;
    }

    /** Whether the table and the explanation are covered (a practice question about them is open). */
    public BooleanProperty hiddenProperty() {
        return hidden;
    }

    public StringProperty keyFilterProperty() {
        return keyFilter;
    }

    public ObjectProperty<Row> selectedRowProperty() {
        return selectedRow;
    }

    public ObservableList<String> columns() {
        return columns;
    }

    /** The rows shown now; a new position brings a new list (see {@link #rowsProperty()}). */
    public ObservableList<Row> rows() {
        return shown.rows();
    }

    public ReadOnlyObjectProperty<ObservableList<Row>> rowsProperty() {
        return shown.property();
    }

    public TargetCursor cursor() {
        return cursor;
    }
}
