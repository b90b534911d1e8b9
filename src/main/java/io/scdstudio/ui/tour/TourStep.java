package io.scdstudio.ui.tour;

import io.scdstudio.ui.FeatureTab;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One stop of a tour: the id of the control it points at, the feature tab to bring forward first (if the control
 * lives on one), the event the preview should stand after so the control shows what the text describes (0: as it
 * is), what to say about it, whether what it shows needs history (SCD type 2: a design stored as SCD type 1 has no
 * timeline to show), and the ids of what the text talks about besides the control, which the card must not cover
 * (the rows the step bar changes, the table the legend colours).
 */
public record TourStep(
        String targetId,
        Optional<FeatureTab> tab,
        int event,
        String title,
        String text,
        boolean needsHistory,
        List<String> keptInSight) {
    public TourStep(String targetId, Optional<FeatureTab> tab, int event, String title, String text) {
        this(targetId, tab, event, title, text, false, List.of());
    }

    public TourStep {
        Objects.requireNonNull(targetId, "targetId");
        Objects.requireNonNull(tab, "tab");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(text, "text");
        keptInSight = List.copyOf(keptInSight);
    }

    /** This step, stored as SCD type 2 while it is shown. */
    public TourStep withHistory() {
        return new TourStep(targetId, tab, event, title, text, true, keptInSight);
    }

    /** This step, with the card kept off the controls of these ids as well as off its own. */
    public TourStep keeping(String... ids) {
        return new TourStep(targetId, tab, event, title, text, needsHistory, List.of(ids));
    }
}
