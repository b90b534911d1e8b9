package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.Feeds;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Properties of the fold on generated feeds with few keys and few sequence values, so that late data,
 * ties, deletes, truncates and NULL payloads are common.
 */
class FoldPropertiesTest {
    private final InMemoryEngine engine = new InMemoryEngine();

    @Property(tries = 300)
    void incrementalBatchesGiveTheReferenceFold(
            @ForAll("events") List<Row> events,
            @ForAll @Size(max = 6) List<@IntRange(min = 1, max = 8) Integer> split,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll boolean ignoreNull,
            @ForAll boolean trackNameOnly) {
        List<Row> feed = scd == 2 ? withoutTruncates(events) : events;
        CdcFlowSettings flow = flow(scd, ignoreNull, trackNameOnly && scd == 2);
        Table actual = run(flow, Feeds.split(feed, split), RunOptions.FAST);
        assertThat(asLists(actual))
                .containsExactlyInAnyOrderElementsOf(
                        ReferenceFold.fold(feed, scd, ignoreNull, trackNameOnly && scd == 2));
    }

    /** Traced or not, the fold on several threads gives the one-thread run's table, trace and warnings. */
    @Property(tries = 600)
    void aRunOnSeveralThreadsGivesTheOneThreadRunsTableTraceAndWarnings(
            @ForAll("events") List<Row> events,
            @ForAll @Size(max = 6) List<@IntRange(min = 1, max = 8) Integer> split,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll boolean ignoreNull,
            @ForAll boolean traced,
            @ForAll @IntRange(min = 2, max = 4) int threads) {
        List<Row> feed = scd == 2 ? withoutTruncates(events) : events;
        CdcFlowSettings flow = flow(scd, ignoreNull, false);
        RunOptions options = traced ? RunOptions.TRACED : RunOptions.FAST;
        FlowRun sequential =
                FeedRunner.runAll(engine, flow, Feeds.split(feed, split), options.withThreads(1), List.of());
        FlowRun parallel =
                FeedRunner.runAll(engine, flow, Feeds.split(feed, split), options.withThreads(threads), List.of());
        assertThat(asLists(parallel.target())).containsExactlyElementsOf(asLists(sequential.target()));
        assertThat(parallel.trace().entries())
                .containsExactlyElementsOf(sequential.trace().entries());
        assertThat(parallel.warnings()).isEqualTo(sequential.warnings());
    }

    /**
     * A fast run folds the batches it was given when it is next read: read after every batch or only at the end, it
     * gives the same table and the same warnings, with the same examples in the same order.
     */
    @Property(tries = 600)
    void readingTheRunAfterEveryBatchChangesNeitherTableNorWarnings(
            @ForAll("events") List<Row> events,
            @ForAll @Size(max = 6) List<@IntRange(min = 1, max = 8) Integer> split,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll boolean ignoreNull,
            @ForAll @IntRange(min = 1, max = 3) int threads) {
        List<Row> feed = scd == 2 ? withoutTruncates(events) : events;
        CdcFlowSettings flow = flow(scd, ignoreNull, false);
        RunOptions options = RunOptions.FAST.withThreads(threads);
        FlowRun readOnce = FeedRunner.runAll(engine, flow, Feeds.split(feed, split), options, List.of());
        FlowRun readEachTime = FeedRunner.run(engine, flow, Feeds.split(feed, split), options, List.of(), (n, r) -> {
            r.warnings();
            return true;
        });
        assertThat(asLists(readOnce.target())).containsExactlyElementsOf(asLists(readEachTime.target()));
        assertThat(readOnce.warnings()).isEqualTo(readEachTime.warnings());
    }

    @Property(tries = 200)
    void theTracedRunGivesTheSameTableAsTheFastRun(
            @ForAll("events") List<Row> events,
            @ForAll @Size(max = 4) List<@IntRange(min = 1, max = 8) Integer> split,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll boolean ignoreNull) {
        List<Row> feed = scd == 2 ? withoutTruncates(events) : events;
        CdcFlowSettings flow = flow(scd, ignoreNull, false);
        FlowRun traced = FeedRunner.runAll(engine, flow, Feeds.split(feed, split), RunOptions.TRACED, List.of());
        assertThat(asLists(traced.target()))
                .containsExactlyInAnyOrderElementsOf(asLists(run(flow, Feeds.split(feed, List.of()), RunOptions.FAST)));
        assertThat(traced.trace().size()).isEqualTo(feed.size());
    }

    @Property(tries = 200)
    void theTableDoesNotDependOnArrivalOrder(
            @ForAll("events") List<Row> events,
            @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll boolean ignoreNull) {
        List<Row> feed = withoutUpsertTies(scd == 2 ? withoutTruncates(events) : events);
        List<Row> shuffled = new ArrayList<>(feed);
        Collections.shuffle(shuffled, new Random(seed));
        CdcFlowSettings flow = flow(scd, ignoreNull, false);
        assertThat(asLists(run(flow, Feeds.split(shuffled, List.of(2, 3)), RunOptions.FAST)))
                .containsExactlyInAnyOrderElementsOf(asLists(run(flow, Feeds.split(feed, List.of()), RunOptions.FAST)));
    }

    @Property(tries = 200)
    void scd2HistoryHasOneCurrentRowPerKeyAndNoOverlaps(
            @ForAll("events") List<Row> events, @ForAll boolean ignoreNull, @ForAll boolean trackNameOnly) {
        Table t = run(
                flow(2, ignoreNull, trackNameOnly), Feeds.split(withoutTruncates(events), List.of(3)), RunOptions.FAST);
        Map<Object, List<Row>> byKey = new HashMap<>();
        for (Row r : t.rows()) {
            byKey.computeIfAbsent(r.get(0), k -> new ArrayList<>()).add(r);
        }
        for (List<Row> versions : byKey.values()) {
            assertThat(versions.stream().filter(r -> r.get(4) == null).count()).isLessThanOrEqualTo(1);
            versions.sort((a, b) -> Long.compare((Long) a.get(3), (Long) b.get(3)));
            for (int i = 0; i < versions.size(); i++) {
                Row v = versions.get(i);
                if (v.get(4) != null) {
                    assertThat((Long) v.get(3)).isLessThan((Long) v.get(4));
                }
                if (i + 1 < versions.size()) {
                    assertThat(v.get(4))
                            .as("only the last version may be current")
                            .isNotNull();
                    assertThat((Long) v.get(4))
                            .isLessThanOrEqualTo((Long) versions.get(i + 1).get(3));
                }
            }
        }
    }

    @Property(tries = 200)
    void scd2CurrentRowsEqualTheScd1Table(@ForAll("events") List<Row> events) {
        List<Row> feed = withoutTruncates(events);
        Table scd2 = run(flow(2, false, false), Feeds.split(feed, List.of(4)), RunOptions.FAST);
        Table scd1 = run(flow(1, false, false), Feeds.split(feed, List.of(4)), RunOptions.FAST);
        List<List<Object>> current = new ArrayList<>();
        for (Row r : scd2.rows()) {
            if (r.get(4) == null) {
                current.add(Arrays.asList(r.get(0), r.get(1), r.get(2)));
            }
        }
        assertThat(current).containsExactlyInAnyOrderElementsOf(asLists(scd1));
    }

    @Provide
    Arbitrary<List<Row>> events() {
        Arbitrary<Long> ids = Arbitraries.longs().between(1, 4);
        Arbitrary<String> names = Arbitraries.of("A", "B").injectNull(0.25);
        Arbitrary<String> cities = Arbitraries.of("X", "Y", "Z").injectNull(0.25);
        Arbitrary<Long> seqs = Arbitraries.longs().between(1, 12);
        Arbitrary<Integer> kinds = Arbitraries.integers().between(0, 99);
        Arbitrary<Row> row = Combinators.combine(ids, names, cities, seqs, kinds)
                .as((id, n, c, s, k) ->
                        k < 75 ? Feeds.upsert(id, n, c, s) : k < 95 ? Feeds.delete(id, s) : Feeds.truncate(s));
        return row.list().ofMaxSize(30);
    }

    private Table run(CdcFlowSettings flow, ChangeFeed feed, RunOptions options) {
        return FeedRunner.runAll(engine, flow, feed, options, List.of()).target();
    }

    private static CdcFlowSettings flow(int scd, boolean ignoreNull, boolean trackNameOnly) {
        CdcFlowSettings f = Feeds.flow(scd)
                .withConditions(
                        Optional.of("op = 'DELETE'"), scd == 1 ? Optional.of("op = 'TRUNCATE'") : Optional.empty())
                .withIgnoreNullUpdates(ignoreNull, Optional.empty(), Optional.empty());
        return trackNameOnly ? f.withTrackHistory(Optional.of(List.of("name")), Optional.empty()) : f;
    }

    private static List<Row> withoutTruncates(List<Row> events) {
        return events.stream().filter(r -> !"TRUNCATE".equals(r.get(3))).toList();
    }

    /** Keeps the first upsert of each (key, sequence): only upsert ties depend on arrival order (U1). */
    private static List<Row> withoutUpsertTies(List<Row> events) {
        Set<List<Object>> seen = new HashSet<>();
        List<Row> out = new ArrayList<>();
        for (Row r : events) {
            if (!"UPSERT".equals(r.get(3)) || seen.add(Arrays.asList(r.get(0), r.get(4)))) {
                out.add(r);
            }
        }
        return out;
    }

    private static List<List<Object>> asLists(Table t) {
        List<List<Object>> out = new ArrayList<>();
        for (Row r : t.rows()) {
            List<Object> l = new ArrayList<>();
            for (int i = 0; i < r.size(); i++) {
                l.add(r.get(i));
            }
            out.add(l);
        }
        return out;
    }
}
