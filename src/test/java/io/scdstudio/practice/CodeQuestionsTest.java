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

    /**
     * The header alone (__START_AT there, a column left out) told a learner which design made the rows: designs of the
     * practised one's columns are offered first, and others only to make up three options.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0} SCD{1}")
    @org.junit.jupiter.params.provider.MethodSource("io.scdstudio.practice.PracticeRoundTest#designs")
    void designsOfOtherColumnsAreOfferedOnlyToMakeUpThreeOptions(String lesson, int type) {
        Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
        if (!(s.feed() instanceof io.scdstudio.model.ChangeFeed feed)) {
            return;
        }
        RoundContext c = PracticeRound.context(s, type, 1);
        io.scdstudio.model.CdcFlowSettings flow = (io.scdstudio.model.CdcFlowSettings) c.flow;
        java.util.List<String> columns = names(flow, s);
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (int i = 0; i < c.trace.size(); i++) {
            c.keyOfEvent(i).ifPresent(keys::add);
        }
        for (String key : keys) {
            var designs = DesignQuestions.choices(c, flow, feed, key).keySet();
            long same =
                    designs.stream().filter(d -> names(d, s).equals(columns)).count();
            long other = designs.size() - same;
            assertThat(other)
                    .as(
                            "%s key %s: %s",
                            lesson,
                            key,
                            designs.stream().map(DesignAlternatives::describe).toList())
                    .isLessThanOrEqualTo(Math.max(0, 3 - same));
        }
    }

    private static java.util.List<String> names(io.scdstudio.model.CdcFlowSettings d, Scenario s) {
        return io.scdstudio.engine.resolve.FlowResolver.resolveCdc(d, s.feed().schema())
                .target()
                .names();
    }
}
