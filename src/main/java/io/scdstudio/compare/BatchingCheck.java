package io.scdstudio.compare;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Replays a change feed four ways (its own batches, one batch, one batch per event, and a seeded shuffle of the
 * arrival order cut into as many batches) and checks the target is the same: AUTO CDC folds every key's events
 * in sequence order, so batching and arrival must not matter, except where the rules say they do (a tie on the
 * sequence, decided by arrival; tombstones that expire between batches).
 */
public final class BatchingCheck {
    /** One replay: how the feed was batched and what the fold gave (a table, or the error class it failed with). */
    public record Replay(String name, Optional<Table> table, Optional<String> error) {}

    /** The first difference from the feed's own batches: the replay, the key, and why. */
    public record Difference(String replay, String key, String why) {}

    /** The replays, and the first difference if there is one. */
    public record Result(List<Replay> replays, Optional<Difference> difference) {
        public String summary() {
            if (replays.isEmpty()) {
                return "batching: a snapshot series is applied one snapshot at a time, so there is no other batching "
                        + "to replay";
            }
            return difference
                    .map(d -> "batching: the replay '" + d.replay() + "' differs from the feed's own "
                            + "batches at key " + d.key() + ": " + d.why())
                    .orElse("batching: same table in all " + replays.size() + " replays");
        }
    }

    private BatchingCheck() {}

    public static Result run(Scenario scenario, int scdType, long seed) {
        if (!(scenario.feed() instanceof ChangeFeed)) {
            return new Result(List.of(), Optional.empty());
        }
        CdcFlowSettings flow = (CdcFlowSettings) scenario.flow().withScdType(scdType);
        ChangeFeed feed = (ChangeFeed) scenario.feed();
        List<Replay> replays = List.of(
                replay("its own batches", flow, feed, scenario.simulateTombstoneGcBeforeBatches()),
                replay("one batch", flow, feed.asSingleBatch(), List.of()),
                replay("one batch per event", flow, perEvent(feed), List.of()),
                replay("shuffled arrival (seed " + seed + ")", flow, shuffled(feed, seed), List.of()));
        Replay own = replays.get(0);
        for (Replay r : replays.subList(1, replays.size())) {
            Optional<Difference> d = differs(own, r, flow, feed, scenario);
            if (d.isPresent()) {
                return new Result(replays, d);
            }
        }
        return new Result(replays, Optional.empty());
    }

    private static Replay replay(String name, CdcFlowSettings flow, ChangeFeed feed, Collection<Integer> gc) {
        try (FlowRun run = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, gc)) {
            return new Replay(name, Optional.of(run.target()), Optional.empty());
        } catch (ScdException e) {
            return new Replay(name, Optional.empty(), Optional.of(e.errorClass()));
        }
    }

    private static Optional<Difference> differs(
            Replay own, Replay other, CdcFlowSettings settings, ChangeFeed feed, Scenario scenario) {
        if (own.error().isPresent() || other.error().isPresent()) {
            return own.error().equals(other.error())
                    ? Optional.empty()
                    : Optional.of(new Difference(
                            other.name(),
                            "-",
                            "one replay fails (" + own.error().or(other::error).orElse("")
                                    + ") and the other does not"));
        }
        TableDiff diff = TableDiff.of(own.table().orElseThrow(), other.table().orElseThrow());
        if (diff.isEmpty()) {
            return Optional.empty();
        }
        ResolvedFlow flow = FlowResolver.resolveCdc(settings, feed.schema());
        Row first = !diff.missing().isEmpty()
                ? diff.missing().get(0)
                : diff.unexpected().get(0);
        String key = keyOfTargetRow(flow, first);
        return Optional.of(new Difference(other.name(), key, why(flow, feed, key, scenario)));
    }

    private static String why(ResolvedFlow flow, ChangeFeed feed, String key, Scenario scenario) {
        List<int[]> ties = new ArrayList<>();
        List<Row> events = feed.events();
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            if (keyOfSourceRow(flow, events.get(i)).equals(key)) {
                numbers.add(i);
            }
        }
        for (int a = 0; a < numbers.size(); a++) {
            for (int b = a + 1; b < numbers.size(); b++) {
                if (Values.compareNullsFirst(
                                Sequences.of(flow, events.get(numbers.get(a))),
                                Sequences.of(flow, events.get(numbers.get(b))))
                        == 0) {
                    ties.add(new int[] {numbers.get(a) + 1, numbers.get(b) + 1});
                }
            }
        }
        if (!ties.isEmpty()) {
            return "events " + ties.get(0)[0] + " and " + ties.get(0)[1] + " share a sequence value, so their arrival "
                    + "order decides which wins (the later arrival), and this replay changed that order; break the tie with "
                    + "SEQUENCE BY STRUCT(..., a tie-breaker)";
        }
        if (!scenario.simulateTombstoneGcBeforeBatches().isEmpty()) {
            return "the scenario lets tombstones expire before batches " + scenario.simulateTombstoneGcBeforeBatches()
                    + ", and which events still meet a tombstone depends on how they are batched";
        }
        return "the fold gave a different table, which it should not: please report this scenario";
    }

    private static String keyOfTargetRow(ResolvedFlow flow, Row row) {
        List<String> target = flow.target().names();
        List<String> parts = new ArrayList<>();
        for (String k : flow.keyNames()) {
            parts.add(CanonicalText.render(row.get(target.indexOf(k))));
        }
        return String.join(", ", parts);
    }

    private static String keyOfSourceRow(ResolvedFlow flow, Row row) {
        List<String> parts = new ArrayList<>();
        for (int i : flow.keys()) {
            parts.add(CanonicalText.render(row.get(i)));
        }
        return String.join(", ", parts);
    }

    private static ChangeFeed perEvent(ChangeFeed feed) {
        List<Batch> out = new ArrayList<>();
        List<Row> events = feed.events();
        for (int i = 0; i < events.size(); i++) {
            out.add(Batch.of(i + 1, i, List.of(events.get(i))));
        }
        return feed.withBatches(out);
    }

    private static ChangeFeed shuffled(ChangeFeed feed, long seed) {
        List<Row> events = new ArrayList<>(feed.events());
        Collections.shuffle(events, new Random(seed));
        int n = events.size();
        int b = Math.max(1, feed.batchCount());
        List<Batch> out = new ArrayList<>();
        int from = 0;
        for (int number = 1; number <= b; number++) {
            int to = (int) ((long) n * number / b);
            out.add(Batch.of(number, from, new ArrayList<>(events.subList(from, to))));
            from = to;
        }
        return feed.withBatches(out);
    }
}
