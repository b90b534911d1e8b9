package io.scdstudio.ui.shell;

import io.scdstudio.ui.PreviewResult;

/** The status bar's line once a preview's run is shown. */
final class PreviewStatus {
    private PreviewStatus() {}

    static String of(PreviewResult r) {
        if (r.error().isPresent()) {
            return "The flow stops with an error; see the preview.";
        }
        if (!r.traced()) {
            return "Final table shown; tracing every event for the step-through…";
        }
        int warnings = r.warnings().size();
        return r.eventCount() + " events previewed"
                + (warnings == 0
                        ? ""
                        : " · " + warnings + (warnings == 1 ? " warning" : " warnings")
                                + ": see \"What this event did\" in the Preview");
    }
}
