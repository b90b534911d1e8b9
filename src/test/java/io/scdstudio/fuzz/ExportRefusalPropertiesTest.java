package io.scdstudio.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.cli.CliProbe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * {@code export} refuses exactly what {@code run} refuses, with the same message: code written for a design the
 * engines refuse would fail in the pipeline, or run there and give another table. Beyond that, a target refuses
 * only what it cannot express, and names it.
 */
class ExportRefusalPropertiesTest {
    private static final Path FEED = feed();

    private static Path feed() {
        try {
            Path dir = Files.createTempDirectory("export-refusal");
            Path f = dir.resolve("feed.csv");
            Files.writeString(
                    f,
                    "id,name,seq,op,at\n1,Ann,1,I,2024-01-01 10:00:00\n1,Ann B,2,U,2024-01-02 10:00:00\n"
                            + "2,Bob,3,D,2024-01-03 10:00:00\n");
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final String[] NAMES = {"id", "name", "seq", "op", "at", "nope", "ID", "Op", ""};

    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of(NAMES).list().ofMinSize(1).ofMaxSize(3).map(l -> String.join(",", l));
    }

    @Provide
    Arbitrary<String> sequences() {
        return Arbitraries.of(NAMES).list().ofMinSize(1).ofMaxSize(2).map(l -> String.join(",", l));
    }

    /** Conditions from a small grammar, then as often as not broken: cut short or given a stray tail. */
    @Provide
    Arbitrary<String> deletes() {
        Arbitrary<String> name = Arbitraries.of(NAMES);
        Arbitrary<String> literal = Arbitraries.of("'D'", "'X'", "1", "'2024-01-02'", "NULL", "D", "'", "TRUE");
        Arbitrary<String> comparison = Arbitraries.of(" = ", " <> ", " > ", " IN ", " LIKE ", " IS ", " ");
        Arbitrary<String> term = Combinators.combine(Arbitraries.of("", "lower(", "NOT "), name, comparison, literal)
                .as((f, n, c, l) ->
                        f + n + (f.equals("lower(") ? ")" : "") + c + (c.equals(" IN ") ? "(" + l + ", 'X')" : l));
        Arbitrary<String> condition =
                term.list().ofMinSize(1).ofMaxSize(3).map(l -> String.join(l.size() % 2 == 0 ? " AND " : " OR ", l));
        Arbitrary<String> tail = Arbitraries.of("", "", "", ";", "; DROP TABLE x", "(", ")", " --", " AND", ",");
        return Combinators.combine(condition, tail, Arbitraries.integers().between(0, 40))
                .as((c, t, cut) -> (cut < 30 || cut >= c.length() ? c : c.substring(0, cut)) + t);
    }

    @Provide
    Arbitrary<String> targets() {
        return Arbitraries.of("lakeflow-sql", "lakeflow-python", "merge-sql", "spark-java", "junit", "pytest");
    }

    @Property
    void exportRefusesWhatRunRefusesWithTheSameMessage(
            @ForAll("keys") String keys,
            @ForAll("sequences") String sequence,
            @ForAll("deletes") String deletes,
            @ForAll("targets") String target,
            @ForAll @IntRange(min = 1, max = 2) int scd) {
        String[] design = {"--keys", keys, "--sequence-by", sequence, "--deletes", deletes, "--scd", "" + scd};
        CliProbe.Result run = CliProbe.run("run", FEED.toString(), design);
        CliProbe.Result export = CliProbe.run("export", FEED.toString(), concat(design, "--target", target));
        assertThat(export.err()).as("no internal error").doesNotContain("internal error");
        if (run.code() == 0 && export.code() != 0) {
            // A target may refuse what it cannot express (the take-away tests write no STRUCT values); it says so.
            assertThat(export.err())
                    .as("a target's own refusal")
                    .containsAnyOf("[UNSUPPORTED_SETTING]", "[DESIGN_TOO_WIDE]", "[SNAPSHOT_FLOW_NOT_EXPORTABLE]");
            return;
        }
        assertThat(export.code()).as(run.err() + " / " + export.err()).isEqualTo(run.code());
        if (run.code() != 0) {
            assertThat(withoutUsage(export.err().replace("scd-studio export:", "")))
                    .as("the same message")
                    .isEqualTo(withoutUsage(run.err().replace("scd-studio run:", "")));
        }
    }

    /** A usage error ends with the command's own usage line, which differs between the two commands. */
    private static String withoutUsage(String message) {
        return message.replaceAll(" Usage: .* \\[USAGE\\]", " [USAGE]");
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
