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

    /**
     * Event 5 overwrote the row when it arrived, and event 6 of the same sequence replaced it in the same batch: "is
     * dropped, losing the tie" read as true to a learner who knows a pipeline applies a batch whole.
     */
    @Test
    void anEventALaterTieReplacesIsNotAskedAbout() {
        Scenario ties = ScenarioReader.read(Path.of("sample-data", "sequence-tie"));
        for (int type = 1; type <= 2; type++) {
            RoundContext c = PracticeRound.context(ties, type, 1);
            java.util.Set<Integer> replaced = new java.util.HashSet<>();
            for (int j = 0; j < c.trace.size(); j++) {
                if (c.trace.get(j).outcome() == Outcome.REPLACED_TIE) {
                    replaced.add((int) c.trace.get(j).otherEvent() + 1);
                }
            }
            assertThat(replaced).isNotEmpty();
            for (long seed = 1; seed <= 40; seed++) {
                for (Question q : PracticeRound.of(ties, type, seed, 10)) {
                    if (q.kind() == QuestionKind.EVENT_OUTCOME) {
                        assertThat(replaced).doesNotContain(q.showAt());
                    }
                }
            }
        }
    }

    /** A which-design question stated KL1002's rows, which depend on a tie Databricks leaves undefined, as a fact. */
    @Test
    void noWhichDesignQuestionIsAboutAKeyWhoseEventsTie() {
        Scenario ties = ScenarioReader.read(Path.of("sample-data", "sequence-tie"));
        int asked = 0;
        for (int type = 1; type <= 2; type++) {
            for (long seed = 1; seed <= 40; seed++) {
                for (Question q : PracticeRound.of(ties, type, seed, 10)) {
                    if (q.kind() == QuestionKind.WHICH_DESIGN || q.kind() == QuestionKind.WHICH_CODE) {
                        asked++;
                        assertThat(q.text()).startsWith("Key AF1141's events");
                    }
                }
            }
        }
        assertThat(asked).as("the untied key is still asked").isPositive();
    }

    /** A learner met four spot-the-mistake questions in a round of ten, the same options each time. */
    @Test
    void aRoundAsksAtMostThreeSpotTheMistakeQuestionsAndEachMistakeOnce() {
        for (String lesson : new String[] {"users-docs-example", "sequence-tie", "late-update-splits-history"}) {
            Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
            for (long seed = 1; seed <= 30; seed++) {
                java.util.List<String> mistakes = PracticeRound.of(s, s.flow().scdType(), seed, 10).stream()
                        .filter(q -> q.kind() == QuestionKind.SPOT_THE_MISTAKE)
                        .map(MistakeQuestions::mistakeOf)
                        .toList();
                assertThat(mistakes)
                        .as("%s seed %d", lesson, seed)
                        .hasSizeLessThanOrEqualTo(3)
                        .doesNotHaveDuplicates();
            }
        }
    }
}
