package io.scdstudio.compare;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The textbook MERGE recipe's table beside AUTO CDC's for one design: the rows only one of them has, grouped by
 * key, each key with the events that made the difference and a sentence of why ({@link NaiveCauses}).
 */
public record NaiveComparison(Table autoCdc, Table naive, List<KeyDifference> differences, Set<String> keysInFeed) {

    /**
     * One key's rows that only one table has, and why. The why is worked out when first read: on a big feed the tables
     * differ on thousands of keys and the window shows ten, and the sentences of all the others were half of what the
     * comparison allocated (the collections they caused held the window on the Textbook MERGE tab).
     */
    public static final class KeyDifference {
        private final String key;
        private final List<Row> onlyAutoCdc;
        private final List<Row> onlyNaive;
        private final Supplier<List<Cause>> why;
        private final Supplier<Set<NaiveCauses.Kind>> kinds;
        private volatile List<Cause> causes;

        KeyDifference(
                String key,
                List<Row> onlyAutoCdc,
                List<Row> onlyNaive,
                Supplier<List<Cause>> why,
                Supplier<Set<NaiveCauses.Kind>> kinds) {
            this.key = key;
            this.onlyAutoCdc = List.copyOf(onlyAutoCdc);
            this.onlyNaive = List.copyOf(onlyNaive);
            this.why = why;
            this.kinds = kinds;
        }

        public String key() {
            return key;
        }

        public List<Row> onlyAutoCdc() {
            return onlyAutoCdc;
        }

        public List<Row> onlyNaive() {
            return onlyNaive;
        }

        /** Why the two tables differ on this key: at least one reason. */
        public List<Cause> causes() {
            List<Cause> known = causes;
            if (known == null) {
                known = List.copyOf(why.get());
                causes = known;
            }
            return known;
        }
    }

    /** A reason, in plain words, and the events (numbered from 1, in arrival order) it is about. */
    public record Cause(String why, List<Integer> events) {
        public Cause {
            events = List.copyOf(events);
        }
    }

    /** {@code keysInFeed}: every key an event of the feed has, as {@link KeyDifference#key} writes it. */
    public NaiveComparison {
        differences = List.copyOf(differences);
        keysInFeed = Set.copyOf(keysInFeed);
    }

    /** Runs both on the scenario's feed as SCD type {@code scdType}. */
    public static NaiveComparison of(Scenario scenario, int scdType) {
        NaiveMerge.requireChangeFeed(scenario.feed());
        CdcFlowSettings flow = (CdcFlowSettings) scenario.flow().withScdType(scdType);
        ChangeFeed feed = (ChangeFeed) scenario.feed();
        Table auto;
        try (FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(), flow, feed, RunOptions.FAST, scenario.simulateTombstoneGcBeforeBatches())) {
            auto = run.target();
        }
        return between(FlowResolver.resolveCdc(flow, feed.schema()), feed, auto, NaiveMerge.run(flow, feed));
    }

    static NaiveComparison between(ResolvedFlow flow, ChangeFeed feed, Table auto, Table naive) {
        TableDiff diff = TableDiff.of(auto, naive);
        List<Row> onlyAuto = diff.missing();
        List<Row> onlyNaive = diff.unexpected();
        int[] keyAt = keyPositions(flow);
        Map<String, List<Row>> autoByKey = byKey(onlyAuto, keyAt);
        Map<String, List<Row>> naiveByKey = byKey(onlyNaive, keyAt);
        List<String> keys = new ArrayList<>(autoByKey.keySet());
        naiveByKey.keySet().stream().filter(k -> !autoByKey.containsKey(k)).forEach(keys::add);
        NaiveCauses causes = new NaiveCauses(flow, feed);
        List<KeyDifference> out = new ArrayList<>();
        for (String k : keys) {
            out.add(new KeyDifference(
                    k,
                    autoByKey.getOrDefault(k, List.of()),
                    naiveByKey.getOrDefault(k, List.of()),
                    () -> causes.of(k),
                    () -> causes.kinds(k)));
        }
        return new NaiveComparison(auto, naive, out, causes.keys());
    }

    /**
     * The {@code count} keys to show first: a key of each kind of reason the tables differ by in turn (a late change,
     * an ignored NULL, a batch cut to one event), then the others in their order. On the 100,000-event lesson the first ten
     * keys were all batches cut to one event, and the late changes the lesson is about were among 9,823 keys unshown.
     */
    public List<KeyDifference> firstToShow(int count) {
        Map<NaiveCauses.Kind, List<KeyDifference>> byKind = new EnumMap<>(NaiveCauses.Kind.class);
        for (NaiveCauses.Kind k : NaiveCauses.Kind.values()) {
            byKind.put(k, new ArrayList<>());
        }
        for (int i = 0; i < differences.size() && byKind.values().stream().anyMatch(l -> l.size() < count); i++) {
            KeyDifference d = differences.get(i);
            d.kinds.get().forEach(k -> byKind.get(k).add(d));
        }
        // A key of each kind in turn, so the late changes are not one card among nine batches cut to one event.
        Set<KeyDifference> chosen = new LinkedHashSet<>();
        for (int round = 0; round < count && chosen.size() < count; round++) {
            for (List<KeyDifference> ofKind : byKind.values()) {
                if (round < ofKind.size() && chosen.size() < count) {
                    chosen.add(ofKind.get(round));
                }
            }
        }
        for (int i = 0; i < differences.size() && chosen.size() < count; i++) {
            chosen.add(differences.get(i));
        }
        return List.copyOf(chosen);
    }

    /**
     * K of the closing line: how many of AUTO CDC's rows the recipe's table lacks (history it lost, values it got
     * wrong), so K of M reads as a share of the right table, as "it loses two thirds of the history" does.
     */
    public int differingRows() {
        return differences.stream().mapToInt(d -> d.onlyAutoCdc().size()).sum();
    }

    /** Rows the recipe's table has that AUTO CDC's does not (a deleted key back, a version with wrong dates). */
    public int rowsOnlyInNaive() {
        return differences.stream().mapToInt(d -> d.onlyNaive().size()).sum();
    }

    /** Whether the two tables hold the same rows. */
    public boolean same() {
        return differences.isEmpty();
    }

    /** The closing line of {@code compare-naive}. */
    public String summary() {
        return "naive MERGE: " + differingRows() + " of " + autoCdc.size() + " rows differ from AUTO CDC";
    }

    /**
     * The comparison as the window says it: both tables' sizes, the rows they share, what the recipe lost or got wrong
     * and what it holds besides. "44916 of 54719 rows differ; the recipe's table also holds 23153 row(s) AUTO CDC's
     * does not (it holds 32956 in all)" was read by learners as three unrelated counts.
     */
    public String inPlainWords() {
        int lost = differingRows();
        int extra = rowsOnlyInNaive();
        int auto = autoCdc.size();
        if (same()) {
            return "The recipe's table equals AUTO CDC's (" + rows(auto) + "): on this feed the recipe is right.";
        }
        String sizes = "AUTO CDC's table has " + rows(auto) + ", the recipe's " + count(naive.size());
        if (lost == 0) {
            return sizes + ": it has all of AUTO CDC's rows, and " + count(extra) + " that AUTO CDC's does not.";
        }
        if (extra == 0) {
            return sizes + ": the recipe lost or got wrong " + count(lost) + " of AUTO CDC's rows.";
        }
        String both = auto == lost
                ? ". No row is in both"
                : ". Only " + rows(auto - lost) + (auto - lost == 1 ? " is" : " are") + " in both";
        return sizes + both + ": the recipe lost"
                + " or got wrong " + count(lost) + " of AUTO CDC's rows, and holds " + count(extra)
                + " that AUTO CDC's does not.";
    }

    /** A count as the comparison's sentences write it, "44,916". */
    public static String count(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String rows(int n) {
        return count(n) + (n == 1 ? " row" : " rows");
    }

    /** What the recipe's table holds that AUTO CDC's does not, as a line before the summary; empty if nothing. */
    public String extraRowsLine() {
        int extra = rowsOnlyInNaive();
        return extra == 0
                ? ""
                : "the recipe's table also holds " + extra + " row(s) AUTO CDC's does not (it holds " + naive.size()
                        + " in all)";
    }

    /** The key of a target row as the preview writes it: its values joined by ", ". */
    static String keyText(Row row, int[] keyAt) {
        List<String> parts = new ArrayList<>();
        for (int i : keyAt) {
            parts.add(CanonicalText.render(row.get(i)));
        }
        return String.join(", ", parts);
    }

    private static int[] keyPositions(ResolvedFlow flow) {
        List<String> target = flow.target().names();
        return flow.keyNames().stream().mapToInt(target::indexOf).toArray();
    }

    private static Map<String, List<Row>> byKey(List<Row> rows, int[] keyAt) {
        return rows.stream()
                .collect(Collectors.groupingBy(r -> keyText(r, keyAt), LinkedHashMap::new, Collectors.toList()));
    }
}
