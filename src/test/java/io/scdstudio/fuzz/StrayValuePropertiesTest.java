package io.scdstudio.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.json.JsonLinesFeedReader;
import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SequenceBy;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Results, not only crashes: one malformed value put into a valid feed either stops the read or the run with an
 * error naming its line, or leaves every other key's rows as they were; and a whole-number key is never read as a
 * floating type, which would merge long keys. The fuzzing profile raises the tries (docs/formats.md, "Fuzzing").
 */
class StrayValuePropertiesTest {
    private static final String[] STRAYS = {"later", "n/a", "v5", "1e999", "12.5.1", "0x1F", "-", "abc"};
    private static final CdcFlowSettings FLOW = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
            .withConditions(Optional.of("op = 'D'"), Optional.empty())
            .withColumnSelection(Optional.empty(), Optional.of(List.of("op")));

    /** A valid feed: (id, name, seq, op) rows, ids 1..keys, increasing sequences per key. */
    record Feed(List<long[]> rows, List<String> names, List<Boolean> deletes) {
        String csv(int strayRow, int strayColumn, String stray) {
            StringBuilder sb = new StringBuilder("id,name,seq,op\n");
            for (int i = 0; i < rows.size(); i++) {
                String[] cells = {
                    String.valueOf(rows.get(i)[0]),
                    names.get(i),
                    String.valueOf(rows.get(i)[1]),
                    deletes.get(i) ? "D" : "U"
                };
                if (i == strayRow) {
                    cells[strayColumn] = stray;
                }
                sb.append(String.join(",", cells)).append('\n');
            }
            return sb.toString();
        }
    }

    /** The same feed as JSON lines, numbers as JSON numbers and the stray value as a JSON string. */
    static String jsonl(Feed f, int strayRow, int strayColumn, String stray) {
        StringBuilder sb = new StringBuilder();
        String[] names = {"id", "name", "seq", "op"};
        for (int i = 0; i < f.rows().size(); i++) {
            String[] cells = {
                String.valueOf(f.rows().get(i)[0]),
                "\"" + f.names().get(i) + "\"",
                String.valueOf(f.rows().get(i)[1]),
                f.deletes().get(i) ? "\"D\"" : "\"U\""
            };
            if (i == strayRow) {
                cells[strayColumn] = "\"" + stray + "\"";
            }
            List<String> fields = new ArrayList<>();
            for (int c = 0; c < names.length; c++) {
                fields.add("\"" + names[c] + "\":" + cells[c]);
            }
            sb.append('{').append(String.join(",", fields)).append("}\n");
        }
        return sb.toString();
    }

    @Provide
    Arbitrary<Feed> feeds() {
        return Arbitraries.integers()
                .between(2, 30)
                .flatMap(n -> Combinators.combine(
                                Arbitraries.longs().between(1, 6).list().ofSize(n),
                                Arbitraries.longs().between(1, 1_000).list().ofSize(n),
                                Arbitraries.strings()
                                        .alpha()
                                        .ofMinLength(1)
                                        .ofMaxLength(6)
                                        .list()
                                        .ofSize(n),
                                Arbitraries.integers()
                                        .between(0, 9)
                                        .map(d -> d == 0)
                                        .list()
                                        .ofSize(n))
                        .as((ids, seqs, names, deletes) -> {
                            List<long[]> rows = new ArrayList<>();
                            for (int i = 0; i < n; i++) {
                                // Distinct sequences: a tie is a warning of its own, not what is looked at here.
                                rows.add(new long[] {ids.get(i), seqs.get(i) * 100 + i});
                            }
                            return new Feed(rows, names, deletes);
                        }));
    }

    private static List<String> rowsOtherThan(FlowRun run, String key) {
        return run.target().rows().stream()
                .filter(r -> !String.valueOf(r.get(0)).equals(key))
                .map(Row::toString)
                .sorted()
                .collect(Collectors.toList());
    }

    private static FlowRun run(String csv) {
        InferredFeed read = CsvFeedReader.readInferring(new StringReader(csv), "fuzz.csv");
        return FeedRunner.run(new InMemoryEngine(), FLOW, read.feed(), RunOptions.FAST, List.of(), (n, r) -> true);
    }

    private static FlowRun runJson(String jsonl) {
        InferredFeed read = JsonLinesFeedReader.readInferring(new StringReader(jsonl), "fuzz.jsonl");
        return FeedRunner.run(new InMemoryEngine(), FLOW, read.feed(), RunOptions.FAST, List.of(), (n, r) -> true);
    }

    @Property
    void oneStrayJsonValueStopsAtItsLineOrLeavesEveryOtherKeyAsItWas(
            @ForAll("feeds") Feed feed,
            @ForAll("rowIndex") int rowPick,
            @ForAll("columnIndex") int column,
            @ForAll("strayIndex") int strayPick) {
        int row = rowPick % feed.rows().size();
        FlowRun clean = runJson(jsonl(feed, -1, 0, ""));
        String key = String.valueOf(feed.rows().get(row)[0]);
        try {
            FlowRun dirty = runJson(jsonl(feed, row, column, STRAYS[strayPick]));
            assertThat(rowsOtherThan(dirty, key)).as("every other key's rows").isEqualTo(rowsOtherThan(clean, key));
        } catch (ScdException e) {
            assertThat(e.userMessage())
                    .as("the error names the stray value's line")
                    .contains("line " + (row + 1));
        }
    }

    @Property
    void oneStrayValueStopsAtItsLineOrLeavesEveryOtherKeyAsItWas(
            @ForAll("feeds") Feed feed,
            @ForAll("rowIndex") int rowPick,
            @ForAll("columnIndex") int column,
            @ForAll("strayIndex") int strayPick) {
        int row = rowPick % feed.rows().size();
        String stray = STRAYS[strayPick];
        FlowRun clean = run(feed.csv(-1, 0, ""));
        String key = String.valueOf(feed.rows().get(row)[0]);
        try {
            FlowRun dirty = run(feed.csv(row, column, stray));
            assertThat(rowsOtherThan(dirty, key)).as("every other key's rows").isEqualTo(rowsOtherThan(clean, key));
        } catch (ScdException e) {
            assertThat(e.userMessage())
                    .as("the error names the stray value's line")
                    .contains("line " + (row + 2));
        }
    }

    @Provide
    Arbitrary<Integer> rowIndex() {
        return Arbitraries.integers().between(0, 1_000);
    }

    @Provide
    Arbitrary<Integer> columnIndex() {
        return Arbitraries.integers().between(0, 3);
    }

    @Provide
    Arbitrary<Integer> strayIndex() {
        return Arbitraries.integers().between(0, STRAYS.length - 1);
    }

    @Property
    void wholeNumberKeysAreNeverReadAsAFloatingType(@ForAll("longIntegers") List<String> keys) {
        StringBuilder csv = new StringBuilder("id,seq\n");
        StringBuilder jsonl = new StringBuilder();
        for (int i = 0; i < keys.size(); i++) {
            csv.append(keys.get(i)).append(',').append(i + 1).append('\n');
            jsonl.append("{\"id\":")
                    .append(keys.get(i))
                    .append(",\"seq\":")
                    .append(i + 1)
                    .append("}\n");
        }
        for (InferredFeed read : List.of(
                CsvFeedReader.readInferring(new StringReader(csv.toString()), "keys.csv"),
                JsonLinesFeedReader.readInferring(new StringReader(jsonl.toString()), "keys.jsonl"))) {
            DataType type = read.feed().schema().column(0).type();
            assertThat(type).as(read.feed().source()).isNotEqualTo(DataType.DOUBLE);
            Set<String> distinct = new TreeSet<>(
                    keys.stream().map(StrayValuePropertiesTest::canonical).toList());
            Set<String> read1 = new TreeSet<>();
            read.feed().events().forEach(r -> read1.add(canonical(String.valueOf(r.get(0)))));
            assertThat(read1).as("no two keys merged").hasSameSizeAs(distinct);
        }
    }

    private static String canonical(String integer) {
        return new java.math.BigInteger(integer).toString();
    }

    @Provide
    Arbitrary<List<String>> longIntegers() {
        return Arbitraries.strings()
                .numeric()
                .ofMinLength(1)
                .ofMaxLength(30)
                .map(s -> s.replaceFirst("^0+(?=.)", ""))
                .list()
                .ofMinSize(1)
                .ofMaxSize(8);
    }
}
