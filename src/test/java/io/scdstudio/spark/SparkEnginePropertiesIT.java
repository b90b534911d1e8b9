package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random feeds with few keys and few sequence values (so late data, ties, deletes, truncates and NULL payloads
 * are common), split into random batches, give the same table after every batch on Spark, in both modes, as
 * in memory, and the same ambiguous-tie warning. Few tries: every try runs several Delta commits.
 */
class SparkEnginePropertiesIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    @Property(tries = 12)
    void sparkGivesTheInMemoryTableAfterEveryBatch(
            @ForAll("events") List<Row> events,
            @ForAll @Size(max = 2) List<@IntRange(min = 1, max = 10) Integer> split,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll boolean ignoreNull,
            @ForAll boolean incremental) {
        List<Row> rows = scd == 2
                ? events.stream().filter(r -> !"TRUNCATE".equals(r.get(3))).toList()
                : events;
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(
                        Optional.of("op = 'DELETE'"), scd == 1 ? Optional.of("op = 'TRUNCATE'") : Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withIgnoreNullUpdates(ignoreNull, Optional.empty(), Optional.empty())
                .withTrackHistory(scd == 2 ? Optional.of(List.of("name")) : Optional.empty(), Optional.empty())
                .withScdType(scd);
        ChangeFeed feed = split(SCHEMA, rows, split);
        List<Table> expected = new ArrayList<>();
        List<FlowWarning> expectedWarnings = FeedRunner.run(
                        new InMemoryEngine(),
                        flow,
                        feed,
                        RunOptions.FAST,
                        List.of(),
                        (n, run) -> expected.add(run.target()))
                .warnings();
        ScdEngine spark = SharedSpark.engine(incremental ? SparkEngine.Mode.INCREMENTAL : SparkEngine.Mode.BACKFILL);
        List<String> problems = new ArrayList<>();
        List<FlowWarning> warnings = FeedRunner.run(spark, flow, feed, RunOptions.FAST, List.of(), (n, run) -> {
                    TableDiff diff = TableDiff.of(expected.get(n - 1), run.target());
                    if (!diff.isEmpty()) {
                        problems.add("after batch " + n + ": " + diff.describe());
                    }
                    return true;
                })
                .warnings();
        assertThat(problems).isEmpty();
        assertThat(codes(warnings).contains(FlowWarning.AMBIGUOUS_SEQUENCE))
                .isEqualTo(codes(expectedWarnings).contains(FlowWarning.AMBIGUOUS_SEQUENCE));
    }

    @Provide
    Arbitrary<List<Row>> events() {
        Arbitrary<Long> ids = Arbitraries.longs().between(1, 4);
        Arbitrary<String> names = Arbitraries.of("A", "B").injectNull(0.25);
        Arbitrary<String> cities = Arbitraries.of("X", "Y", "Z").injectNull(0.25);
        Arbitrary<Long> seqs = Arbitraries.longs().between(1, 12);
        Arbitrary<Integer> kinds = Arbitraries.integers().between(0, 99);
        Arbitrary<Row> row = Combinators.combine(ids, names, cities, seqs, kinds)
                .as((id, n, c, s, k) -> k < 75
                        ? Row.of(id, n, c, "UPSERT", s)
                        : k < 95 ? Row.of(id, null, null, "DELETE", s) : Row.of(null, null, null, "TRUNCATE", s));
        return row.list().ofMinSize(1).ofMaxSize(30);
    }

    /** The events in batches of the given sizes, the last taking the rest. */
    static ChangeFeed split(Schema schema, List<Row> events, List<Integer> sizes) {
        List<Batch> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; from < events.size(); i++) {
            int to = i < sizes.size() ? Math.min(events.size(), from + sizes.get(i)) : events.size();
            out.add(Batch.of(i + 1, from, events.subList(from, to)));
            from = to;
        }
        return new ChangeFeed("random.csv", schema, out);
    }

    private static List<String> codes(List<FlowWarning> warnings) {
        return warnings.stream().map(FlowWarning::code).toList();
    }
}
