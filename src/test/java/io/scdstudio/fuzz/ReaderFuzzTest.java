package io.scdstudio.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.expr.Condition;
import io.scdstudio.feed.FeedFormat;
import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.json.JsonLinesFeedReader;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Random and mutated inputs never escape a reader, a feed format or the condition parser as anything but the
 * product's own error, and that error names the file (and, for the condition, the setting). The tries per property
 * are jqwik's default here (1,000: a few thousand in the build); the fuzzing profile raises them:
 * {@code mvn test -Dtest=ReaderFuzzTest -Djqwik.tries.default=25000} (docs/formats.md, "Fuzzing").
 */
class ReaderFuzzTest {
    private static final String CSV = "__batch,id,name,amount,day,seq\n1,1,Ann,1.5,2024-01-02,1\n"
            + "1,2,\"B, b\",null,2024-01-03,2\n2,1,\"A \"\"x\"\"\",3,2024-01-04,3\n";
    private static final String JSONL = "{\"__batch\":1,\"id\":1,\"name\":\"Ann\",\"amount\":1.5,\"seq\":1}\n"
            + "{\"__batch\":2,\"id\":2,\"name\":null,\"amount\":2,\"seq\":2}\n";
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("amount", DataType.DOUBLE),
            new Column("day", DataType.DATE),
            new Column("seq", DataType.BIGINT));
    private static final Path DIR = temp();
    private static final List<FeedFormat> FORMATS = FeedFormats.all();
    private static final List<String> EXPORTS = exports();

    @Property
    void csvNeverEscapesButAsItsOwnErrorNamingTheFile(@ForAll("csvLike") String text) {
        expectOwnErrorOrFeed(() -> CsvFeedReader.readInferring(new StringReader(text), "fuzz.csv"), "fuzz.csv");
        expectOwnErrorOrFeed(() -> CsvFeedReader.read(new StringReader(text), "fuzz.csv", SCHEMA), "fuzz.csv");
    }

    @Property
    void jsonLinesNeverEscapeButAsTheirOwnErrorNamingTheFile(@ForAll("jsonLike") String text) {
        expectOwnErrorOrFeed(
                () -> JsonLinesFeedReader.readInferring(new StringReader(text), "fuzz.jsonl"), "fuzz.jsonl");
    }

    @Property
    void everyFeedFormatNeverEscapesButAsItsOwnErrorNamingTheFile(
            @ForAll("exportLike") String text, @ForAll("formatIndex") int format) throws IOException {
        Path file = DIR.resolve("fuzz-" + Thread.currentThread().getId() + ".txt");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        expectOwnErrorOrFeed(() -> FORMATS.get(format).read(file, "fuzz.txt", java.util.Optional.empty()), "fuzz.txt");
    }

    @Property
    void aFileThatIsNotTextIsNamedAsSuchNotEchoed(@ForAll("bytes") byte[] bytes) throws IOException {
        Path file = DIR.resolve("binary-" + Thread.currentThread().getId() + ".csv");
        byte[] binary = new byte[bytes.length + 2];
        System.arraycopy(bytes, 0, binary, 0, bytes.length);
        binary[bytes.length] = (byte) 0xFF; // never valid in UTF-8
        binary[bytes.length + 1] = '\n';
        Files.write(file, binary);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CsvFeedReader.readInferring(file))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("is not UTF-8 text")
                        .contains(file.getFileName().toString())
                        .doesNotContain("\uFFFD"));
    }

    @Property
    void conditionsNeverEscapeButAsTheirOwnErrorNamingTheSetting(@ForAll("conditionLike") String text) {
        try {
            Condition.compile(text, SCHEMA, "apply_as_deletes");
        } catch (ScdException e) {
            assertThat(e.userMessage()).isNotBlank();
        }
    }

    private static void expectOwnErrorOrFeed(java.util.function.Supplier<?> read, String file) {
        try {
            assertThat(read.get()).isNotNull();
        } catch (ScdException e) {
            assertThat(e.userMessage()).as("the error names the file").contains(file);
            assertThat(e.hint()).as("and says how to fix it").isNotBlank();
        }
    }

    @Provide
    Arbitrary<String> csvLike() {
        return Arbitraries.oneOf(
                mutated(CSV),
                Arbitraries.strings().withChars("a1,.\"\n\r-: null_batch").ofMaxLength(80));
    }

    @Provide
    Arbitrary<String> jsonLike() {
        return Arbitraries.oneOf(
                mutated(JSONL),
                Arbitraries.strings().withChars("{}[]\":,a1.-\n\\ tnul").ofMaxLength(80));
    }

    @Provide
    Arbitrary<String> exportLike() {
        return Arbitraries.of(EXPORTS).flatMap(ReaderFuzzTest::mutated);
    }

    @Provide
    Arbitrary<Integer> formatIndex() {
        return Arbitraries.integers().between(0, FORMATS.size() - 1);
    }

    @Provide
    Arbitrary<byte[]> bytes() {
        return Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(64);
    }

    @Provide
    Arbitrary<String> conditionLike() {
        Arbitrary<String> tokens = Arbitraries.of(
                "id",
                "name",
                "amount",
                "day",
                "seq",
                "=",
                "<>",
                "<",
                "AND",
                "OR",
                "NOT",
                "IS",
                "NULL",
                "IN",
                "(",
                ")",
                ",",
                "'x'",
                "1",
                "1.5",
                "CAST(",
                "AS",
                "INT",
                "BETWEEN",
                "LIKE",
                "'%'",
                "`id`",
                "+",
                "-",
                "*",
                "/",
                "TRUE",
                "date'2024-01-01'",
                "'",
                "`",
                "\\");
        return Arbitraries.oneOf(
                tokens.list().ofMaxSize(12).map(l -> String.join(" ", l)),
                Arbitraries.strings().ofMaxLength(30));
    }

    /** The text with a few characters inserted, deleted or replaced at random places. */
    private static Arbitrary<String> mutated(String valid) {
        Arbitrary<Integer> at = Arbitraries.integers().between(0, valid.length());
        Arbitrary<Character> c = Arbitraries.of('"', ',', '\n', '{', '}', ':', 'x', '1', '\\', '\r', '\u00e9', ' ');
        Arbitrary<Integer> kind = Arbitraries.integers().between(0, 2);
        return Combinators.combine(at, c, kind)
                .as((i, ch, k) -> switch (k) {
                    case 0 -> valid.substring(0, i) + ch + valid.substring(i);
                    case 1 -> i < valid.length() ? valid.substring(0, i) + valid.substring(i + 1) : valid;
                    default -> i < valid.length() ? valid.substring(0, i) + ch + valid.substring(i + 1) : valid + ch;
                })
                .flatMap(once -> Arbitraries.integers().between(0, 3).map(more -> once));
    }

    /** Each format's test export, and a Debezium message with the JsonConverter's schema (logical types). */
    private static List<String> exports() {
        String wrapped = "{\"schema\":{\"type\":\"struct\",\"fields\":[{\"type\":\"struct\",\"field\":\"after\","
                + "\"fields\":[{\"type\":\"int64\",\"field\":\"id\"},{\"type\":\"int32\",\"name\":"
                + "\"io.debezium.time.Date\",\"field\":\"born\"},{\"type\":\"bytes\",\"name\":"
                + "\"org.apache.kafka.connect.data.Decimal\",\"parameters\":{\"scale\":\"2\"},\"field\":\"b\"}]}]},"
                + "\"payload\":{\"before\":null,\"after\":{\"id\":7,\"born\":19000,\"b\":\"MDk=\"},\"source\":"
                + "{\"connector\":\"mysql\",\"file\":\"binlog.000003\",\"pos\":154,\"row\":0},\"op\":\"c\"}}\n";
        List<String> out = new java.util.ArrayList<>(List.of(wrapped));
        out.addAll(rawExports());
        return out;
    }

    private static List<String> rawExports() {
        try (var dirs = Files.list(Path.of("src/test/resources/formats"))) {
            return dirs.sorted()
                    .flatMap(d -> {
                        try (var files = Files.list(d)) {
                            return files.filter(f -> f.getFileName().toString().startsWith("raw.")).toList().stream();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .map(f -> {
                        try {
                            return Files.readString(f);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path temp() {
        try {
            return Files.createTempDirectory("scd-fuzz");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @AfterContainer
    static void cleanUp() throws IOException {
        try (var files = Files.list(DIR)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
        }
        Files.deleteIfExists(DIR);
    }
}
