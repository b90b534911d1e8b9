package io.scdstudio.ui.timeline;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * Which axis labels to draw so that none overlaps another: from the left, a label is kept when it starts clear of
 * the last one kept, and the last value's label is kept in place of the one before it when both do not fit, so the
 * axis always shows where the history starts and ends; when even that does not fit (a DMS change sequence is wider
 * than the chart), the last label gets a second line of its own. Every value still gets its tick mark.
 */
final class AxisLabels {
    static final double GAP = 10;

    private AxisLabels() {}

    /** {@code line}: 0 for the axis's line of labels, 1 for the last value's when it needs a line of its own. */
    record Placed(int rank, String text, double left, double width, int line) {
        double right() {
            return left + width;
        }
    }

    /** How many lines of labels {@code placed} takes. */
    static int lines(List<Placed> placed) {
        return placed.stream().mapToInt(Placed::line).max().orElse(0) + 1;
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
            } else if (last) {
                // Only the first value was labelled (a DMS lesson's axis): where the history ends matters as much.
                kept.add(new Placed(p.rank(), p.text(), p.left(), p.width(), 1));
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
        return new Placed(rank, text, left, w, 0);
    }
}
