package io.scdstudio.ui.preview;

/** What "Follow a key" follows, for the panes that follow it as the preview does (the Textbook MERGE tab's cards). */
public final class FollowedKeys {
    private FollowedKeys() {}

    /** Whether "Follow a key" set to {@code keyFilter} follows the key whose text is {@code keyText}. */
    public static boolean follows(String keyFilter, String keyText) {
        String filter = VisibleRows.normalise(keyFilter);
        return filter.isEmpty() || VisibleRows.keyMatches(keyText, filter);
    }
}
