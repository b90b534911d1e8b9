package io.scdstudio.ui.flow;

import io.scdstudio.ui.flow.ColumnChoice.Mode;
import java.util.Map;

/** The flow pane's three column-list editors, each with the words its modes are shown as. */
final class ColumnListEditors {
    private ColumnListEditors() {}

    static ColumnListEditor targetColumns(FlowViewModel vm) {
        return new ColumnListEditor(
                        "targetColumns",
                        Map.of(Mode.DEFAULT, "every column", Mode.ONLY, "only these", Mode.EXCEPT, "all except these"),
                        vm::setColumnSelection)
                // The parameters' names cut the choice short in a pane 260 pixels wide ("all except (except_column_…"):
                // they are said on hovering instead.
                .withTip("\"only these\" is column_list, \"all except these\" is except_column_list"
                        + " (COLUMNS * EXCEPT (…) in SQL).");
    }

    static ColumnListEditor trackHistory(FlowViewModel vm) {
        return new ColumnListEditor(
                "trackHistory",
                Map.of(
                        Mode.DEFAULT,
                        "every column (default)",
                        Mode.ONLY,
                        "only these",
                        Mode.EXCEPT,
                        "all except these"),
                vm::setTrackHistory);
    }

    static ColumnListEditor ignoreNull(FlowViewModel vm) {
        return new ColumnListEditor(
                "ignoreNull",
                Map.of(
                        Mode.DEFAULT,
                        "off: NULL overwrites",
                        Mode.ALL,
                        "every column",
                        Mode.ONLY,
                        "only these columns",
                        Mode.EXCEPT,
                        "all except these"),
                vm::setIgnoreNull);
    }
}
