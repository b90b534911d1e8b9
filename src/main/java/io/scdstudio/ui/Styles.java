package io.scdstudio.ui;

/** Style class names used by the views and the stylesheets, in one place. */
public final class Styles {
    public static final String OP_UPSERT = "op-upsert";
    public static final String OP_DELETE = "op-delete";
    public static final String OP_TRUNCATE = "op-truncate";
    public static final String ROW_CURRENT = "row-current";
    public static final String ROW_CLOSED = "row-closed";
    public static final String ROW_DELETED_KEY = "row-deleted-key";
    public static final String ROW_CHANGED = "row-changed";
    public static final String ROW_REMOVED = "row-removed";
    public static final String EVENT_CURRENT = "event-current";
    public static final String ERROR_TEXT = "error-text";
    public static final String HINT_TEXT = "hint-text";
    public static final String EXPLANATION = "explanation";
    public static final String SECTION_TITLE = "section-title";
    public static final String BAR = "version-bar";
    public static final String BAR_OPEN = "version-bar-open";
    public static final String BAR_LATE = "version-bar-late";
    public static final String BAR_SELECTED = "version-bar-selected";
    public static final String GAP = "version-gap";
    public static final String AS_OF_LINE = "as-of-line";
    public static final String KEY_LABEL = "timeline-key";
    public static final String DIFF_MISSING = "diff-missing";
    public static final String DIFF_UNEXPECTED = "diff-unexpected";

    private Styles() {
    }
}
