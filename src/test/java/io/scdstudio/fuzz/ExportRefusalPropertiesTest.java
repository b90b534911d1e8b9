package io.scdstudio.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.cli.CliProbe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code export} refuses exactly what {@code run} refuses, with the same message: code written for a design the
 * engines refuse would fail in the pipeline, or run there and give another table.
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

    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of("id", "id,name", "nope", "ID", "id,", "op", "seq");
    }

    @Provide
    Arbitrary<String> sequences() {
        return Arbitraries.of("seq", "at", "seq,id", "name", "nope", "seq,nope", "id");
    }

    @Provide
    Arbitrary<String> deletes() {
        return Arbitraries.of(
                "op = 'D'",
                "op = 'D'; DROP TABLE x",
                "op =",
                "nope = 1",
                "op IN ('D', 'X')",
                "lower(op) LIKE 'd%'",
                "seq > 'x'",
                "op = D",
                "(op = 'D'",
                "1");
    }

    @Property
    void exportRefusesWhatRunRefusesWithTheSameMessage(
            @ForAll("keys") String keys, @ForAll("sequences") String sequence, @ForAll("deletes") String deletes) {
        String[] design = {"--keys", keys, "--sequence-by", sequence, "--deletes", deletes};
        CliProbe.Result run = CliProbe.run("run", FEED.toString(), design);
        CliProbe.Result export = CliProbe.run("export", FEED.toString(), concat(design, "--target", "merge-sql"));
        assertThat(export.code()).as(run.err() + " / " + export.err()).isEqualTo(run.code());
        if (run.code() != 0) {
            assertThat(export.err().replace("scd-studio export:", ""))
                    .as("the same message")
                    .isEqualTo(run.err().replace("scd-studio run:", ""));
        }
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
