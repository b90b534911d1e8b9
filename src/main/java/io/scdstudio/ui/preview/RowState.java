package io.scdstudio.ui.preview;

import io.scdstudio.ui.Styles;

/** How a preview row is shown: the key's current row, a closed version, a version of a deleted key, or a row the current event removed. */
public enum RowState {
    CURRENT(Styles.ROW_CURRENT),
    CLOSED(Styles.ROW_CLOSED),
    DELETED_KEY(Styles.ROW_DELETED_KEY),
    REMOVED(Styles.ROW_REMOVED);

    private final String styleClass;

    RowState(String styleClass) {
        this.styleClass = styleClass;
    }

    public String styleClass() {
        return styleClass;
    }
}
