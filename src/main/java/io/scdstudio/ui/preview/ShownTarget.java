package io.scdstudio.ui.preview;

import io.scdstudio.model.Row;
import io.scdstudio.ui.PreviewResult;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A position of the step-through made ready off the FX thread: the cursor moved there, what its event did,
 * and the list of rows the table will show under the key filter it was built for (no listener sees it until
 * then, so building it off the FX thread is safe). The FX thread only swaps it in, so neither a long jump nor
 * a new run of a million events freezes the window.
 */
record ShownTarget(TargetCursor cursor, StepMarks marks, ObservableList<Row> rows, String filter) {

    /** Moves {@code cursor} to {@code to} and lists its rows; costs the move plus one pass over the table. */
    static ShownTarget at(PreviewResult result, TargetCursor cursor, int to, String filter) {
        cursor.moveTo(to);
        StepMarks marks = StepMarks.after(result, cursor.applied());
        return new ShownTarget(
                cursor, marks, FXCollections.observableList(VisibleRows.of(cursor, marks.removed(), filter)), filter);
    }
}
