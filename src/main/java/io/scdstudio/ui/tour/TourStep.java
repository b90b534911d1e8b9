package io.scdstudio.ui.tour;

import io.scdstudio.ui.FeatureTab;
import java.util.Objects;
import java.util.Optional;

/**
 * One stop of a tour: the id of the control it points at, the feature tab to bring forward first (if the control
 * lives on one), the event the preview should stand after so the control shows what the text describes (0: as it
 * is), and what to say about it.
 */
public record TourStep(String targetId, Optional<FeatureTab> tab, int event, String title, String text) {
    public TourStep {
        Objects.requireNonNull(targetId, "targetId");
        Objects.requireNonNull(tab, "tab");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(text, "text");
    }
}
