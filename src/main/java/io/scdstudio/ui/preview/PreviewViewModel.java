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
    private int wanted;
    private boolean followEnd = true;

    public PreviewViewModel() {
        keyFilter.addListener((o, was, now) -> refresh());
    }

    /** Shows a new run; {@code keepPosition} stays at the same event (after an edit), else goes to the end. */
    public void setResult(PreviewResult r, boolean keepPosition) {
        int keep = keepPosition && !followEnd ? wanted : r.eventCount();
        result.set(r);
        cursor = new TargetCursor(r.trace(), r.keyIndexes(), r.startIndex(), r.endIndex());
        columns.setAll(r.targetSchema().map(s -> s.names()).orElse(List.of()));
        eventCount.set(r.eventCount());
        error.set(r.error().map(e -> ErrorReport.of(e).summary()).orElse(""));
        show(keep);
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
        show(n);
    }

    private void show(int n) {
        cursor.moveTo(n);
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
        refresh();
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
        String filter = keyFilter.get() == null ? "" : keyFilter.get().trim().toLowerCase(Locale.ROOT);
        if (!filter.isEmpty()) {
            shown.removeIf(r -> !keyText(r).toLowerCase(Locale.ROOT).contains(filter));
        }
        rows.setAll(shown);
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
