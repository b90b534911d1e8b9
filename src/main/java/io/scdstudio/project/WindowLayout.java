package io.scdstudio.project;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** The window's place, size and split positions, remembered between sessions. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record WindowLayout(double x, double y, double width, double height, boolean maximized, double flowDivider) {
    public static final WindowLayout DEFAULT = new WindowLayout(Double.NaN, Double.NaN, 1200, 760, false, 0.3);

    public WindowLayout {
        width = Math.max(640, width);
        height = Math.max(480, height);
        flowDivider = flowDivider > 0.05 && flowDivider < 0.95 ? flowDivider : 0.3;
    }

    public boolean hasPosition() {
        return !Double.isNaN(x) && !Double.isNaN(y);
    }
}
