package io.scdstudio.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Which flow code made these rows, explained in the language it asks in: a learner reading a Python question's
 * explanation met SEQUENCE BY and TRACK HISTORY, and designs without the letters of the snippets they were.
 */
class CodeQuestionsTest {
    @Test
    void anExplanationNamesEveryOptionByItsLetterAndAPythonOneSpeaksInTheFlowsParameters() {
        int python = 0;
        int sql = 0;
        for (String lesson : new String[] {"customer-moves", "struct-tiebreaker", "ignore-null-column-list"}) {
            Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
            for (long seed = 1; seed <= 30; seed++) {
                for (Question q : PracticeRound.of(s, 2, seed, 10)) {
                    if (q.kind() != QuestionKind.WHICH_CODE) {
                        continue;
                    }
                    assertThat(q.why()).startsWith("It is " + q.answer() + "), the flow with ");
                    for (int i = 0; i < q.options().size(); i++) {
                        String letter = (char) ('a' + i) + ")";
                        assertThat(q.why()).as("option %s named", letter).contains(letter);
                    }
                    if (q.text().contains("Which Lakeflow Python flow")) {
                        python++;
                        assertThat(q.why())
                                .doesNotContain("SEQUENCE BY")
                                .doesNotContain("history tracked")
                                .contains("sequence_by=")
                                .contains("stored_as_scd_type=");
                    } else {
                        sql++;
                        assertThat(q.why()).contains("SEQUENCE BY");
                    }
                }
            }
        }
        assertThat(python).isPositive();
        assertThat(sql).isPositive();
    }
}
