package io.scdstudio.ui.timeline;

import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.preview.PreviewViewModel;

/** What the line above the chart says: why it is empty, or which of the target's keys it draws. */
final class TimelineMessages {
    private TimelineMessages() {}

    /**
     * Why a run draws no history. A design just opened has no run yet while its preview computes: "the flow does not
     * run" then, on the way to the 100,000-event lesson, read as a broken lesson.
     */
    static String noHistory(PreviewResult r) {
        if (r.targetSchema().isPresent()) {
            return "The timeline shows SCD type 2 history: store the target as SCD type 2.";
        }
        return r.error().isPresent()
                ? "No timeline: the flow does not run."
                : "The timeline shows once the preview has run.";
    }

    /** Which keys the chart draws, given how many it drew and whether the preview lists more. */
    static String drawn(String keyFilter, int drawn, boolean more) {
        boolean followed = keyFilter != null && !keyFilter.isBlank();
        if (more) {
            return "Showing the first " + TimelineViewModel.MAX_KEYS + " keys"
                    + (followed ? " that match \"" + keyFilter.trim() + "\"" : "")
                    + "; filter by key in the preview to see others.";
        }
        if (drawn == 0) {
            return followed
                    ? "No key matches \"Follow a key\" in the preview: clear it to see every key."
                    : "No rows in the target at this point: step forward in the preview to see versions open and close.";
        }
        // The chart, the table as of the marker and its SQL all hold the followed keys alone: a learner who set the
        // filter on another tab took the table for the whole target.
        if (!followed) {
            return "";
        }
        String typed = keyFilter.trim();
        return (typed.startsWith(PreviewViewModel.EXACT_KEY)
                        ? "Only key "
                                + typed.substring(PreviewViewModel.EXACT_KEY.length())
                                        .trim()
                        : "Only the keys that match \"" + typed + "\"")
                + " (Follow a key, in the preview): the chart, the table and its SQL. Clear it there to see every key.";
    }
}
