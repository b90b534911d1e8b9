package io.scdstudio.feed.csv;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.feed.values.TextValues;
import io.scdstudio.feed.values.ValueParser;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The shortcuts CSV loading takes for speed read every value as the general parser does: a plain decimal as
 * {@code new BigDecimal}, a column of mostly distinct strings (where the string cache stops sharing) as written.
 */
class FastPathsPropertiesTest {
    private static final DataType DECIMAL = DataType.decimal(10, 2);

    @Property
    void aPlainDecimalIsReadAsBigDecimalReadsIt(@ForAll("decimals") String text) {
        BigDecimal fast = TextValues.parsePlainDecimal(text.toCharArray(), 0, text.length());
        if (fast != null) {
            assertThat(fast).isEqualTo(new BigDecimal(text)); // equals: the same value and the same scale
        }
        // Loading takes the shortcut; the general parser is what it must agree with, a refusal included.
        assertThat(outcome(() -> loadedDecimal(text)))
                .isEqualTo(outcome(() -> ValueParser.parseAt(text, false, DECIMAL, "amounts.csv", 2, 2, "amount")));
    }

    @Property(tries = 20)
    void aColumnOfDistinctValuesLoadsAsWritten(@ForAll("distinctCount") int count) {
        StringBuilder csv = new StringBuilder("k,name,seq\n");
        List<String> written = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = (i % 3 == 0 ? "repeated" : "name-" + i);
            written.add(name);
            csv.append(i).append(',').append(name).append(',').append(i).append('\n');
        }
        Schema schema = Schema.of(
                new Column("k", DataType.BIGINT),
                new Column("name", DataType.STRING),
                new Column("seq", DataType.BIGINT));
        ChangeFeed feed = CsvFeedReader.read(new StringReader(csv.toString()), "names.csv", schema);
        List<Object> loaded = feed.events().stream().map(r -> r.get(1)).toList();
        assertThat(loaded).isEqualTo(new ArrayList<Object>(written));
    }

    @Provide
    Arbitrary<Integer> distinctCount() {
        return Arbitraries.integers().between(1, 40_000);
    }

    @Property(tries = 2000)
    void aTimestampIsReadAsTheGeneralParserReadsIt(@ForAll("timestamps") List<String> texts) {
        StringBuilder csv = new StringBuilder("k,at\n");
        texts.forEach(t -> csv.append("1,").append(t).append('\n'));
        Schema schema = Schema.of(new Column("k", DataType.BIGINT), new Column("at", DataType.TIMESTAMP));
        // Several in one file: the fast path keeps the column's last date, which must never leak into the next.
        String loaded = outcome(
                () -> CsvFeedReader.read(new StringReader(csv.toString()), "times.csv", schema).events().stream()
                        .map(r -> r.get(1))
                        .toList());
        assertThat(loaded).isEqualTo(outcome(() -> readOneByOne(texts)));
    }

    /** What the general parser makes of the texts, value by value, up to the first it refuses. */
    private static List<Object> readOneByOne(List<String> texts) {
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            values.add(ValueParser.parseAt(texts.get(i), false, DataType.TIMESTAMP, "times.csv", i + 2, 2, "at"));
        }
        return values;
    }

    @Provide
    Arbitrary<List<String>> timestamps() {
        Arbitrary<String> likely = Combinators.combine(
                        Arbitraries.integers().between(1990, 2030),
                        Arbitraries.integers().between(1, 12),
                        Arbitraries.integers().between(1, 31),
                        Arbitraries.of(" ", "T"),
                        Arbitraries.integers().between(0, 23),
                        Arbitraries.integers().between(0, 59),
                        Arbitraries.integers().between(0, 59))
                .as((y, mo, d, sep, h, mi, sec) ->
                        String.format("%04d-%02d-%02d%s%02d:%02d:%02d", y, mo, d, sep, h, mi, sec));
        Arbitrary<String> odd = Combinators.combine(
                        Arbitraries.of("2024", "0000", "9999", "2o24"),
                        Arbitraries.of("02", "13", "00", "1"),
                        Arbitraries.of("29", "30", "32", "00"),
                        Arbitraries.of(" ", "T", "_"),
                        Arbitraries.of("23", "24", "7"),
                        Arbitraries.of("59", "60"),
                        Arbitraries.of(
                                ":59", ":60", "", ":5", ".5", ":00.250", ":00Z", ":00+02:00", ":00.5-0530", ":00+2"))
                .as((y, mo, d, sep, h, mi, r) -> y + "-" + mo + "-" + d + sep + h + ":" + mi + r);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(12, likely), net.jqwik.api.Tuple.of(1, odd))
                .list()
                .ofMinSize(1)
                .ofMaxSize(6);
    }

    @Provide
    Arbitrary<String> decimals() {
        Arbitrary<String> sign = Arbitraries.of("", "-", "+");
        Arbitrary<String> whole = Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(9);
        Arbitrary<String> point = Arbitraries.of("", ".");
        Arbitrary<String> fraction =
                Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(12);
        return Combinators.combine(sign, whole, point, fraction)
                .as((s, w, p, f) -> s + w + p + f)
                .filter(t -> t.matches("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)"));
    }

    private static String outcome(java.util.function.Supplier<Object> read) {
        try {
            Object v = read.get();
            return v instanceof BigDecimal d ? d.toPlainString() + " scale " + d.scale() : String.valueOf(v);
        } catch (io.scdstudio.model.ScdException e) {
            return e.errorClass();
        }
    }

    private static Object loadedDecimal(String text) {
        Schema schema = Schema.of(new Column("k", DataType.BIGINT), new Column("amount", DECIMAL));
        return CsvFeedReader.read(new StringReader("k,amount\n1," + text + "\n"), "amounts.csv", schema)
                .events()
                .get(0)
                .get(1);
    }
}
