package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.DataType;
import io.scdstudio.model.StructValue;
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
    void aLastLabelThatFitsNowhereBesideTheFirstGetsALineOfItsOwn() {
        // A DMS lesson's axis at 1200 px beside a lesson: each STRUCT label is wider than half the chart.
        List<String> seqs = new ArrayList<>(List.of("(__phase 0, AR_H_CHANGE_SEQ null)"));
        for (int i = 1; i <= 6; i++) {
            seqs.add("(__phase 1, AR_H_CHANGE_SEQ 2024030113000000000000000000000" + i + ")");
        }
        TimelineScale scale = TimelineScale.fit(seqs.size(), 580);
        List<AxisLabels.Placed> placed = AxisLabels.place(seqs, scale, AxisLabelsTest::width);

        assertThat(placed).extracting(AxisLabels.Placed::rank).containsExactly(0, seqs.size() - 1);
        assertThat(placed).extracting(AxisLabels.Placed::line).containsExactly(0, 1);
        assertThat(AxisLabels.lines(placed)).isEqualTo(2);
        assertThat(placed.get(1).right()).isLessThanOrEqualTo(scale.openEnd());
    }

    @Test
    void aStructTickShowsItsValuesWhileTheCaptionAndHoverNameThem() {
        List<String> names = List.of("__phase", "AR_H_CHANGE_SEQ");
        List<DataType> types = List.of(DataType.INT, DataType.STRING);
        SequenceAxis axis = new SequenceAxis(List.of(
                new StructValue(names, types, java.util.Arrays.asList(0, null)),
                new StructValue(names, types, List.of(1, "20240301130000000000000000000006"))));

        assertThat(axis.tickLabel(0)).isEqualTo("(0, null)");
        assertThat(axis.tickLabel(1)).isEqualTo("(1, 20240301130000000000000000000006)");
        assertThat(axis.label(1)).isEqualTo("(__phase 1, AR_H_CHANGE_SEQ 20240301130000000000000000000006)");
    }

    @Test
    void labelsThatFitOnOneLineTakeOnlyOne() {
        List<String> stamps = List.of("2024-01-01 00:00:32.123456", "2024-01-26 09:41:12.654321");
        assertThat(AxisLabels.lines(AxisLabels.place(stamps, TimelineScale.fit(2, 700), t -> t.length() * 9.0)))
                .isEqualTo(1);
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

    /** A fresh-eyes review: at a lesson's first event the current versions' values read "Ann ·…" across an empty chart. */
    @Test
    void withOnePointTheCurrentVersionsRunToThePanesEdge() {
        assertThat(TimelineScale.fit(1, 900).width()).isEqualTo(900);
        assertThat(TimelineScale.fit(1, 900).openEnd()
                        - TimelineScale.fit(1, 900).x(0))
                .isGreaterThan(700);
        TimelineScale five = TimelineScale.fit(5, 900);
        assertThat(five.openEnd()).isEqualTo(five.x(4) + TimelineScale.OPEN_TAIL);
    }
}
