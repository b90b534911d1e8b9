package io.scdstudio.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.Outcome;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Practice says what is this app's rule and what is Databricks': a learner would memorise "the later arrival wins"
 * as Databricks' rule, took the app's check names for Databricks error classes, and was marked right for "the flow is
 * valid" while the design check warned of its sequence.
 */
class PracticeHonestyTest {
    @Test
    void aTiesOutcomeSaysTheLaterArrivalWinsHereNotEverywhere() {
        for (Outcome o : new Outcome[] {Outcome.LOST_TIE, Outcome.REPLACED_TIE}) {
            assertThat(Outcomes.describe(o, 1)).contains("here").contains("later");
        }
        assertThat(Outcomes.describe(Outcome.INSERTED_INTO_HISTORY, 2)).doesNotContain("between");
    }

    @Test
    void aValidFlowOverAFeedWhoseEventsTieSaysTheWarningIsAboutTheDataAndTheChecksAreTheApps() {
        int validOverTies = 0;
        int mistakes = 0;
        Scenario ties = ScenarioReader.read(Path.of("sample-data", "sequence-tie"));
        Scenario users = ScenarioReader.read(Path.of("sample-data", "users-docs-example"));
        for (long seed = 1; seed <= 40; seed++) {
            for (Question q : PracticeRound.of(ties, 1, seed, 10)) {
                if (q.kind() == QuestionKind.SPOT_THE_MISTAKE && q.why().startsWith("Nothing is wrong")) {
                    validOverTies++;
                    assertThat(q.why()).contains("SEQUENCE_TIE warning is about this feed, not the code");
                }
            }
            for (Question q : PracticeRound.of(users, 1, seed, 10)) {
                if (q.kind() == QuestionKind.SPOT_THE_MISTAKE) {
                    assertThat(q.why()).doesNotContain("SEQUENCE_TIE");
                    if (q.why().matches("(?s).*[A-Z]{3,}_[A-Z_]{3,}\\).*")) {
                        mistakes++;
                        assertThat(q.why()).contains("SCD Studio's check ");
                    }
                }
            }
        }
        assertThat(validOverTies).isPositive();
        assertThat(mistakes).isPositive();
    }

    /** A learner took the step-through's states inside a batch for something AUTO CDC itself shows. */
    @Test
    void aQuestionAboutAStepInsideABatchSaysSo() {
        Scenario moves = ScenarioReader.read(Path.of("sample-data", "customer-moves"));
        RoundContext c = PracticeRound.context(moves, 2, 1);
        int inside = 0;
        int last = 0;
        for (long seed = 1; seed <= 30; seed++) {
            for (Question q : PracticeRound.of(moves, 2, seed, 10)) {
                if (q.kind() == QuestionKind.TARGET_ROWS || q.kind() == QuestionKind.VERSION_DATES) {
                    int n = q.showAt();
                    boolean lastOfBatch = n == c.trace.size()
                            || c.trace.get(n).batch() != c.trace.get(n - 1).batch();
                    if (lastOfBatch) {
                        last++;
                        assertThat(q.text()).doesNotContain("a step inside batch");
                    } else {
                        inside++;
                        assertThat(q.text())
                                .contains("(a step inside batch "
                                        + c.trace.get(n - 1).batch() + ", as the preview steps");
                    }
                }
            }
        }
        assertThat(inside).isPositive();
        assertThat(last).isPositive();
    }
}
