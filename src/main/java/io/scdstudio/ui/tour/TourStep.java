package io.scdstudio.ui.tour;

import io.scdstudio.ui.FeatureTab;
import java.util.Objects;
import java.util.Optional;

/**
 * One stop of a tour: the id of the control it points at, the feature tab to bring forward first (if the control
 * lives on one), the event the preview should stand after so the control shows what the text describes (0: as it
 * is), what to say about it, and whether what it shows needs history (SCD type 2): a design stored as SCD type 1
 * has no timeline to show.
 */
public record TourStep(
        String targetId, Optional<FeatureTab> tab, int event, String title, String text, boolean needsHistory) {
    public TourStep(String targetId, Optional<FeatureTab> tab, int event, String title, String text) {
        this(targetId, tab, event, title, text, false);
    }

    public TourStep {
        Objects.requireNonNull(targetId, "targetId");
        Objects.requireNonNull(tab, "tab");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(text, "text");
    }
}
