package io.scdstudio.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.Trace;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No question of a round is answered by what an earlier one showed: the third fresh-eyes learner answered "which rows
 * after event 7 of 7" by copying the rows a which-design question had shown two questions before, and every
 * which-design answer was the design that the other questions' texts state.
 */
class RoundGiveawayTest {
    private static final Pattern KEY_EVENTS = Pattern.compile("Key (.+?)'s events as they arrived");
    private static final Pattern ASKED_AFTER = Pattern.compile("After event (\\d+) of \\d+[ ,]");
    private static final Pattern EVENT_OF_KEY =
            Pattern.compile("^Event (\\d+) of \\d+ \\(batch \\d+\\) arrives: \\w+ \\w+ of key (.+?) at sequence");

    static List<org.junit.jupiter.params.provider.Arguments> designs() throws java.io.IOException {
        return PracticeRoundTest.designs().toList();
    }

    @ParameterizedTest(name = "{0} SCD{1}")
    @MethodSource("designs")
    void noQuestionAsksForRowsAnEarlierQuestionOfTheRoundShowed(String lesson, int type) {
        Scenario scenario = ScenarioReader.read(Path.of("sample-data", lesson));
        FlowSettings flow = scenario.flow().withScdType(type);
        Trace trace = PracticeRound.traced(scenario, flow);
        ResolvedFlow resolved = PracticeRound.resolve(scenario, flow);
        KeyRows rows = new KeyRows(resolved, trace);
        for (long seed = 1; seed <= 100; seed++) {
            Set<String> shown = new HashSet<>();
            for (Question q : PracticeRound.of(scenario, flow, trace, seed, PracticeRound.DEFAULT_COUNT)) {
                String asked = asked(q, rows);
                if (asked != null) {
                    assertThat(shown)
                            .as("seed %d asks what an earlier question showed: %s", seed, q.text())
                            .doesNotContain(asked);
                }
                shown.addAll(shownBy(q, rows, trace.size()));
                if (asked != null) {
                    shown.add(asked);
                }
            }
        }
    }

    /**
     * The fresh-eyes learner answered "what does event 7 do" from an earlier explanation's "event 7: ... inserted into
     * history", and met the same key's design asked twice.
     */
    @ParameterizedTest(name = "{0} SCD{1}")
    @MethodSource("designs")
    void noEventIsAskedAfterAnExplanationSaidWhatItDidNorAKeysDesignTwiceNorBesideItsRows(String lesson, int type) {
        Scenario scenario = ScenarioReader.read(Path.of("sample-data", lesson));
        for (long seed = 1; seed <= 30; seed++) {
            Set<Integer> told = new HashSet<>();
            Set<String> designs = new HashSet<>();
            Set<String> rowsAsked = new HashSet<>();
            Set<String> listed = new HashSet<>();
            for (Question q : PracticeRound.of(scenario, type, seed, PracticeRound.DEFAULT_COUNT)) {
                switch (q.kind()) {
                    case EVENT_OUTCOME -> {
                        assertThat(told)
                                .as("seed %d: event %d was explained before", seed, q.showAt())
                                .doesNotContain(q.showAt());
                        told.add(q.showAt());
                        Matcher m = EVENT_OF_KEY.matcher(q.text());
                        if (m.find()) {
                            rowsAsked.add(m.group(2));
                        }
                    }
                    case TARGET_ROWS, VERSION_DATES -> {
                        told.addAll(q.events());
                        String key = group(KEY_EVENTS, q.text(), 1);
                        rowsAsked.add(key);
                        // A which-rows question's options are every row the key had, dates and all.
                        assertThat(listed)
                                .as("seed %d: key %s's rows were listed before", seed, key)
                                .doesNotContain(key);
                        if (q.kind() == QuestionKind.TARGET_ROWS) {
                            listed.add(key);
                        }
                    }
                    case WHICH_DESIGN, WHICH_CODE ->
                        assertThat(designs.add(group(KEY_EVENTS, q.text(), 1)))
                                .as("seed %d asks the design of a key again: %s", seed, q.text())
                                .isTrue();
                    default -> {}
                }
            }
            // A which-design question shows a key's whole history: the key's states and events, asked before or
            // after it, were answered by it or answered it.
            Set<String> both = new HashSet<>(designs);
            both.retainAll(rowsAsked);
            assertThat(both)
                    .as("seed %d: keys asked both as a design and as rows or events", seed)
                    .isEmpty();
        }
    }

    @Test
    void whichDesignAnswersAreNotAlwaysTheDesignBeingPractisedAndThePreviewIsOfferedOnlyForItsOwnRows() {
        Scenario users = ScenarioReader.read(Path.of("sample-data", "users-docs-example"));
        String practised =
                DesignAlternatives.describe((CdcFlowSettings) users.flow().withScdType(2));
        int own = 0;
        int other = 0;
        for (long seed = 1; seed <= 40; seed++) {
            for (Question q : PracticeRound.of(users, 2, seed, 10)) {
                if (q.kind() != QuestionKind.WHICH_DESIGN) {
                    continue;
                }
                String right = q.options().get(q.answer().charAt(0) - 'a');
                if (right.equals(practised)) {
                    own++;
                    assertThat(q.showAt()).as("its rows are in the preview").isPositive();
                } else {
                    other++;
                    assertThat(q.showAt())
                            .as("the preview would show other rows")
                            .isZero();
                    assertThat(q.why()).contains("It is not the design being practised");
                }
            }
        }
        assertThat(own).as("questions answered by the design being practised").isPositive();
        assertThat(other).as("questions answered by another design").isPositive();
    }

    @Test
    void aValidFlowIsNotAskedAgainUnderItsOtherNamesInTheSameRound() {
        Scenario users = ScenarioReader.read(Path.of("sample-data", "users-docs-example"));
        for (long seed = 1; seed <= 100; seed++) {
            Set<String> asked = new HashSet<>();
            for (Question q : PracticeRound.of(users, 1, seed, 10)) {
                if (q.kind() == QuestionKind.SPOT_THE_MISTAKE) {
                    String language = q.options().contains("the clauses are in the wrong order") ? "SQL" : "Python";
                    assertThat(asked.add(language + " " + q.answer()))
                            .as("seed %d asks the same %s flow again: %s", seed, language, q.text())
                            .isTrue();
                }
            }
        }
    }

    /** The key's rows a which-rows or dates question asks for, or null for a question that asks no rows. */
    private static String asked(Question q, KeyRows rows) {
        if (q.kind() != QuestionKind.TARGET_ROWS && q.kind() != QuestionKind.VERSION_DATES) {
            return null;
        }
        String key = group(KEY_EVENTS, q.text(), 1);
        int n = Integer.parseInt(group(ASKED_AFTER, q.text(), 1));
        return state(key, rows.after(n, key));
    }

    /** The key's rows a question showed in its text, or in its answer once checked. */
    private static List<String> shownBy(Question q, KeyRows rows, int events) {
        List<String> out = new ArrayList<>();
        // Shown as the rows asked about, or in the explanation's list of what each design gives the key.
        if (q.kind() == QuestionKind.WHICH_DESIGN || q.kind() == QuestionKind.WHICH_CODE) {
            String key = group(KEY_EVENTS, q.text(), 1);
            out.add(state(key, rows.after(events, key)));
        }
        Matcher m = EVENT_OF_KEY.matcher(q.text());
        if (q.kind() == QuestionKind.EVENT_OUTCOME && m.find()) {
            int event = Integer.parseInt(m.group(1));
            out.add(state(m.group(2), rows.after(event - 1, m.group(2))));
            out.add(state(m.group(2), rows.after(event, m.group(2))));
        }
        return out;
    }

    private static String state(String key, List<Row> rows) {
        return key + " holds "
                + new TreeSet<>(rows.stream().map(RoundContext::csv).toList());
    }

    private static String group(Pattern p, String text, int group) {
        Matcher m = p.matcher(text);
        assertThat(m.find()).as("%s in %s", p, text).isTrue();
        return m.group(group);
    }
}
