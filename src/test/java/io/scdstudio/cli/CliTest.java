package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a user meets it: output, exit codes, and errors that say where and how to fix. */
class CliTest {
    private static final Path USERS = Path.of("sample-data/users-docs-example");

    @TempDir
    Path tmp;

    record Result(int code, String out, String err) {}

    static Result cli(String... args) {
        return cliWithInput("", args);
    }

    /** The command line with {@code input} on its standard input (the practice command's answers). */
    static Result cliWithInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Cli(new java.io.ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)))
                .execute(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path copyOfUsers(String inputCsv) throws IOException {
        Path dir = tmp.resolve("users");
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(USERS)) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        if (inputCsv != null) {
            Files.writeString(dir.resolve("input.csv"), inputCsv);
        }
        return dir;
    }

    private static void assertNoStackTrace(Result r) {
        assertThat(r.err()).doesNotContain("\tat ").doesNotContain("Exception");
    }

    @Test
    void aCommandFollowedByHelpPrintsItsUsageAndWhatItDoes() {
        for (String flag : List.of("--help", "-h")) {
            Result r = cli("explain", flag);
            assertThat(r.code()).isZero();
            assertThat(r.out())
                    .startsWith("Usage: scd-studio explain <scenario-folder | feed-file>")
                    .contains("print the trace");
        }
    }

    @Test
    void runPrintsTheTargetAsCanonicalCsv() {
        Result r = cli("run", USERS.toString(), "--scd", "2");
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .startsWith("userId,name,city,__START_AT,__END_AT\n")
                .contains("125,Mercedes,Mexicali,5,6\n")
                .contains("124,Raul,Oaxaca,1,null\n");
    }

    /** A bare feed's design is a guess; a fresh-eyes review saw a CSV whose first column is Op ordered by its lines. */
    @Test
    void runOnABareFeedSaysWhatItGuessedAndHowToSetIt() throws IOException {
        Path dms = tmp.resolve("changes.csv");
        Files.writeString(dms, "Op,id,name,seq\nI,1,a,2\nU,1,b,1\n");
        Result r = cli("run", dms.toString());
        assertThat(r.code()).isZero();
        assertThat(r.err())
                .contains("note: read as AWS DMS", "--format csv reads it as plain rows")
                .contains(
                        "note: sequence_by STRUCT(__phase, __row): its format's suggestion; set it with --sequence-by");

        Path plain = tmp.resolve("customers.csv");
        Files.writeString(plain, "name,customer_id,version\nAnn,1,1\nBob,2,1\nAnna,1,2\n");
        Result guessed = cli("run", plain.toString());
        assertThat(guessed.out())
                .as("keyed by the id, not the first column")
                .isEqualTo("name,customer_id,version\n" + "Anna,1,2\nBob,2,1\n");
        assertThat(guessed.err())
                .contains("note: keys customer_id: a first guess; set them with --keys")
                .contains("note: sequence_by version: a first guess");
        assertThat(cli("run", plain.toString(), "--keys", "customer_id", "--sequence-by", "version")
                        .err())
                .as("nothing guessed")
                .doesNotContain("guess");
        // Code is a design too: export says what it guessed, as run does, and the code deletes by the op column.
        Path moves = tmp.resolve("moves.csv");
        Files.writeString(moves, "id,city,op,seq\n1,Kyiv,INSERT,1\n2,Lviv,INSERT,2\n2,,DELETE,3\n");
        Result exported = cli("export", moves.toString(), "--target", "lakeflow-sql");
        assertThat(exported.err()).contains("note: deletes where op = 'DELETE': a first guess");
        assertThat(exported.out()).contains("APPLY AS DELETE WHEN op = 'DELETE'");
    }

    @Test
    void runAfterABatchShowsTheTargetAtThatPoint() {
        Result r = cli("run", "sample-data/customer-moves", "--after-batch", "1");
        assertThat(r.code()).isZero();
        assertThat(r.out().lines()).hasSize(3).anyMatch(l -> l.contains("Kyiv") && l.endsWith(",null"));
    }

    @Test
    void runRefusesToOverwriteAnExistingFileWithoutForce() throws IOException {
        Path out = tmp.resolve("out.csv");
        Files.writeString(out, "precious");
        Result r = cli("run", USERS.toString(), "--out", out.toString());
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err()).contains("already exists").contains("--force");
        assertThat(Files.readString(out)).isEqualTo("precious");
        assertThat(cli("run", USERS.toString(), "--out", out.toString(), "--force")
                        .code())
                .isZero();
        assertThat(Files.readString(out)).startsWith("userId,name,city");
    }

    @Test
    void checkEndsWithTheCountOfPassedAndFailedScenarios() {
        Result r = cli("check", "sample-data");
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .contains("PASS users-docs-example SCD1+SCD2+lesson")
                .containsPattern("\\d\\d passed, 0 failed\n$");
        int passed = Integer.parseInt(r.out().replaceAll("(?s).*\n(\\d+) passed, 0 failed\n$", "$1"));
        assertThat(passed).as("the scenario library").isGreaterThanOrEqualTo(16);
    }

    @Test
    void checkFailsALessonWhoseReadmePointsAtAnEventTheFeedDoesNotHold() throws IOException {
        Path dir = copyOfUsers(null);
        String readme = Files.readString(dir.resolve("README.md")).replaceAll("\\]\\(\\.\\./[^)]*\\)", "]()");
        Files.writeString(dir.resolve("README.md"), readme + "\nAnd look at [event 42](#event-42).\n");
        Result r = cli("check", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.FAILED);
        assertThat(r.out())
                .contains("FAIL users SCD1+SCD2+lesson")
                .contains(
                        "lesson: users/README.md: the link 'event 42' (#event-42) points at event 42, but the feed has 8")
                .endsWith("0 passed, 1 failed\n");
    }

    @Test
    void scenariosListsTheLibraryInItsSuggestedOrderAndFiltersByTag() {
        Result all = cli("scenarios");
        assertThat(all.code()).isZero();
        String[] lines = all.out().split("\n");
        assertThat(lines[0]).contains("id").contains("level").contains("tags").contains("title");
        assertThat(lines[1]).contains("  1  ").contains("first steps");
        assertThat(all.out()).contains("users-docs-example").contains("The Databricks users example");
        Result snapshots = cli("scenarios", "--tag", "snapshots");
        assertThat(snapshots.code()).isZero();
        assertThat(snapshots.out())
                .contains("periodic-snapshots")
                .contains("historical-snapshots")
                .doesNotContain("users-docs-example")
                .contains("tagged 'snapshots'");
        assertThat(cli("scenarios", "--tag", "Late-Data").out()).contains("late-update-splits-history");
    }

    @Test
    void scenariosNamesTheTopicsWhenTheTagIsUnknown() {
        Result r = cli("scenarios", "--tag", "lateness");
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err())
                .contains("--tag")
                .contains("'lateness' is not a topic")
                .contains("'late data'");
        assertNoStackTrace(r);
    }

    @Test
    void generateWritesAScenarioThatPassesItsCheckAndTheSameSeedWritesTheSameBytes() throws IOException {
        Result a = cli("generate", tmp.resolve("a").toString(), "--events", "2000", "--keys", "200", "--seed", "5");
        Result b = cli("generate", tmp.resolve("b").toString(), "--events", "2000", "--keys", "200", "--seed", "5");
        assertThat(a.code()).isZero();
        assertThat(a.out()).contains("2000 events over 200 keys in 10 micro-batch(es), seed 5");
        assertThat(Files.readAllBytes(tmp.resolve("a/input.csv")))
                .isEqualTo(Files.readAllBytes(tmp.resolve("b/input.csv")));
        assertThat(b.code()).isZero();
        Result check = cli("check", tmp.resolve("a").toString());
        assertThat(check.out()).contains("PASS a SCD2").endsWith("1 passed, 0 failed\n");
    }

    @Test
    void compareNaiveShowsTheRowsOnlyOneTableHasWithWhyAndEndsWithTheCount() throws IOException {
        Result r = cli(
                "compare-naive",
                USERS.toString(),
                "--scd",
                "2",
                "--naive-out",
                tmp.resolve("naive.csv").toString());
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .contains("key 125:")
                .contains("why: batch 1 brought 3 events of this key")
                .contains("only in AUTO CDC:      125,Mercedes,Mexicali,5,6")
                .endsWith("naive MERGE: 4 of 7 rows differ from AUTO CDC\n");
        assertThat(Files.readString(tmp.resolve("naive.csv")))
                .startsWith("userId,name,city,__START_AT,__END_AT\n")
                .contains("125,Mercedes,Guadalajara,6,null");
        assertThat(cli("compare-naive", USERS.toString(), "--scd", "1").out())
                .endsWith("naive MERGE: 0 of 3 rows differ from AUTO CDC\n");
        Result snapshots = cli("compare-naive", "sample-data/periodic-snapshots");
        assertThat(snapshots.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(snapshots.err()).contains("change feed");
    }

    @Test
    void checkBatchingAgreesOnTheUsersExampleAndNamesTheKeyOfATie() {
        Result same = cli("check-batching", USERS.toString(), "--scd", "2");
        assertThat(same.code()).isZero();
        assertThat(same.out())
                .contains("one batch per event: 7 row(s)")
                .endsWith("batching: same table in all 4 replays\n");
        Result tie = cli("check-batching", "sample-data/sequence-tie", "--seed", "1");
        assertThat(tie.code()).isEqualTo(Cli.FAILED);
        assertThat(tie.out()).contains("at key KL1002").contains("the later arrival");
    }

    @Test
    void practiceRevealsAnAnswerSheetWhoseAnswersFedBackScoreEverything() {
        Result sheet = cli("practice", USERS.toString(), "--scd", "2", "--seed", "4", "--count", "7", "--reveal");
        assertThat(sheet.code()).isZero();
        assertThat(sheet.out()).contains("Question 7 of 7").doesNotContain("score:");
        String answers = sheet.out()
                .lines()
                .filter(l -> l.startsWith("answer: "))
                .map(l -> l.substring(8))
                .collect(java.util.stream.Collectors.joining("\n"));
        assertThat(answers.lines()).hasSize(7);
        Result round =
                cliWithInput(answers + "\n", "practice", USERS.toString(), "--scd", "2", "--seed", "4", "--count", "7");
        assertThat(round.out())
                .contains("Your answer (")
                .contains("Right.")
                .doesNotContain("Wrong")
                .endsWith("score: 7 of 7\n");
    }

    @Test
    void practiceScoresWrongAnswersAsWrongNamesUnreadableOnesAndCountsAMissingEndAsUnanswered() {
        // An answer that cannot be read is asked again twice; the third unreadable one counts as wrong.
        Result round = cliWithInput("zzz\nzzz\nzzz\n", "practice", USERS.toString(), "--seed", "2", "--count", "4");
        assertThat(round.code()).isZero();
        assertThat(round.out())
                .contains(". Try again:")
                .contains("That answer cannot be read: type ")
                .contains("End of input: 3 question(s)")
                .contains("By topic: ")
                .endsWith("score: 0 of 4\n");
    }

    @Test
    void generateRefusesAFolderThatHoldsFilesAndBadSettings() throws IOException {
        Path mine = Files.createDirectories(tmp.resolve("mine"));
        Files.writeString(mine.resolve("keep.txt"), "mine");
        Result r = cli("generate", mine.toString(), "--events", "100");
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err()).contains("FOLDER_NOT_EMPTY").contains("nothing was written");
        assertThat(Files.readString(mine.resolve("keep.txt"))).isEqualTo("mine");
        Result late = cli("generate", tmp.resolve("x").toString(), "--events", "100", "--late", "much");
        assertThat(late.err()).contains("--late must be a fraction");
        Result keys = cli("generate", tmp.resolve("y").toString(), "--events", "100", "--keys", "500");
        assertThat(keys.err()).contains("--keys").contains("between 1 and the number of events (100)");
        assertThat(cli("generate", tmp.resolve("z").toString()).err()).contains("--events is required");
        assertNoStackTrace(keys);
    }

    @Test
    void checkReportsAWrongExpectationAndExitsWithOne() throws IOException {
        Path dir = copyOfUsers(null);
        Files.writeString(dir.resolve("expected_scd1.csv"), "userId,name,city\n124,Raul,Lima\n");
        Result r = cli("check", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.FAILED);
        assertThat(r.out())
                .contains("FAIL users")
                .contains("missing rows [124,Raul,Lima]")
                .endsWith("0 passed, 1 failed\n");
    }

    @Test
    void explainTellsWhyALateUpdateLandedInTheMiddleOfHistory() {
        Result r = cli("explain", USERS.toString(), "--scd", "2", "--key", "125");
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .contains("#7 (batch 1, line 8) Update of 125 at sequence 5 arrived after sequence 6 was "
                        + "applied: inserted into history between 2 and 6");
        assertThat(r.out()).doesNotContain("of 124 at");
    }

    @Test
    void benchReportsMedianTimeEventsPerSecondAndARatioToItsBaseline() {
        Result r = cli("bench", "--generate", "20000", "--runs", "3");
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .containsPattern(
                        "Fold \\(in memory, all batches\\): median [0-9.]+ ms over 3 runs = [0-9.]+ M events/s")
                .containsPattern("fold/baseline = [0-9.]+x");
    }

    @Test
    void aMalformedCsvLineNamesFileLineAndColumn() throws IOException {
        Path dir = copyOfUsers(
                "userId,name,city,operation,sequenceNum\n124,Raul,Oaxaca,INSERT,1\n125,\"Mer,Tijuana,INSERT,2\n");
        Result r = cli("run", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err()).contains("input.csv").contains("line 3").contains("column");
        assertNoStackTrace(r);
    }

    @Test
    void aValueThatDoesNotParseAsItsTypeNamesTheColumnAndTheType() throws IOException {
        Path dir = copyOfUsers("userId,name,city,operation,sequenceNum\n124,Raul,Oaxaca,INSERT,one\n");
        Result r = cli("run", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err())
                .contains("input.csv")
                .contains("line 2")
                .contains("sequenceNum")
                .contains("bigint")
                .contains("one");
        assertNoStackTrace(r);
    }

    @Test
    void anUnknownColumnInAConditionNamesTheSettingAndSuggestsTheColumn() throws IOException {
        Path dir = copyOfUsers(null);
        Files.writeString(
                dir.resolve("case.json"),
                Files.readString(dir.resolve("case.json"))
                        .replace("operation = \\\"DELETE\\\"", "operaton = 'DELETE'"));
        Result r = cli("run", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err())
                .contains("apply_as_deletes")
                .contains("operaton")
                .contains("operation")
                .contains("COLUMNS_NOT_FOUND_IN_SCHEMA");
        assertNoStackTrace(r);
    }

    @Test
    void aNullKeyNamesTheFileLineAndKeyColumnAndHowToFixIt() throws IOException {
        Path dir = copyOfUsers(
                "userId,name,city,operation,sequenceNum\n124,Raul,Oaxaca,INSERT,1\nnull,Ann,Lima,INSERT,2\n");
        Result r = cli("run", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err())
                .contains("input.csv line 3")
                .contains("userId")
                .contains("NULL_KEY")
                .contains("Fill in the key");
        assertNoStackTrace(r);
    }

    @Test
    void unknownCommandsAndOptionsPrintUsageAndExitWithTwo() {
        assertThat(cli("frobnicate").code()).isEqualTo(Cli.BAD_INPUT);
        Result r = cli("run", USERS.toString(), "--scd", "3");
        assertThat(r.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err()).contains("--scd must be 1 or 2");
        assertThat(cli("run", "no/such/folder").err()).doesNotContain("Exception");
    }

    @Test
    void schemaShowsTheInferredTypeOfEachColumnWithItsReason() throws IOException {
        Path feed = tmp.resolve("feed.csv");
        Files.writeString(feed, "id,city,changed_at\n1,Kyiv,2024-01-05 09:00:00\n2,Lviv,2024-03-01 12:00:00\n");
        Result r = cli("schema", feed.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .contains("Inferred schema")
                .containsPattern("id: bigint")
                .containsPattern("changed_at: timestamp")
                .contains("2 event(s) in 1 micro-batch(es)");
    }

    @Test
    void benchMeasuresAScenarioFolderWhateverItsColumnTypes() {
        Result r = cli("bench", "sample-data/customer-moves", "--runs", "3");
        assertThat(r.code()).isZero();
        assertThat(r.out()).containsPattern("fold/baseline = [0-9.]+x");
    }
}
