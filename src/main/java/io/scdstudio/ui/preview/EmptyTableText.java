package io.scdstudio.ui.preview;

/** What the preview's table says when it shows no row. */
public final class EmptyTableText {
    private EmptyTableText() {}

    /**
     * What is being opened or computed while no run is shown yet ({@code waiting}, else ""); how to start when nothing
     * is open; that no key matches when a key is followed (the step bar above counts the whole target's rows, so "no
     * rows in the target" contradicted it); else that the target is empty at this event.
     */
    public static String of(int events, String keyFilter, String waiting) {
        return events == 0 && !waiting.isEmpty() ? waiting : of(events, keyFilter);
    }

    /** As above, with nothing being opened or computed. */
    public static String of(int events, String keyFilter) {
        if (events == 0) {
            return "Nothing open yet. Open a scenario folder, a CSV or a JSON-lines feed (File > Open), "
                    + "or pick a lesson from the Library menu.";
        }
        String filter = keyFilter == null ? "" : keyFilter.trim();
        if (filter.startsWith(VisibleRows.EXACT)) {
            return "No row of key "
                    + filter.substring(VisibleRows.EXACT.length()).trim()
                    + " at this event. Clear \"Follow a key\" to see every row.";
        }
        if (!filter.isEmpty()) {
            return "No row of a key containing \"" + filter
                    + "\" at this event. Clear \"Follow a key\" to see every row.";
        }
        return "No rows in the target at this event.";
    }
}
