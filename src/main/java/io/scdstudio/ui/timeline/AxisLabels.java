package io.scdstudio.ui.timeline;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * Which axis labels to draw so that none overlaps another: from the left, a label is kept when it starts clear of
 * the last one kept, and the last value's label is kept in place of the one before it when both do not fit, so the
 * axis always shows where the history starts and ends. Every value still gets its tick mark.
 */
final class AxisLabels {
    static final double GAP = 10;

    private AxisLabels() {}

    record Placed(int rank, String text, double left, double width) {
        double right() {
            return left + width;
        }
    }

    static List<Placed> place(List<String> texts, TimelineScale scale, ToDoubleFunction<String> width) {
        return place(texts.size(), texts::get, scale, width);
    }

    /**
     * {@code text}: the label of a rank, asked only of the ranks that may get one (a big feed's axis has thousands of
     * values, and writing each as text cost showing the timeline a tenth of a second).
     */
    static List<Placed> place(
            int count, IntFunction<String> text, TimelineScale scale, ToDoubleFunction<String> width) {
        List<Placed> kept = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            boolean last = r == count - 1;
            if (!kept.isEmpty()
                    && !last
                    && scale.x(r) < kept.get(kept.size() - 1).right() + GAP) {
                // Its label would start left of its tick, so before the last one's end: no need to measure it.
                continue;
            }
            Placed p = centred(r, text.apply(r), scale, width);
            if (kept.isEmpty() || p.left() >= kept.get(kept.size() - 1).right() + GAP) {
                kept.add(p);
            } else if (last
                    && kept.size() > 1
                    && p.left() >= kept.get(kept.size() - 2).right() + GAP) {
                kept.set(kept.size() - 1, p);
            }
        }
        return kept;
    }

    /**
     * Centred on its tick, but never left of the chart's value area nor past the open versions' tail: the last
     * timestamp's label ran past the chart's right edge, under the scroll bar.
     */
    private static Placed centred(int rank, String text, TimelineScale scale, ToDoubleFunction<String> width) {
        double w = width.applyAsDouble(text);
        double left = Math.max(TimelineScale.KEY_WIDTH - 4, Math.min(scale.x(rank) - w / 2, scale.openEnd() - w));
        return new Placed(rank, text, left, w);
    }
}
