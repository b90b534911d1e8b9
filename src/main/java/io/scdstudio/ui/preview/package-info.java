/**
 * The preview: the target table after event i of a traced in-memory run. The run is computed once per
 * design revision off the FX thread ({@link io.scdstudio.ui.preview.PreviewComputer}); stepping then applies
 * the trace's per-event removed/added rows ({@link io.scdstudio.ui.preview.TargetCursor}), so a step costs
 * the size of one event's change, not a re-run.
 */
package io.scdstudio.ui.preview;
