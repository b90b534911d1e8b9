package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AxisLabelsTest {
    /** About the width of 11 px text: 6 px a character. */
    private static double width(String text) {
        return text.length() * 6.0;
    }

    @Test
    void timestampLabelsOnANarrowChartNeverOverlapAndKeepTheFirstAndLastValue() {
        List<String> stamps = new ArrayList<>();
        for (int day = 1; day <= 28; day++) {
            stamps.add(String.format("2024-02-%02dT09:30:00", day));
        }
        TimelineScale scale = TimelineScale.fit(stamps.size(), 900);
        List<AxisLabels.Placed> placed = AxisLabels.place(stamps, scale, AxisLabelsTest::width);

        assertThat(placed.size()).isBetween(2, stamps.size() - 1);
        for (int i = 1; i < placed.size(); i++) {
            assertThat(placed.get(i).left())
                    .as("label %d starts after label %d ends", i, i - 1)
                    .isGreaterThanOrEqualTo(placed.get(i - 1).right() + AxisLabels.GAP);
        }
        assertThat(placed.get(0).rank()).isZero();
        assertThat(placed.get(placed.size() - 1).rank()).isEqualTo(stamps.size() - 1);
        assertThat(placed.get(placed.size() - 1).right())
                .as("the last label ends within the chart, not under its scroll bar")
                .isLessThanOrEqualTo(scale.openEnd());
    }

    @Test
    void aLongLastLabelEndsWithinTheChart() {
        List<String> stamps = List.of("2024-01-01 00:00:32.123456", "2024-01-26 09:41:12.654321");
        // 9 px a character, a wider font than the other tests measure with.
        TimelineScale scale = TimelineScale.fit(stamps.size(), 700);
        List<AxisLabels.Placed> placed = AxisLabels.place(stamps, scale, t -> t.length() * 9.0);
        assertThat(placed).hasSize(2);
        assertThat(placed.get(1).right()).isLessThanOrEqualTo(scale.openEnd());
        assertThat(placed.get(1).left()).isGreaterThanOrEqualTo(placed.get(0).right() + AxisLabels.GAP);
    }

    @Test
    void shortLabelsWithRoomAreAllShown() {
        List<String> numbers = List.of("1", "2", "3", "5", "8", "13");
        List<AxisLabels.Placed> placed =
                AxisLabels.place(numbers, TimelineScale.fit(numbers.size(), 900), AxisLabelsTest::width);
        assertThat(placed).extracting(AxisLabels.Placed::text).containsExactlyElementsOf(numbers);
    }

    @Test
    void theChartUsesTheWholeWidthItIsGiven() {
        TimelineScale wide = TimelineScale.fit(6, 1200);
        assertThat(wide.width()).isCloseTo(1200, org.assertj.core.data.Offset.offset(1.0));
        assertThat(TimelineScale.fit(500, 1200).step()).isEqualTo(TimelineScale.MIN_STEP);
    }
}
