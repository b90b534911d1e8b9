package io.scdstudio.ui.preview;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.ErrorReport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The step-through: which event the preview stands after, the target rows then (filtered to one key when
 * asked), which rows the event changed, and its explanation. A new result (after an edit) keeps the
 * position, so the user sees what the edit did at the event they were looking at.
 */
public final class PreviewViewModel {
    private final ObjectProperty<PreviewResult> result = new SimpleObjectProperty<>(PreviewResult.empty());
    private final IntegerProperty applied = new SimpleIntegerProperty();
    private final IntegerProperty eventCount = new SimpleIntegerProperty();
    private final IntegerProperty shownChanges = new SimpleIntegerProperty();
    private final StringProperty explanation = new SimpleStringProperty("");
    private final StringProperty position = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty keyFilter = new SimpleStringProperty("");
    private final ObjectProperty<Row> selectedRow = new SimpleObjectProperty<>();
    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private TargetCursor cursor = new TargetCursor(Trace.empty(), new int[0], -1, -1);
    private Set<Row> changed = Set.of();
    private Set<Row> removed = Set.of();
    private static final int INCREMENTAL_LIMIT = 2_000;
    private volatile int wanted;
    private volatile boolean followEnd = true;
    private boolean following;

    public PreviewViewModel() {
        keyFilter.addListener((o, was, now) -> refresh());
    }

    /** Shows a new run; {@code keepPosition} stays at the same event (after an edit), else goes to the end. */
    public void setResult(PreviewResult r, boolean keepPosition) {
        show(prepare(r, keepPosition));
    }

    /**
     * The costly half of showing a run, safe to call off the FX thread: a cursor already at the event to
     * show (loaded from the final table when that is nearer than the start).
     */
    public PreparedPreview prepare(PreviewResult r, boolean keepPosition) {
        int target = keepPosition && !followEnd ? Math.min(wanted, r.eventCount()) : r.eventCount();
        TargetCursor c = new TargetCursor(r.trace(), r.keyIndexes(), r.startIndex(), r.endIndex());
        if (target > r.eventCount() / 2 && r.finalTarget().isPresent()) {
            c.startAtEnd(r.finalTarget().get().rows());
        }
        c.moveTo(target);
        return new PreparedPreview(r, c);
    }

    /** Shows a prepared run (on the FX thread). */
    public void show(PreparedPreview p) {
        PreviewResult r = p.result();
        result.set(r);
        cursor = p.cursor();
        cursor.listen(new ShownRows());
        columns.setAll(r.targetSchema().map(s -> s.names()).orElse(List.of()));
        eventCount.set(r.eventCount());
        error.set(r.error().map(e -> ErrorReport.of(e).summary()).orElse(""));
        show(cursor.applied(), true);
    }

    public void first() {
        moveTo(0);
    }

    public void back() {
        moveTo(applied.get() - 1);
    }

    public void forward() {
        moveTo(applied.get() + 1);
    }

    public void last() {
        moveTo(eventCount.get());
    }

    public boolean atEnd() {
        return applied.get() >= eventCount.get();
    }

    /** Shows the target after {@code n} events; a later result (after an edit) returns to this event. */
    public void moveTo(int n) {
        wanted = Math.max(0, n);
        followEnd = n >= eventCount.get();
        show(n, Math.abs(n - applied.get()) > INCREMENTAL_LIMIT);
    }

    /**
     * Moves the cursor and the shown rows. A short move edits the shown list by the events' diffs (a step
     * on a million-row table costs microseconds); a long one rebuilds it.
     */
    private void show(int n, boolean rebuild) {
        if (!rebuild) {
            removed.forEach(this::unshow);
            following = true;
        }
        try {
            cursor.moveTo(n);
        } finally {
            following = false;
        }
        applied.set(cursor.applied());
        Optional<TraceEntry> current = currentEntry();
        changed = current.map(e -> (Set<Row>) new HashSet<>(e.added())).orElse(Set.of());
        removed = current.map(e -> {
            Set<Row> gone = new HashSet<>(e.removed());
            gone.removeAll(e.added());
            return gone;
        }).orElse(Set.of());
        explanation.set(current.map(TraceEntry::explain).orElse(applied.get() == 0 && eventCount.get() > 0
                ? "Before the first event: the target is empty." : ""));
        position.set(positionText(current));
        if (rebuild) {
            refresh();
        } else {
            removed.forEach(this::showRow);
            shownChanges.set(shownChanges.get() + 1);
        }
    }

    /** Moves to the state after the last event of batch {@code batch}. */
    public void jumpToBatch(int batch) {
        Trace t = result.get().trace();
        int lo = 0;
        int hi = t.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (t.get(mid).batch() <= batch) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        moveTo(lo);
    }

    public Optional<TraceEntry> currentEntry() {
        return result.get().entry(applied.get() - 1L);
    }

    public RowState stateOf(Row row) {
        if (removed.contains(row)) {
            return RowState.REMOVED;
        }
        int end = result.get().endIndex();
        if (end < 0 || row.get(end) == null) {
            return RowState.CURRENT;
        }
        return cursor.keyHasCurrentRow(row) ? RowState.CLOSED : RowState.DELETED_KEY;
    }

    public boolean isChanged(Row row) {
        return changed.contains(row);
    }

    public String keyText(Row row) {
        return cursor.keyOf(row).stream().map(CanonicalText::render).collect(Collectors.joining(", "));
    }

    private void refresh() {
        List<Row> now = cursor.rows();
        List<Row> shown = new ArrayList<>(now.size() + removed.size());
        shown.addAll(now);
        for (Row gone : removed) {
            int at = Collections.binarySearch(shown, gone, cursor.order());
            if (at < 0) {
                shown.add(-at - 1, gone);
            }
        }
        if (!filterText().isEmpty()) {
            shown.removeIf(r -> !passesFilter(r));
        }
        rows.setAll(shown);
        shownChanges.set(shownChanges.get() + 1);
    }

    /** Moves once each time the shown rows settle after a step, a new run or a new filter. */
    public ReadOnlyIntegerProperty shownChangesProperty() {
        return shownChanges;
    }

    private String filterText() {
        return keyFilter.get() == null ? "" : keyFilter.get().trim().toLowerCase(Locale.ROOT);
    }

    private boolean passesFilter(Row r) {
        String filter = filterText();
        return filter.isEmpty() || keyText(r).toLowerCase(Locale.ROOT).contains(filter);
    }

    private void showRow(Row r) {
        if (passesFilter(r)) {
            int at = Collections.binarySearch(rows, r, cursor.order());
            rows.add(at < 0 ? -at - 1 : at, r);
        }
    }

    private void unshow(Row r) {
        if (passesFilter(r)) {
            int at = Collections.binarySearch(rows, r, cursor.order());
            if (at >= 0) {
                rows.remove(at);
            }
        }
    }

    /** While the cursor moves a short way, the shown list follows its diffs. */
    private final class ShownRows implements TargetCursor.RowListener {
        @Override
        public void removed(Row row) {
            if (following) {
                unshow(row);
            }
        }

        @Override
        public void added(Row row) {
            if (following) {
                showRow(row);
            }
        }
    }

    private String positionText(Optional<TraceEntry> current) {
        int n = eventCount.get();
        return current.map(e -> "Event " + applied.get() + " of " + n + " · batch " + e.batch()
                + (e.line() > 0 ? " · line " + e.line() : "") + " · " + e.kind().word() + " of key " + keyOrAll(e)
                + " · " + cursor.size() + " rows")
                .orElse("Before event 1 of " + n);
    }

    private static String keyOrAll(TraceEntry e) {
        return e.key().isEmpty() ? "(all keys)" : e.key();
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

    public ReadOnlyStringProperty explanationProperty() {
        return explanation;
    }

    public ReadOnlyStringProperty positionProperty() {
        return position;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error;
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

    public ObservableList<Row> rows() {
        return rows;
    }

    public TargetCursor cursor() {
        return cursor;
    }
}
