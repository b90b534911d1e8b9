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
                // Said first: shown under every event's explanation, a tie warning read as if event 1 had caused it.
                .map(w -> "⚠ About the whole feed, not this event alone (" + w.code() + "): " + w.message()
                        // A design rule's message is a finding's sentence, which ends with its own full stop.
                        + (w.message().endsWith(".") ? "" : "."))
                .collect(Collectors.joining("\n"));
    }
}
