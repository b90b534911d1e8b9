package io.scdstudio.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A wrong answer says what it is when the engine can name it, each on the feed that triggers it: the users example
 * as SCD type 2 (event 5 deletes key 123; event 7 is key 125's late update at sequence 5, after 6 was applied) and a
 * lesson whose history leaves a column untracked.
 */
class MisreadingsTest {
    private static final Scenario USERS = ScenarioReader.read(Path.of("sample-data/users-docs-example"));

    private static RoundContext users() {
        return PracticeRound.context(USERS, 2, 1);
    }

    private static Map<String, String> versionsMisread(RoundContext c, String key, int n) {
        int start = c.target().indexOf(FlowResolver.START_AT);
        int end = c.target().indexOf(FlowResolver.END_AT);
        return Misreadings.ofIntervals(c, key, n, rows -> TargetRowsQuestions.intervals(rows, start, end));
    }

    private static Question intervalsQuestion(String answer, Map<String, String> diagnoses) {
        return new Question(
                        QuestionKind.VERSION_DATES, "q", List.of(), AnswerForm.INTERVALS, answer, "why", List.of(), 0)
                .withDiagnoses(diagnoses);
    }

    @Test
    void theTableAfterAnEventThatHasNotArrivedYetIsNamed() {
        RoundContext c = users();
        Question q = intervalsQuestion("2,6; 6,null", versionsMisread(c, "125", 6));
        Verdict v = q.check("2,5; 5,6; 6,null");
        assertThat(v.right()).isFalse();
        assertThat(v.headline())
                .isEqualTo("Wrong: your rows are the table after event 7, which has not arrived yet after event 6. "
                        + "The answer is 2,6; 6,null.");
    }

    @Test
    void aDeletedKeyKeptIsNamedWithTheDeleteThatClosedIt() {
        RoundContext c = users();
        Question q = intervalsQuestion("1,6", versionsMisread(c, "123", 6));
        assertThat(q.check(" 1 , NULL ").headline())
                .isEqualTo("Wrong: you kept the deleted key: event 5 deletes key 123, so after event 6 its version is "
                        + "closed and it has no current row. The answer is 1,6.");
        assertThat(q.check("1,7").headline()).as("an answer no state gives").isEqualTo("Wrong: the answer is 1,6.");
    }

    @Test
    void aLateUpdateAppliedAsTheNewestIsNamedWithBothSequences() {
        RoundContext c = users();
        List<String> options = new ArrayList<>();
        for (Outcome o : List.of(Outcome.OPENED_VERSION, Outcome.INSERTED_INTO_HISTORY, Outcome.DROPPED_STALE)) {
            options.add(Outcomes.describe(o, 2));
        }
        Question q = new Question(
                        QuestionKind.EVENT_OUTCOME, "q", options, AnswerForm.LETTER, "b", "why", List.of(7), 7)
                .withDiagnoses(Misreadings.ofOutcome(c, 6, options, o -> Outcomes.describe(o, 2)));
        assertThat(q.check("a").headline())
                .startsWith("Wrong: you applied the late event as the newest. Its sequence 5 is older than 6, which "
                        + "the key already has")
                .endsWith("The answer is b (" + options.get(1) + ").");
        assertThat(q.check("c").headline()).startsWith("Wrong: the answer is b");
    }

    @Test
    void aVersionOpenedForAnUntrackedChangeIsNamed() {
        Scenario s = ScenarioReader.read(Path.of("sample-data/track-history-except"));
        RoundContext c = PracticeRound.context(s, 2, 1);
        int inPlace = -1;
        for (int i = 0; i < c.trace.size() && inPlace < 0; i++) {
            if (c.trace.get(i).outcome() == Outcome.UPDATED_IN_PLACE) {
                inPlace = i;
            }
        }
        assertThat(inPlace).as("the lesson updates a version in place").isNotNegative();
        List<String> options =
                List.of(Outcomes.describe(Outcome.OPENED_VERSION, 2), Outcomes.describe(Outcome.UPDATED_IN_PLACE, 2));
        Map<String, String> d = Misreadings.ofOutcome(c, inPlace, options, o -> Outcomes.describe(o, 2));
        assertThat(d).containsOnlyKeys("a");
        assertThat(d.get("a")).startsWith("you opened a new version, but no column that tracks history changed");
    }

    @Test
    void practiceRoundsOnTheUsersExampleSayWhatWrongAnswersAre() {
        int diagnosed = 0;
        for (long seed = 1; seed <= 40; seed++) {
            for (Question q : PracticeRound.of(USERS, 2, seed, 10)) {
                for (Map.Entry<String, String> wrong : q.diagnoses().entrySet()) {
                    assertThat(wrong.getKey()).isNotEqualTo(q.answer());
                    assertThat(q.check(wrong.getKey()).headline()).startsWith("Wrong: " + wrong.getValue());
                    diagnosed++;
                }
            }
        }
        assertThat(diagnosed).as("wrong answers the rounds can name").isGreaterThan(20);
    }
}
