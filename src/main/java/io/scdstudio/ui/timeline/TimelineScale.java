package io.scdstudio.ui.timeline;

/**
 * Where each sequence rank sits across the chart: the pane's width shared out evenly after the key column and
 * the current versions' open tail, with a floor per step so a long history scrolls rather than crams.
 */
record TimelineScale(double step, int size, double tail) {
    static final double KEY_WIDTH = 120;
    static final double OPEN_TAIL = 60;
    static final double MIN_STEP = 36;
    static final double RIGHT_MARGIN = 12;

    /** The scale for {@code size} sequence values in a viewport {@code width} pixels wide (0 before layout). */
    static TimelineScale fit(int size, double width) {
        double usable = Math.max(0, width - KEY_WIDTH - OPEN_TAIL - RIGHT_MARGIN);
        double step = size <= 1 ? usable : usable / (size - 1);
        // With one point (a lesson at its first event) the current versions run to the pane's right edge: cut to the
        // open tail, their values read "Ann ·…" across an empty chart.
        double tail = size <= 1 ? Math.max(OPEN_TAIL, width - KEY_WIDTH - RIGHT_MARGIN) : OPEN_TAIL;
        return new TimelineScale(Math.max(MIN_STEP, step), size, tail);
    }

    double x(int rank) {
        return KEY_WIDTH + rank * step;
    }

    /** Where an open (current) version's bar ends: past the last value, fading out. */
    double openEnd() {
        return x(Math.max(0, size - 1)) + tail;
    }

    double width() {
        return openEnd() + RIGHT_MARGIN;
    }
}
