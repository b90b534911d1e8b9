package io.scdstudio.ui.preview;

import io.scdstudio.ui.Styles;
import javafx.css.PseudoClass;

/** How a preview row is shown: the key's current row, a closed version, a version of a deleted key, or a row the current event removed. */
public enum RowState {
    CURRENT(Styles.ROW_CURRENT),
    CLOSED(Styles.ROW_CLOSED),
    DELETED_KEY(Styles.ROW_DELETED_KEY),
    REMOVED(Styles.ROW_REMOVED);

    private final String styleClass;
    private final PseudoClass pseudoClass;

    RowState(String styleClass) {
        this.styleClass = styleClass;
        this.pseudoClass = Styles.state(styleClass);
    }

    /** The state on a table row (its legend swatch carries {@link #styleClass()} instead). */
    public PseudoClass pseudoClass() {
        return pseudoClass;
    }

    public String styleClass() {
        return styleClass;
    }
}
