package io.scdstudio.ui.preview;

import io.scdstudio.model.Row;
import java.util.Collections;
import java.util.Set;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The list the preview table shows and the key filter over it: replaced whole when a new position arrives, edited
 * in place, row by row, while a short step follows the cursor's diffs. Kept apart from the stepping so each can be
 * read alone: this class never decides where the preview stands, only which rows it lists there.
 */
final class ShownRowList {
    private final ObjectProperty<ObservableList<Row>> rows =
            new SimpleObjectProperty<>(FXCollections.observableArrayList());
    private final IntegerProperty settled = new SimpleIntegerProperty();
    /** The normalised key filter, readable by the preview worker while it lists a new run's rows. */
    private volatile String filter = "";

    private boolean following;

    String filter() {
        return filter;
    }

    /** Takes a new filter as typed; the caller lists the rows again. */
    void filterBy(String typed) {
        filter = VisibleRows.normalise(typed);
    }

    /** Lists the cursor's rows and the ones the last event removed, under the filter. */
    void listAgain(TargetCursor cursor, Set<Row> removed) {
        rows.set(FXCollections.observableList(VisibleRows.of(cursor, removed, filter)));
        settle();
    }

    /** Shows rows listed off the FX thread, if they were listed under the filter shown now. */
    boolean take(ObservableList<Row> listed, String listedUnder) {
        if (!listedUnder.equals(filter)) {
            return false;
        }
        rows.set(listed);
        settle();
        return true;
    }

    /** Runs a short step during which the cursor's added and removed rows edit the list in place. */
    void follow(Runnable step) {
        following = true;
        try {
            step.run();
        } finally {
            following = false;
        }
    }

    /** Tells the list's watchers the rows are settled after a step, a new run or a new filter. */
    void settle() {
        settled.set(settled.get() + 1);
    }

    void add(TargetCursor cursor, Row r) {
        if (VisibleRows.passes(cursor, r, filter)) {
            int at = Collections.binarySearch(rows(), r, cursor.order());
            rows().add(at < 0 ? -at - 1 : at, r);
        }
    }

    void remove(TargetCursor cursor, Row r) {
        if (VisibleRows.passes(cursor, r, filter)) {
            int at = Collections.binarySearch(rows(), r, cursor.order());
            if (at >= 0) {
                rows().remove(at);
            }
        }
    }

    /** What a cursor tells the list while a step follows it; ignored outside {@link #follow}. */
    TargetCursor.RowListener listenerFor(TargetCursor cursor) {
        return new TargetCursor.RowListener() {
            @Override
            public void removed(Row row) {
                if (following) {
                    remove(cursor, row);
                }
            }

            @Override
            public void added(Row row) {
                if (following) {
                    add(cursor, row);
                }
            }
        };
    }

    ObservableList<Row> rows() {
        return rows.get();
    }

    ReadOnlyObjectProperty<ObservableList<Row>> property() {
        return rows;
    }

    ReadOnlyIntegerProperty settledProperty() {
        return settled;
    }
}
