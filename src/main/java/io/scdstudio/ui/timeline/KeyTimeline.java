package io.scdstudio.ui.timeline;

import java.util.List;

/** One key's versions in sequence order; {@code deleted} when its last version is closed (no current row). */
public record KeyTimeline(String key, List<VersionBar> bars, boolean deleted) {
    public KeyTimeline {
        bars = List.copyOf(bars);
    }
}
