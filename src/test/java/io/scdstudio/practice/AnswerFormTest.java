package io.scdstudio.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How a learner may type a version's dates: as the tables write them, or a time the ISO way. */
class AnswerFormTest {
    @Test
    void versionsOfATimestampSequenceReadAsTheTablesWriteThemWhicheverWayTheTimeIsTyped() {
        String answer = "2024-01-05 09:00:00,2024-02-20 09:00:00; 2024-02-20 09:00:00,null";
        assertThat(AnswerForm.INTERVALS.read(answer, List.of())).contains(answer);
        assertThat(AnswerForm.INTERVALS.read(
                        "2024-01-05T09:00:00, 2024-02-20t09:00:00;2024-02-20T09:00:00,NULL", List.of()))
                .contains(answer);
        assertThat(AnswerForm.INTERVALS.read("2,5; 5,null", List.of())).contains("2,5; 5,null");
    }

    @Test
    void theSyntaxShowsATimeAsTheTablesWriteIt() {
        assertThat(AnswerForm.INTERVALS.syntax(0)).contains("2,5; 5,null").contains("2024-01-05 09:00:00,null");
    }
}
