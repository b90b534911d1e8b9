package io.scdstudio.ui.preview;

import io.scdstudio.ui.PreviewResult;

/**
 * A new run made ready to show on the preview worker: the cursor at the event to show, its marks and the
 * rows to list. {@code keptPosition} says whether it was prepared to stay at the user's event (after an edit).
 */
public final class PreparedPreview {
    private final PreviewResult result;
    private final ShownTarget shown;
    private final boolean keptPosition;

    PreparedPreview(PreviewResult result, ShownTarget shown, boolean keptPosition) {
        this.result = result;
        this.shown = shown;
        this.keptPosition = keptPosition;
    }

    public PreviewResult result() {
        return result;
    }

    ShownTarget shown() {
        return shown;
    }

    boolean keptPosition() {
        return keptPosition;
    }
}
