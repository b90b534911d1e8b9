package io.scdstudio.ui.preview;

/** A run with a cursor already moved to the event to show, made off the FX thread. */
public record PreparedPreview(PreviewResult result, TargetCursor cursor) {
}
