package io.scdstudio.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Topic;
import io.scdstudio.practice.QuestionKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class SharesTest {
    private static ExamProfile.Objective weighing(int w) {
        return new ExamProfile.Objective(
                "o" + w, "s", "t", w, List.of(Topic.DELETES), List.of(QuestionKind.TARGET_ROWS));
    }

    @Test
    void sharesFollowTheWeightsAndAddUpToTheRound() {
        List<ExamProfile.Objective> os = List.of(weighing(30), weighing(31), weighing(18), weighing(11));
        assertThat(Shares.shares(os, 90)).containsExactly(30, 31, 18, 11);
        assertThat(Shares.shares(os, 45)).containsExactly(15, 16, 9, 5);
    }

    @Test
    void everyObjectiveGetsOneWhenTheRoundHasRoomAndNoneIsInventedWhenItHasNot() {
        List<ExamProfile.Objective> os = List.of(weighing(90), weighing(5), weighing(5));
        assertThat(Shares.shares(os, 3)).containsExactly(1, 1, 1);
        assertThat(Shares.shares(os, 2)).containsExactly(2, 0, 0);
    }
}
