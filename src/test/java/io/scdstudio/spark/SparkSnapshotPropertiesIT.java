package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.model.Table;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Random series of snapshots (keys that come, go and come back, values that change or go NULL, now and then
 * a duplicate key or a version that does not increase) give the same table after every snapshot on Spark, in
 * both modes, as in memory, or the same error class.
 */
class SparkSnapshotPropertiesIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("amount", DataType.DOUBLE));

    @Property(tries = 8, edgeCases = EdgeCasesMode.NONE)
    void sparkGivesTheInMemoryTableAfterEverySnapshot(
            @ForAll("snapshots") List<List<Row>> snapshots,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll @IntRange(min = 0, max = 2) int history,
            @ForAll boolean timestampVersions,
            @ForAll @IntRange(min = 0, max = 3) int stepBack,
            @ForAll boolean incremental) {
        SnapshotFlowSettings flow = flow(scd, history);
        SnapshotFeed feed = feed(snapshots, timestampVersions, stepBack);
        List<Table> expected = new ArrayList<>();
        String want = outcome(() -> FeedRunner.run(
                new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of(), (n, run) -> expected.add(run.target())));
        ScdEngine spark = SharedSpark.engine(incremental ? SparkEngine.Mode.INCREMENTAL : SparkEngine.Mode.BACKFILL);
        List<String> problems = new ArrayList<>();
        String got = outcome(() -> FeedRunner.run(spark, flow, feed, RunOptions.FAST, List.of(), (n, run) -> {
            TableDiff diff = n > expected.size() ? null : TableDiff.of(expected.get(n - 1), run.target());
            if (diff == null || !diff.isEmpty()) {
                problems.add("after snapshot " + n + ": " + (diff == null ? "memory had stopped" : diff.describe()));
            }
            return true;
        }));
        assertThat(problems).as(flow + " " + feed).isEmpty();
        assertThat(got).as(flow + " " + feed).isEqualTo(want);
    }

    private static SnapshotFlowSettings flow(int scd, int history) {
        SnapshotFlowSettings flow = SnapshotFlowSettings.of(List.of("id")).withScdType(scd);
        if (scd == 1 || history == 0) {
            return flow;
        }
        return new SnapshotFlowSettings(
                flow.target(),
                flow.source(),
                flow.keys(),
                flow.storedAsScdType(),
                history == 1 ? Optional.of(List.of("name")) : Optional.empty(),
                history == 2 ? Optional.of(List.of("amount")) : Optional.empty(),
                flow.name(),
                flow.once());
    }

    /** The error class the run ended with, or empty when it ran to the end. */
    private static String outcome(Supplier<FlowRun> runs) {
        try {
            runs.get().discard();
            return "";
        } catch (ScdException e) {
            return e.errorClass();
        }
    }

    @Provide
    Arbitrary<List<List<Row>>> snapshots() {
        Arbitrary<Long> ids = Arbitraries.longs().between(1, 5);
        Arbitrary<String> names = Arbitraries.of("A", "B").injectNull(0.2);
        Arbitrary<Double> amounts = Arbitraries.of(1.0, 2.5).injectNull(0.2);
        Arbitrary<Row> row = Combinators.combine(ids, names, amounts).as(Row::of);
        Arbitrary<List<Row>> snapshot = row.list().ofMaxSize(5).map(rows -> mostlyUniqueKeys(rows));
        return snapshot.list().ofMinSize(1).ofMaxSize(4);
    }

    /** Drops repeated keys from nine snapshots in ten, so a duplicate key (an error) ends only some runs. */
    private static List<Row> mostlyUniqueKeys(List<Row> rows) {
        if (rows.hashCode() % 10 == 0) {
            return rows;
        }
        List<Row> out = new ArrayList<>();
        for (Row r : rows) {
            if (out.stream().noneMatch(o -> o.get(0).equals(r.get(0)))) {
                out.add(r);
            }
        }
        return out;
    }

    /** Versions 10, 20, 30, ...; with {@code stepBack} 1 to 3 (and that many snapshots), that one repeats the one before. */
    private static SnapshotFeed feed(List<List<Row>> rows, boolean timestamps, int stepBack) {
        List<Snapshot> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            long v = 10L * (i == stepBack && i > 0 ? i : i + 1);
            Object version = timestamps ? LocalDateTime.of(2024, 1, 1, 0, 0).plusHours(v) : v;
            out.add(new Snapshot(version, "snapshot_" + (i + 1) + ".csv", rows.get(i), List.of()));
        }
        return new SnapshotFeed(SCHEMA, timestamps ? DataType.TIMESTAMP : DataType.BIGINT, out);
    }
}
