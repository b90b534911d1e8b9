package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Where {@link SparkEnginePropertiesIT} varies the feed, this varies the flow: composite keys, a struct or
 * TIMESTAMP sequence, deletes that can be NULL, either column selection, ignore-null for all, some or all but
 * some columns, either history list, every data type of the suite, tombstones expired between batches, and now and then a
 * NULL key or sequence. Whatever the
 * in-memory engine gives after each batch, or whatever error class it raises, Spark must give too, in both modes,
 * and the same warnings about the design.
 */
class SparkEngineAnySettingsIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("k1", DataType.BIGINT),
            new Column("k2", DataType.STRING),
            new Column("name", DataType.STRING),
            new Column("amount", DataType.DOUBLE),
            new Column("day", DataType.DATE),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT),
            new Column("sub", DataType.INT),
            new Column("ts", DataType.TIMESTAMP),
            new Column("price", DataType.decimal(10, 2)),
            new Column("flag", DataType.BOOLEAN));

    @Property(tries = 10, edgeCases = EdgeCasesMode.NONE)
    void sparkGivesTheInMemoryOutcomeForAnyFlow(
            @ForAll("flowsAndEvents") Tuple2<CdcFlowSettings, List<Row>> given,
            @ForAll @Size(max = 3) List<@IntRange(min = 1, max = 10) Integer> split,
            @ForAll @Size(max = 2) Set<@IntRange(min = 2, max = 4) Integer> gc,
            @ForAll boolean incremental) {
        CdcFlowSettings flow = given.get1();
        // Tombstone expiry is SCD1 only: on SCD2 both engines refuse it at once and the run would stop there.
        Set<Integer> expiry = flow.storedAsScdType().orElse(1) == 1 ? gc : Set.of();
        ChangeFeed feed = SparkEnginePropertiesIT.split(SCHEMA, given.get2(), split);
        List<Table> expected = new ArrayList<>();
        Outcome want = outcome(() -> FeedRunner.run(
                new InMemoryEngine(), flow, feed, RunOptions.FAST, expiry, (n, run) -> expected.add(run.target())));
        ScdEngine spark = SharedSpark.engine(incremental ? SparkEngine.Mode.INCREMENTAL : SparkEngine.Mode.BACKFILL);
        List<String> problems = new ArrayList<>();
        Outcome got = outcome(() -> FeedRunner.run(spark, flow, feed, RunOptions.FAST, expiry, (n, run) -> {
            if (n > expected.size()) {
                problems.add("batch " + n + " ran on Spark, but memory stopped before it");
                return true;
            }
            TableDiff diff = TableDiff.of(expected.get(n - 1), run.target());
            if (!diff.isEmpty()) {
                problems.add("after batch " + n + ": " + diff.describe());
            }
            return true;
        }));
        assertThat(problems).as(flow.toString()).isEmpty();
        assertThat(got).as(flow.toString()).isEqualTo(want);
    }

    /**
     * What a run ended with that a user sees besides the tables: the error class, or the tie warning and the
     * warnings the design earns (a tracked sequence or operation column...), word for word.
     */
    record Outcome(String errorClass, boolean ambiguousTie, List<FlowWarning> designWarnings) {}

    private static final Set<String> DATA_WARNINGS = Set.of(
            FlowWarning.AMBIGUOUS_SEQUENCE,
            FlowWarning.DELETE_TIES_UPSERT,
            FlowWarning.ROW_MATCHES_DELETE_AND_TRUNCATE,
            FlowWarning.LATE_DELETE_INSIDE_CLOSED_INTERVAL);

    private static Outcome outcome(Supplier<FlowRun> runs) {
        try {
            FlowRun run = runs.get();
            boolean tie = run.warnings().stream().anyMatch(w -> w.code().equals(FlowWarning.AMBIGUOUS_SEQUENCE));
            List<FlowWarning> design = run.warnings().stream()
                    .filter(w -> !DATA_WARNINGS.contains(w.code()))
                    .toList();
            run.discard();
            return new Outcome("", tie, design);
        } catch (ScdException e) {
            return new Outcome(e.errorClass(), false, List.of());
        }
    }

    @Provide
    Arbitrary<Tuple2<CdcFlowSettings, List<Row>>> flowsAndEvents() {
        return flows().flatMap(
                        flow -> events(flow.applyAsTruncates().isPresent()).map(rows -> Tuple.of(flow, rows)));
    }

    private static Arbitrary<CdcFlowSettings> flows() {
        Arbitrary<List<String>> keys = Arbitraries.of(List.of("k1"), List.of("k1", "k2"));
        Arbitrary<SequenceBy> sequences = Arbitraries.of(
                SequenceBy.column("seq"), SequenceBy.struct(List.of("seq", "sub")), SequenceBy.column("ts"));
        Arbitrary<Optional<String>> deletes = Arbitraries.of(
                Optional.empty(),
                Optional.of("op = 'DELETE'"),
                Optional.of("op = 'DELETE' OR name = 'gone'"),
                Optional.of("op IN ('DELETE', 'D') AND amount IS NULL"),
                Optional.of("op = 'D' AND NOT flag OR price > 5"));
        Arbitrary<Integer> selections = Arbitraries.integers().between(0, 3);
        Arbitrary<Integer> ignoreNulls = Arbitraries.integers().between(0, 3);
        Arbitrary<Integer> histories = Arbitraries.integers().between(0, 3);
        Arbitrary<Integer> scdTypes = Arbitraries.integers().between(1, 2);
        Arbitrary<Boolean> truncates = Arbitraries.of(true, false);
        return Combinators.combine(keys, sequences, deletes, selections, ignoreNulls, histories, scdTypes, truncates)
                .as(SparkEngineAnySettingsIT::flow);
    }

    private static CdcFlowSettings flow(
            List<String> keys,
            SequenceBy sequence,
            Optional<String> deletes,
            int selection,
            int ignoreNull,
            int history,
            int scd,
            boolean truncates) {
        Optional<List<String>> include = selection == 2
                ? Optional.of(Stream.concat(keys.stream(), Stream.of("name", "amount", "seq", "ts"))
                        .toList())
                : Optional.empty();
        Optional<List<String>> exclude = switch (selection) {
            case 1 -> Optional.of(List.of("op"));
            case 3 -> Optional.of(List.of("op", "day", "sub", "flag"));
            default -> Optional.empty();
        };
        return CdcFlowSettings.of(keys, sequence)
                .withConditions(deletes, scd == 1 && truncates ? Optional.of("op = 'TRUNCATE'") : Optional.empty())
                .withColumnSelection(include, exclude)
                .withIgnoreNullUpdates(
                        ignoreNull == 1,
                        ignoreNull == 2 ? Optional.of(List.of("name", "price")) : Optional.empty(),
                        ignoreNull == 3 ? Optional.of(List.of("name")) : Optional.empty())
                .withTrackHistory(
                        scd == 2 && history == 1 ? Optional.of(List.of("name")) : Optional.empty(),
                        scd == 2 && history == 2 ? Optional.of(List.of("amount")) : Optional.empty())
                .withScdType(scd);
    }

    /** Truncates only where the flow has a truncate condition: elsewhere their NULL key would end most runs. */
    private static Arbitrary<List<Row>> events(boolean truncates) {
        Arbitrary<Long> k1s = Arbitraries.longs().between(1, 3).injectNull(0.005);
        Arbitrary<String> k2s = Arbitraries.of("a", "b");
        Arbitrary<String> names = Arbitraries.of("A", "B", "gone").injectNull(0.25);
        Arbitrary<Double> amounts = Arbitraries.of(1.5, 2.0, -0.0).injectNull(0.3);
        Arbitrary<LocalDate> days = Arbitraries.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 2, 29))
                .injectNull(0.3);
        Arbitrary<Long> seqs = Arbitraries.longs().between(1, 8).injectNull(0.005);
        Arbitrary<Integer> subs = Arbitraries.integers().between(0, 1);
        Arbitrary<BigDecimal> prices =
                Arbitraries.of(new BigDecimal("1.50"), new BigDecimal("7.00")).injectNull(0.3);
        Arbitrary<Boolean> flags = Arbitraries.of(true, false).injectNull(0.3);
        Arbitrary<Extra> extras = Combinators.combine(Arbitraries.integers().between(0, 99), prices, flags)
                .as(Extra::new);
        Arbitrary<Row> row = Combinators.combine(k1s, k2s, names, amounts, days, seqs, subs, extras)
                .as((k1, k2, name, amount, day, seq, sub, extra) -> {
                    int kind = extra.kind();
                    BigDecimal price = extra.price();
                    Boolean flag = extra.flag();
                    LocalDateTime ts = seq == null
                            ? null
                            : LocalDateTime.of(2024, 3, 1, 0, 0).plusMinutes(seq * 90 + sub);
                    if (kind < 70) {
                        return Row.of(k1, k2, name, amount, day, "UPSERT", seq, sub, ts, price, flag);
                    }
                    if (kind < 85) {
                        return Row.of(k1, k2, null, null, null, "DELETE", seq, sub, ts, null, null);
                    }
                    if (kind < 92 || !truncates) {
                        return Row.of(k1, k2, name, null, null, "D", seq, sub, ts, price, flag);
                    }
                    return Row.of(null, null, null, null, null, "TRUNCATE", seq, sub, ts, null, null);
                });
        return row.list().ofMinSize(1).ofMaxSize(25);
    }

    /** The event's kind and the columns that do not fit the eight-way combinator. */
    private record Extra(int kind, BigDecimal price, Boolean flag) {}
}
