package io.scdstudio.ui.preview;

import io.scdstudio.engine.FlowWarning;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The run's warnings about the feed's data, as the preview shows them under the event's explanation. The status bar
 * counted them, but no pane said what they were: a learner saw "1 warning(s)" and nothing to read.
 */
final class RunWarningsText {
    private RunWarningsText() {}

    static String of(List<FlowWarning> warnings) {
        return warnings.stream()
                .map(w -> "⚠ " + Character.toUpperCase(w.message().charAt(0))
                        + w.message().substring(1) + " (" + w.code() + ", over the whole feed).")
                .collect(Collectors.joining("\n"));
    }
}
