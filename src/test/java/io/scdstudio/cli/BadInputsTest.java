package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case in {@code src/test/resources/bad-inputs/} (one folder each: the input, its arguments one per line in
 * {@code args}, and {@code case.properties}) through every command that reads it: each ends with the right table
 * or with an error that names its place and its fix, exit 2, and never with "internal error" or a Java stack
 * trace. A case says what the message (or the table) must contain, {@code |}-separated.
 */
class BadInputsTest {
    private static final Path CASES = Path.of("src/test/resources/bad-inputs");

    @TestFactory
    Stream<DynamicTest> everyBadInputGetsItsPlaceAndItsFixFromEveryCommandThatReadsIt() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(CASES)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                Properties p = new Properties();
                try (Reader r = Files.newBufferedReader(dir.resolve("case.properties"), StandardCharsets.UTF_8)) {
                    p.load(r);
                }
                for (String command :
                        p.getProperty("commands", "run,lint,explain,export").split(",")) {
                    tests.add(
                            DynamicTest.dynamicTest(dir.getFileName() + ": " + command, () -> check(dir, p, command)));
                }
            }
        }
        assertThat(tests).as("the folder holds the cases").hasSizeGreaterThan(40);
        return tests.stream();
    }

    private static void check(Path dir, Properties p, String command) throws IOException {
        List<String> args = new ArrayList<>(
                List.of(command, dir.resolve(p.getProperty("file")).toString()));
        if (Files.exists(dir.resolve("args"))) {
            for (String a : Files.readAllLines(dir.resolve("args"), StandardCharsets.UTF_8)) {
                args.add(a.replace("{dir}", dir.toString()));
            }
        }
        if (command.equals("export")) {
            args.addAll(List.of("--target", "lakeflow-sql"));
        }
        if (command.equals("lint") || command.equals("explain")) {
            dropOutputOptions(args);
        }
        CliTest.Result r = CliTest.cli(args.toArray(String[]::new));
        String all = r.out() + r.err();
        assertThat(all).as("no internal error").doesNotContain("internal error").doesNotContain("\tat ");
        int exit = Integer.parseInt(p.getProperty("exit", "2"));
        if (exit != 0 && command.equals("lint")) {
            // lint reports a design it cannot run as an error finding (exit 1), or the file as bad input (2).
            assertThat(r.code()).as(all).isIn(Cli.FAILED, Cli.BAD_INPUT);
        } else {
            assertThat(r.code()).as(all).isEqualTo(exit);
        }
        assertThat(all)
                .as("the message names the place and the cause")
                .contains(Arrays.asList(p.getProperty("expect").split("\\|")));
    }

    private static void dropOutputOptions(List<String> args) {
        int out = args.indexOf("--out");
        if (out >= 0) {
            args.remove(out + 1);
            args.remove(out);
        }
        args.remove("--force");
        int scd = args.indexOf("--scd");
        if (scd >= 0 && args.get(0).equals("lint")) {
            args.remove(scd + 1);
            args.remove(scd);
        }
    }
}
