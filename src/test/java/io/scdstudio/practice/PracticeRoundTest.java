package io.scdstudio.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.importer.FlowImport;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.project.DesignFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Practice rounds as a learner and a teacher meet them: the same seed gives the same questions, the right answers
 * score every question, wrong ones none and each says the rule, and no question gives its answer away.
 */
class PracticeRoundTest {
    @TempDir
    Path temp;

    static Stream<Arguments> designs() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> children = Files.list(Path.of("sample-data"))) {
            for (Path p :
                    children.filter(ScenarioReader::isScenarioFolder).sorted().toList()) {
                Scenario s = ScenarioReader.read(p);
                if (s.expectError().isEmpty() && !p.getFileName().toString().equals("generated-100k")) {
                    s.scdTypes()
                            .forEach(t -> out.add(Arguments.of(p.getFileName().toString(), t)));
                }
            }
        }
        return out.stream();
    }

    private static Scenario lesson(String name) {
        return ScenarioReader.read(Path.of("sample-data", name));
    }

    @Test
    void theSameSeedGivesTheSameQuestionsAndAnotherSeedOthers() {
        Scenario users = lesson("users-docs-example");
        List<Question> a = PracticeRound.of(users, 2, 7, 10);
        List<Question> b = PracticeRound.of(users, 2, 7, 10);
        assertThat(a).hasSize(10).isEqualTo(b);
        assertThat(PracticeRound.of(users, 2, 8, 10)).isNotEqualTo(a);
        assertThat(a).extracting(Question::kind).containsAll(List.of(QuestionKind.values()));
    }

    /**
     * The learner review met Q2 again as Q7, and Q3 as Q8 with its options shuffled; later ones the same key's rows
     * asked as Python code and then as SQL, or as a design and then as code.
     */
    @ParameterizedTest(name = "{0} SCD{1}")
    @MethodSource("designs")
    void noQuestionComesTwiceInARoundOverAHundredSeeds(String lesson, int type) {
        Scenario scenario = lesson(lesson);
        FlowSettings flow = scenario.flow().withScdType(type);
        Trace trace = PracticeRound.traced(scenario, flow);
        for (long seed = 1; seed <= 100; seed++) {
            List<Question> round = PracticeRound.of(scenario, flow, trace, seed, PracticeRound.DEFAULT_COUNT);
            Set<String> texts = new HashSet<>();
            for (Question q : round) {
                boolean rows = q.kind() == QuestionKind.WHICH_CODE || q.kind() == QuestionKind.WHICH_DESIGN;
                String about = rows
                        ? "rows: "
                                + q.text()
                                        .replaceAll("Which (Lakeflow (SQL|Python) flow|design made them)[\\s\\S]*", "")
                        : q.kind() + ": " + q.text();
                assertThat(texts.add(about))
                        .as("seed %d asks again: %s", seed, q.text())
                        .isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0} SCD{1}")
    @MethodSource("designs")
    void theRightAnswersScoreEveryQuestionAndWrongOnesNoneWithTheRule(String lesson, int type) {
        for (long seed = 1; seed <= 3; seed++) {
            for (Question q : PracticeRound.of(lesson(lesson), type, seed, 10)) {
                assertThat(q.check(q.answer()).right()).as(q.text()).isTrue();
                Verdict wrong = q.check(wrongAnswer(q));
                assertThat(wrong.right()).as(q.text()).isFalse();
                assertThat(wrong.message()).startsWith("Wrong").contains(q.why());
                assertThat(q.why()).isNotBlank();
                if (q.form() == AnswerForm.LETTER) {
                    String right = q.options().get(q.answer().charAt(0) - 'a');
                    assertThat(q.text()).as("the text gives the answer away").doesNotContain(right);
                }
            }
        }
    }

    @Test
    void aPlainCsvFeedTheUserOpenedGetsARoundTooWhoseAnswersScoreEverything() throws IOException {
        Path csv = temp.resolve("accounts.csv");
        Files.writeString(csv, "account_id,plan,seq\n1,free,1\n2,free,2\n1,pro,3\n3,free,4\n2,team,5\n1,free,6\n");
        Scenario s = DesignFiles.open(csv).scenario();
        List<Question> round = PracticeRound.of(s, 2, 1, 8);
        assertThat(round).isNotEmpty();
        assertThat(round).allMatch(q -> q.check(q.answer()).right());
    }

    @Test
    void anUnreadableAnswerIsNamedAndCountsAsWrong() {
        Question q = PracticeRound.of(lesson("users-docs-example"), 1, 1, 10).stream()
                .filter(x -> x.form() == AnswerForm.LETTER)
                .findFirst()
                .orElseThrow();
        Verdict v = q.check("the second one");
        assertThat(v.readable()).isFalse();
        assertThat(v.right()).isFalse();
        assertThat(v.message()).contains("cannot be read").contains(q.syntax()).contains(q.why());
    }

    @Test
    void whichRowsTakesTheRowsTypedOutAsWellAsTheirNumbers() {
        Question q = java.util.stream.LongStream.rangeClosed(5, 30)
                .boxed()
                .flatMap(seed -> PracticeRound.of(lesson("users-docs-example"), 2, seed, 10).stream())
                .filter(x -> x.kind() == QuestionKind.TARGET_ROWS)
                .findFirst()
                .orElseThrow();
        List<String> right = new ArrayList<>();
        for (String n : q.answer().split(",")) {
            right.add(
                    q.options().get(Integer.parseInt(n) - 1).replace(",", ", ").replace("null", "NULL"));
        }
        assertThat(q.syntax()).contains("2,5").contains("the rows themselves");
        assertThat(q.check(String.join("; ", right)).right())
                .as(String.join("; ", right))
                .isTrue();
        Verdict oneWrong = q.check(String.join(";", right) + ";125,Nobody,Nowhere,1,null");
        assertThat(oneWrong.readable()).isTrue();
        assertThat(oneWrong.right()).isFalse();
    }

    @ParameterizedTest(name = "{0} SCD{1}")
    @MethodSource("designs")
    void everyWhichDesignChoiceGivesItsOwnTableAsTheEngineComputesIt(String lesson, int type) {
        Scenario s = lesson(lesson);
        if (!(s.feed() instanceof ChangeFeed feed)) {
            return;
        }
        RoundContext c = PracticeRound.context(s, type, 1);
        CdcFlowSettings flow = (CdcFlowSettings) c.flow;
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < c.trace.size(); i++) {
            c.keyOfEvent(i).ifPresent(keys::add);
        }
        for (String key : keys) {
            Map<CdcFlowSettings, Set<Row>> choices = DesignQuestions.choices(c, flow, feed, key);
            assertThat(new HashSet<>(choices.values()))
                    .as("no two choices give the same rows")
                    .hasSize(choices.size());
            ChangeFeed one = DesignQuestions.onlyKey(c, feed, key);
            choices.forEach((design, rows) ->
                    assertThat(DesignQuestions.rows(design, one)).contains(rows));
            assertThat(choices.keySet().stream()
                            .map(DesignAlternatives::describe)
                            .distinct()
                            .count())
                    .isEqualTo(choices.size());
        }
    }

    @Test
    void orderingByTheSourcesTimestampInsteadOfTheLogPositionIsOneOfTheDesignsOffered() throws IOException {
        // The source clock disagrees with the log: ordering by it is a real design that gives another table.
        Path csv = temp.resolve("orders.csv");
        Files.writeString(
                csv,
                "order_id,status,lsn,updated_at\n"
                        + "1,new,1,2024-01-01 10:00:00\n1,paid,2,2024-01-01 09:00:00\n1,shipped,3,2024-01-02 08:00:00\n");
        Scenario s = DesignFiles.open(csv).scenario();
        CdcFlowSettings flow = ((CdcFlowSettings) s.flow())
                .withSequenceBy(io.scdstudio.model.SequenceBy.column("lsn"))
                .withScdType(2);
        RoundContext c = PracticeRound.context(s.withFlow(flow), 2, 1);
        Map<CdcFlowSettings, Set<Row>> choices = DesignQuestions.choices(c, flow, (ChangeFeed) s.feed(), "1");
        assertThat(choices.keySet())
                .extracting(DesignAlternatives::describe)
                .anyMatch(d -> d.contains("SEQUENCE BY updated_at"))
                .anyMatch(d -> d.contains("SEQUENCE BY lsn"));
    }

    @Test
    void explanationsNameEachValueOfTheirRowsAndWriteAStructSequenceWithItsFields() {
        Scenario debezium = lesson("debezium-postgres-customers");
        int seen = 0;
        int quoted = 0;
        for (long seed = 1; seed <= 30; seed++) {
            for (Question q : PracticeRound.of(debezium, 2, seed, 10)) {
                if (q.kind() == QuestionKind.TARGET_ROWS || q.kind() == QuestionKind.WHICH_DESIGN) {
                    assertThat(q.why())
                            .as("seed %d: %s", seed, q.why())
                            .doesNotContain("{\"")
                            .doesNotContain("notes = VIP, moved south");
                    quoted += q.why().contains("notes = \"VIP, moved south\"") ? 1 : 0;
                    if (q.form() == AnswerForm.NUMBERS && q.answer().contains(",")) {
                        assertThat(q.check("99").headline())
                                .as("the rows named as the review names them")
                                .endsWith("the answer is " + q.answer().replace(",", ", ") + ".");
                    }
                    seen += q.why()
                                    .matches(
                                            "(?s).*\\(id = \\d+, .*__START_AT = \\(__phase \\d+, __source_lsn \\d+\\).*")
                            ? 1
                            : 0;
                    assertThat(q.text()).as("a STRUCT in the rows shown").doesNotContain("{\"");
                }
            }
        }
        assertThat(seen)
                .as("explanations naming a row's values, its STRUCT's fields among them")
                .isPositive();
        assertThat(quoted).as("a text with a comma in quotes").isPositive();
    }

    @Test
    void aDesignWhoseTargetKeepsOtherColumnsNamesThemWhereItsRowsAreShown() {
        // Keeping updated_at adds a column: its rows have seven values, each named in the explanation.
        Scenario moves = lesson("customer-moves");
        int seen = 0;
        for (long seed = 1; seed <= 40; seed++) {
            for (Question q : PracticeRound.of(moves, 2, seed, 10)) {
                if (q.kind() == QuestionKind.WHICH_DESIGN
                        && q.options().stream().anyMatch(o -> o.endsWith("target columns all but op"))) {
                    seen++;
                    String right = q.options().get(q.answer().charAt(0) - 'a');
                    if (right.endsWith("target columns all but op")) {
                        assertThat(q.text())
                                .as("its own rows shown under its own columns")
                                .containsPattern(
                                        "customer_id +\\| name +\\| city +\\| email +\\| updated_at +\\| __START_AT");
                        continue;
                    }
                    assertThat(q.why())
                            .containsPattern("\\(customer_id = \\d+, name = [^,]+, city = [^,]+, email = "
                                    + "[^,]+, updated_at = [^,]+, __START_AT = [^,]+, __END_AT = [^)]+\\)");
                }
            }
        }
        assertThat(seen)
                .as("questions offering the design that keeps updated_at")
                .isPositive();
    }

    @Test
    void anEventDroppedByATombstoneIsNotAlsoOfferedAsDroppedByANewerEvent() {
        // users-docs-example, SCD type 1: 123's update at 5 arrives after its delete at 6. The delete is a newer
        // event too, so "dropped: a newer event was already applied" read as a second right answer.
        String tombstone = Outcomes.describe(io.scdstudio.engine.Outcome.SUPPRESSED_BY_TOMBSTONE, 1);
        assertThat(outcomeQuestionsAnswered(lesson("users-docs-example"), tombstone))
                .as("rounds asking about the update that follows the delete")
                .isNotEmpty()
                .allSatisfy(
                        q -> assertThat(q.options()).noneMatch(o -> !o.equals(tombstone) && o.contains("newer event")));
    }

    @Test
    void aTieWinnerIsNotAlsoOfferedAsOverwritingTheRowWhichItDoes() {
        // sequence-tie, SCD type 1: event 6 wins the tie and overwrites the row; both options were offered, and
        // choosing "overwrites the key's current row" was marked wrong.
        String wins = Outcomes.describe(io.scdstudio.engine.Outcome.REPLACED_TIE, 1);
        assertThat(outcomeQuestionsAnswered(lesson("sequence-tie"), wins))
                .as("rounds asking what the tie's winner does")
                .isNotEmpty()
                .allSatisfy(q -> assertThat(q.options())
                        .doesNotContain(
                                Outcomes.describe(io.scdstudio.engine.Outcome.OVERWROTE, 1),
                                // Databricks does not define the winner: losing would be as true there.
                                Outcomes.describe(io.scdstudio.engine.Outcome.LOST_TIE, 1)));
    }

    /** Up to three "what does event N do" questions of SCD type 1 rounds whose answer is {@code right}. */
    private static List<Question> outcomeQuestionsAnswered(Scenario scenario, String right) {
        List<Question> out = new java.util.ArrayList<>();
        for (long seed = 1; seed <= 300 && out.size() < 3; seed++) {
            for (Question q : PracticeRound.of(scenario, 1, seed, 10)) {
                if (q.kind() == QuestionKind.EVENT_OUTCOME
                        && q.options().get(q.answer().charAt(0) - 'a').equals(right)) {
                    out.add(q);
                }
            }
        }
        return out;
    }

    @Test
    void aTruncateConditionPutInAPythonFlowImportsTheFunctionItIsWrittenWith() {
        // sequence-tie's export imports only col: the snippet called expr(...) without importing it.
        Scenario tie = lesson("sequence-tie");
        String exported = new io.scdstudio.codegen.lakeflow.LakeflowPythonGenerator()
                .generate(new io.scdstudio.codegen.ExportRequest(
                        (io.scdstudio.model.CdcFlowSettings) tie.flow(),
                        tie.feed().schema()));
        assertThat(exported).contains("import col\n");

        String snippet = PythonSnippet.of(
                exported,
                false,
                MistakeQuestions.Mistake.TRUNCATE_WITH_SCD2,
                new MistakeQuestions.Hints("flight", "gate", "gate = 'TRUNCATE'"));
        assertThat(snippet).contains("expr(\"gate = 'TRUNCATE'\")").contains("import col, expr\n");
    }

    @Test
    void eachMistakeInAFlowSnippetIsOneTheEngineRejectsAndTheOldNamesAreValid() {
        Scenario users = lesson("users-docs-example");
        RoundContext c = PracticeRound.context(users, 1, 1);
        int seen = 0;
        for (long seed = 1; seed <= 60 && seen < 40; seed++) {
            for (Question q : PracticeRound.of(users, 1, seed, 10)) {
                if (q.kind() != QuestionKind.SPOT_THE_MISTAKE) {
                    continue;
                }
                seen++;
                String snippet = q.text().substring(q.text().indexOf("\n\n") + 2);
                boolean sql = snippet.contains("CREATE OR REFRESH");
                MistakeQuestions.Mistake m =
                        MistakeQuestions.possible(sql).get(q.answer().charAt(0) - 'a');
                if (!sql) {
                    // A Python flow is asked and explained in its own parameters, not in SQL's clauses.
                    assertThat(String.join(" ", q.options()) + " " + q.why())
                            .doesNotContain("clauses", "TRACK HISTORY", "SEQUENCE BY", "APPLY AS", "COLUMNS *");
                    // A parameter is written as Python spells it, never capitalised at the start of a sentence.
                    assertThat(q.why()).doesNotContainPattern("\\b[A-Z][a-z]+_[a-z_]+");
                    // A function the snippet calls is one it imports: the only mistake is the one asked about.
                    if (snippet.contains("expr(")) {
                        assertThat(snippet).containsPattern("from pyspark\\.sql\\.functions import .*\\bexpr\\b");
                    }
                }
                switch (m) {
                    case NONE -> {
                        assertThat(FlowResolver.resolveCdc(
                                        (CdcFlowSettings) FlowImport.detect(snippet),
                                        users.feed().schema()))
                                .isNotNull();
                        // The explanation speaks of the names this snippet uses, not of the other language's.
                        boolean old = snippet.contains("APPLY CHANGES") || snippet.contains("apply_changes");
                        for (String name : List.of("APPLY CHANGES INTO", "dlt.apply_changes")) {
                            if (!old || !snippet.contains(name.replace(" INTO", ""))) {
                                assertThat(q.why()).doesNotContain(name);
                            }
                        }
                        if (old) {
                            assertThat(q.why()).contains("old name of");
                        }
                    }
                    case CLAUSE_ORDER ->
                        assertThat(snippet.indexOf("SEQUENCE BY")).isLessThan(snippet.indexOf("KEYS"));
                    case NO_SEQUENCE ->
                        assertThat(snippet).doesNotContain("SEQUENCE BY").doesNotContain("sequence_by");
                    default ->
                        assertThat(errorClassOf(snippet, c))
                                .isEqualTo(
                                        switch (m) {
                                            case TRUNCATE_WITH_SCD2 -> "TRUNCATE_NOT_SUPPORTED_FOR_SCD2";
                                            case TRACK_HISTORY_WITH_SCD1 -> "TRACK_HISTORY_REQUIRES_SCD2";
                                            default -> "KEY_NOT_IN_COLUMNS";
                                        });
                }
            }
        }
        assertThat(seen).isGreaterThan(10);
    }

    private static String errorClassOf(String snippet, RoundContext c) {
        try {
            FlowResolver.resolveCdc(
                    (CdcFlowSettings) FlowImport.detect(snippet),
                    c.scenario.feed().schema());
            return "none";
        } catch (ScdException e) {
            return e.errorClass();
        }
    }

    /** An answer in the right form that is not the right one. */
    private static String wrongAnswer(Question q) {
        return switch (q.form()) {
            case LETTER -> String.valueOf(q.answer().charAt(0) == 'a' ? 'b' : 'a');
            case NUMBERS -> q.answer().equals("1") ? "2" : "1";
            case INTERVALS -> q.answer() + "; 0,0";
        };
    }
}
