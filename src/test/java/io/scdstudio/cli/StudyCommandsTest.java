package io.scdstudio.cli;

import static io.scdstudio.cli.CliTest.cli;
import static io.scdstudio.cli.CliTest.cliWithInput;
import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.cli.CliTest.Result;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code exam} and {@code progress}, and the progress {@code practice} keeps, each in a settings folder of its own. */
class StudyCommandsTest {
    private static final String HOME = "scdstudio.home";

    @TempDir
    Path home;

    private String before;

    @BeforeEach
    void ownSettingsFolder() {
        before = System.getProperty(HOME);
        System.setProperty(HOME, home.toString());
    }

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty(HOME);
        } else {
            System.setProperty(HOME, before);
        }
    }

    private static String answers(Result sheet) {
        return Arrays.stream(sheet.out().split("\n"))
                .filter(l -> l.startsWith("answer: "))
                .map(l -> l.substring("answer: ".length()))
                .collect(Collectors.joining("\n"));
    }

    @Test
    void theAnswerSheetFedBackScoresTwentyOfTwentyAndNoAnswersScoreNone() {
        String[] exam = {"exam", "--profile", "professional", "--count", "20", "--seed", "3"};
        Result sheet = cli(concat(exam, "--reveal"));
        assertThat(sheet.code()).isZero();
        assertThat(sheet.out())
                .contains(
                        "Databricks Certified Data Engineer Professional", "20 questions", "pass with 14 of 20 right");
        assertThat(answers(sheet).lines().count()).isEqualTo(20);
        assertThat(cli(concat(exam, "--reveal")).out()).isEqualTo(sheet.out());

        Result all = cliWithInput(answers(sheet) + "\n", exam);
        assertThat(all.out()).contains("score: 20 of 20 (passed").doesNotContain("Review of the");
        Result none = cliWithInput("", exam);
        assertThat(none.out())
                .contains("End of input: 20 question(s) left unanswered")
                .contains("score: 0 of 20 (not passed")
                .contains("Retry the missed ones: exam --profile professional --seed 3 --count 20 --only 1,2,3");
    }

    @Test
    void aWrongAnswerIsReviewedWithTheRuleAndItsEventsAndRetryAsksOnlyTheMissedOne() {
        String[] exam = {"exam", "--profile", "associate", "--count", "3", "--seed", "5"};
        String[] right = answers(cli(concat(exam, "--reveal"))).split("\n");
        String wrong = wrongFor(right[1]);
        Result round = cliWithInput(right[0] + "\n" + wrong + "\n" + right[2] + "\n", exam);
        assertThat(round.out()).contains("score: 2 of 3", "Review of the 1 missed:", "  2. the answer is ");
        assertThat(round.out()).contains("--only 2");

        Result retry = cliWithInput(right[1] + "\n", concat(exam, "--only", "2"));
        assertThat(retry.out()).contains("Retrying question(s) 2 of that round", "Question 2 of the round");
        assertThat(retry.out()).contains("score: 1 of 1 (passed");
    }

    @Test
    void anUnknownProfileNamesTheOnesThereAre() {
        Result r = cli("exam", "--profile", "associat");
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err()).contains("'associat' is not an exam profile", "associate, professional, dp-750");
    }

    @Test
    void practiceAndExamAnswersAreKeptAndProgressPrintsThemAndAScoredRoundCompletesTheLesson() throws Exception {
        String lesson = Path.of("sample-data", "sequence-tie").toString();
        Result sheet = cli("practice", lesson, "--seed", "2", "--count", "3", "--reveal");
        cliWithInput(answers(sheet) + "\n", "practice", lesson, "--seed", "2", "--count", "3");
        cliWithInput("", "exam", "--profile", "associate", "--count", "4", "--seed", "1");

        Result p = cli("progress", "--profile", "associate");
        assertThat(p.code()).isZero();
        assertThat(p.out())
                .contains("Progress kept in " + home.resolve("progress.json"))
                .contains("1 of 25 completed, 1 visited")
                .contains("Not completed yet: lessons 1-17, 19-25.")
                .contains("Exams taken: 1.")
                .contains("Databricks Certified Data Engineer Associate: 0 of 4 (not passed)");
        assertThat(Files.readString(home.resolve("progress.json"))).contains("\"sequence-tie\"");
    }

    @Test
    void resetAsksFirstAndForgetsOnlyOnYes() {
        cliWithInput("", "exam", "--profile", "associate", "--count", "2", "--seed", "1");
        Result no = cliWithInput("no\n", "progress", "--reset");
        assertThat(no.out()).contains("Type yes to reset", "Nothing was reset.");
        assertThat(home.resolve("progress.json")).exists();
        Result yes = cliWithInput("yes\n", "progress", "--reset");
        assertThat(yes.out()).contains("Progress reset.");
        assertThat(home.resolve("progress.json")).doesNotExist();
        assertThat(cli("progress").out()).contains("No exam taken yet");
    }

    @Test
    void aDamagedProgressFileGivesANoticeAndEmptyProgressNotAFailure() throws Exception {
        Files.writeString(home.resolve("progress.json"), "not json at all");
        Result p = cli("progress");
        assertThat(p.code()).isZero();
        assertThat(p.err()).contains("notice: Your progress file", "could not be read");
        assertThat(p.out()).contains("0 of 25 completed");
        assertThat(home.resolve("progress.json.damaged")).hasContent("not json at all");
    }

    @Test
    void aPackExportedAndOpenedInAFreshSettingsFolderListsItsLessonsPassesCheckAndGivesGift() throws Exception {
        Path file = home.resolve("late.scdpack");
        Result export = cli(
                "pack",
                "export",
                file.toString(),
                "--name",
                "late data",
                "--lessons",
                "late-update-splits-history,late-delete-and-tombstone",
                "--profile",
                "professional");
        assertThat(export.code()).as(export.err()).isZero();
        assertThat(export.out()).contains("the pack 'late data' with 2 lesson(s)");
        Result open = cli("pack", "open", file.toString());
        assertThat(open.code()).as(open.err()).isZero();
        Path lessons = home.resolve("packs").resolve("late data").resolve("lessons");
        assertThat(open.out()).contains("late-update-splits-history", "late-delete-and-tombstone", "check " + lessons);
        Result check = cli("check", lessons.toString());
        assertThat(check.code()).as(check.out() + check.err()).isZero();
        assertThat(cli("pack", "list").out()).startsWith("late data: 2 lesson(s), exam profile 'professional'");
        assertThat(cli("pack", "open", file.toString()).err()).contains("PACK_EXISTS", "--replace");
        assertThat(cli("scenarios", "--folder", lessons.toString()).out()).contains("2 of 2 lesson(s)");

        Path gift = home.resolve("late.gift");
        Result written = cli("pack", "gift", "late data", "--count", "10", "--seed", "2", "--out", gift.toString());
        assertThat(written.out()).contains("Wrote 10 questions of the pack 'late data' as Moodle GIFT");
        assertThat(io.scdstudio.study.GiftGrammar.parse(Files.readString(gift))).hasSize(10);
    }

    /** A readable answer that is not {@code right}: another letter, another row number, other dates. */
    private static String wrongFor(String right) {
        if (right.matches("[a-z]")) {
            return right.equals("a") ? "b" : "a";
        }
        if (right.matches("[0-9,]+")) {
            return right.equals("1") ? "2" : "1";
        }
        return "0,0";
    }

    private static String[] concat(String[] a, String... more) {
        String[] out = Arrays.copyOf(a, a.length + more.length);
        System.arraycopy(more, 0, out, a.length, more.length);
        return out;
    }
}
