package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sizes and counts are bounded with a message that names the bound, and an output path that cannot take the
 * output is refused before any work: never an OutOfMemoryError, minutes of work thrown away, or a comparison
 * printed in full before the write fails.
 */
class BoundsAndOutputPathsTest {
    private static final String LESSON = "sample-data/customer-moves";

    @TempDir
    Path dir;

    @Test
    void countsBeyondTheirBoundNameTheBound() {
        assertRefused(
                CliTest.cli("generate", dir.resolve("g").toString(), "--events", "2000000000"),
                "--events must be from 1 to 10,000,000, got 2,000,000,000");
        assertRefused(CliTest.cli("bench", "--generate", "-5"), "--generate must be from 1 to 10,000,000, got -5");
        assertRefused(
                CliTest.cli("generate", dir.resolve("g").toString(), "--events", "99999999999"),
                "--events must be from 1 to 10,000,000, got 99,999,999,999");
        assertRefused(CliTest.cli("bench", "--sizes", "10,abc"), "'abc' is not one");
        assertRefused(CliTest.cli("bench", LESSON, "--sizes", "10"), "--sizes measures generated feeds");
        assertRefused(CliTest.cli("bench", LESSON, "--runs", "0"), "--runs must be from 1 to 1,000, got 0");
        assertRefused(
                CliTest.cli("practice", LESSON, "--count", "1000000"), "--count must be from 1 to 500, got 1,000,000");
        assertThat(Files.exists(dir.resolve("g"))).as("nothing generated").isFalse();
    }

    @Test
    void anOutputThatCannotBeWrittenIsRefusedBeforeAnythingIsComputed() throws IOException {
        assertRefused(CliTest.cli("run", LESSON, "--out", "/dev/null", "--force"), "not a regular file");
        assertRefused(
                CliTest.cli("run", LESSON, "--out", dir.resolve("no/such/t.csv").toString()),
                "a folder that does not exist");
        assertRefused(
                CliTest.cli("export", LESSON, "--target", "merge-sql", "--out", dir.toString(), "--force"),
                "the output is a folder");
        CliTest.Result compare = CliTest.cli("compare-naive", LESSON, "--naive-out", dir.toString(), "--force");
        assertRefused(compare, "the output is a folder");
        assertThat(compare.out()).as("no comparison printed before the refusal").isEmpty();
    }

    @Test
    void anEmptyJsonLinesFileIsNamedByTheBenchToo() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "");
        assertRefused(CliTest.cli("bench", empty.toString()), "the file is empty");
    }

    private static void assertRefused(CliTest.Result r, String message) {
        assertThat(r.code()).as(r.err()).isEqualTo(Cli.BAD_INPUT);
        assertThat(r.err()).contains(message).doesNotContain("internal error").doesNotContain("\tat ");
    }
}
