package io.scdstudio.ui.timeline;

import io.scdstudio.model.Row;

/**
 * One version on the timeline: its row, where it starts and ends on the axis ({@code to} is -1 while the
 * version is current), whether a late event opened it, whether the key had no row just before it, and the label
 * drawn on it: the values that changed from the version before (all of them for a key's first version).
 */
public record VersionBar(Row row, int from, int to, boolean late, boolean gapBefore, String label) {
    public boolean open() {
        return to < 0;
    }
}
