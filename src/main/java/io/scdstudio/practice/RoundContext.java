package io.scdstudio.practice;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/** What every question of a round is made from: the design, its trace, the target's rows over time, the seed. */
final class RoundContext {
    final Scenario scenario;
    final FlowSettings flow;
    final ResolvedFlow resolved;
    final Trace trace;
    final KeyRows rows;
    final SplittableRandom random;
    private final List<Row> events;
    private final ApiNames names;
    /** What earlier questions of the round told the learner (each a {@link Fact}): rows, events, designs asked. */
    private final Set<String> shown = new HashSet<>();
    /** Found on first use: a round on the 100,000-event lesson never pays for it unless a maker asks. */
    private Ties ties;
    /** What the question being made shows, kept only when the round keeps the question. */
    private final List<String> showing = new ArrayList<>();

    RoundContext(Scenario scenario, FlowSettings flow, ResolvedFlow resolved, Trace trace, long seed) {
        this(scenario, flow, resolved, trace, seed, ApiNames.EITHER);
    }

    RoundContext(Scenario scenario, FlowSettings flow, ResolvedFlow resolved, Trace trace, long seed, ApiNames names) {
        this.names = names;
        this.scenario = scenario;
        this.flow = flow;
        this.resolved = resolved;
        this.trace = trace;
        this.rows = new KeyRows(resolved, trace);
        this.random = new SplittableRandom(seed);
        this.events = scenario.feed() instanceof ChangeFeed f ? f.events() : List.of();
    }

    /**
     * Whether an earlier question of the round showed the key holding exactly these rows, in its text or its
     * explanation: asking for them again would have the learner copy an answer (a which-design question shows a
     * key's last rows, which answered a later which-rows question of the same key).
     */
    boolean shown(String key, Collection<Row> rows) {
        return shown.contains(fact(Fact.ROWS, state(key, rows)));
    }

    /** The question being made shows the key holding these rows, in its text or once it is checked. */
    void shows(String key, Collection<Row> rows) {
        if (!rows.isEmpty()) {
            showing.add(fact(Fact.ROWS, state(key, rows)));
        }
    }

    /** Whether an earlier question's explanation said what event {@code n} (numbered from 1) did. */
    boolean told(int n) {
        return shown.contains(fact(Fact.EVENT_TOLD, n));
    }

    /** The question being made says what these events did (numbered from 1). */
    void tells(Collection<Integer> events) {
        events.forEach(n -> showing.add(fact(Fact.EVENT_TOLD, n)));
    }

    /**
     * Whether an earlier question asked which design made this key's rows: its explanation gave the rows every
     * design offered makes of the key, which answered a second one (the same key's single insert asked twice).
     */
    boolean designAsked(String key) {
        return shown.contains(fact(Fact.DESIGN_ASKED, key));
    }

    void asksDesign(String key) {
        showing.add(fact(Fact.DESIGN_ASKED, key));
    }

    /**
     * Whether a which-rows question of the round listed the key's rows: its options are every row the key ever had,
     * with their dates, which spelt out a later question's versions or rows.
     */
    boolean rowsListed(String key) {
        return shown.contains(fact(Fact.ROWS_LISTED, key));
    }

    void listsRows(String key) {
        showing.add(fact(Fact.ROWS_LISTED, key));
    }

    /**
     * Whether an earlier question asked about this key's rows or events. A round keeps its keys apart: the rows a
     * which-design question shows are the key's whole history (an SCD2 table keeps every version), which answered a
     * later question about an earlier state or an event of the key, and a state already asked told which design
     * made the rows.
     */
    boolean keyAsked(String key) {
        return shown.contains(fact(Fact.KEY_ASKED, key));
    }

    void asksAbout(String key) {
        showing.add(fact(Fact.KEY_ASKED, key));
    }

    /** The round asks the question just made: what it shows can no longer be asked. */
    void kept() {
        shown.addAll(showing);
        showing.clear();
    }

    /** The round drops the question just made (a repeat, or none was found). */
    void dropped() {
        showing.clear();
    }

    /** What a kept question told the learner, of one kind, about one key, event or state. */
    private enum Fact {
        ROWS,
        EVENT_TOLD,
        DESIGN_ASKED,
        KEY_ASKED,
        ROWS_LISTED
    }

    private static String fact(Fact kind, Object about) {
        return kind + ":" + about;
    }

    private static String state(String key, Collection<Row> rows) {
        return key + "\n"
                + String.join(
                        "\n", new TreeSet<>(rows.stream().map(RoundContext::csv).toList()));
    }

    Ties ties() {
        if (ties == null) {
            ties = Ties.of(this);
        }
        return ties;
    }

    /** Whether a snippet is written with the old names (APPLY CHANGES INTO, dlt.apply_changes). */
    boolean oldNames() {
        return switch (names) {
            case EITHER -> random.nextBoolean();
            case APPLY_CHANGES -> true;
            case AUTO_CDC -> false;
        };
    }

    int scdType() {
        return resolved.scdType();
    }

    Schema target() {
        return resolved.target();
    }

    /** The source row of event {@code i} (0-based), for a change feed. */
    Optional<Row> sourceRow(int i) {
        return i >= 0 && i < events.size() ? Optional.of(events.get(i)) : Optional.empty();
    }

    /** The key of event {@code i} as {@link KeyRows} writes it; empty for a truncate. */
    Optional<String> keyOfEvent(int i) {
        TraceEntry e = trace.get(i);
        if (e.kind() == EventKind.TRUNCATE) {
            return Optional.empty();
        }
        if (!e.added().isEmpty()) {
            return Optional.of(rows.keyOf(e.added().get(0)));
        }
        if (!e.removed().isEmpty()) {
            return Optional.of(rows.keyOf(e.removed().get(0)));
        }
        return sourceRow(i).map(r -> {
            List<String> parts = new ArrayList<>();
            for (int k : resolved.keys()) {
                parts.add(CanonicalText.render(r.get(k)));
            }
            return String.join(", ", parts);
        });
    }

    /** The events (numbered from 1) of one key up to and including event {@code n}. */
    List<Integer> eventsOfKey(String key, int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n && i < trace.size(); i++) {
            if (keyOfEvent(i).map(key::equals).orElse(false)) {
                out.add(i + 1);
            }
        }
        return out;
    }

    /** What the trace says those events did, in its own words. */
    String explained(List<Integer> numbers) {
        List<String> out = new ArrayList<>();
        for (int n : numbers) {
            out.add("event " + n + ": " + trace.get(n - 1).explain());
        }
        return String.join("; ", out);
    }

    static String csv(Row r) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            cells.add(CanonicalText.render(r.get(i)));
        }
        return String.join(",", cells);
    }

    /** The most events of one key a question lists: more is a table no one reads in an exam. */
    static final int MOST_EVENTS = 12;

    /**
     * The key's events as they arrived, each with its number and batch, up to event {@code upTo} (numbered from 1),
     * the event a question is about marked: what a learner works the answer out from when the preview is hidden.
     * Empty for a snapshot design, whose events are differences between snapshots.
     */
    String keyEvents(String key, int upTo, int marked) {
        if (events.isEmpty()) {
            return "";
        }
        List<String> names = new ArrayList<>();
        names.add("event");
        names.add("batch");
        names.addAll(scenario.feed().schema().names());
        List<List<String>> rows = new ArrayList<>();
        int width = scenario.feed().schema().size();
        for (int i = 0; i < Math.min(upTo, trace.size()); i++) {
            boolean truncate = trace.get(i).kind() == EventKind.TRUNCATE;
            if (!truncate && !keyOfEvent(i).map(key::equals).orElse(false)) {
                continue;
            }
            Optional<Row> source = sourceRow(i);
            if (source.isEmpty()) {
                continue;
            }
            List<String> cells = new ArrayList<>();
            cells.add((i + 1) + (i + 1 == marked ? " <" : ""));
            cells.add(String.valueOf(trace.get(i).batch()));
            cells.addAll(RowsTable.cells(source.get(), width));
            rows.add(cells);
        }
        String left = rows.size() > MOST_EVENTS ? "(its first " + (rows.size() - MOST_EVENTS) + " left out)\n" : "";
        return left + RowsTable.ofCells(names, rows.subList(Math.max(0, rows.size() - MOST_EVENTS), rows.size()));
    }

    /**
     * " (a step inside batch 1: ...)" when event {@code n} (numbered from 1) is not its batch's last: a learner took the
     * step-through's states inside a batch for something AUTO CDC shows.
     */
    String stepInsideBatch(int n) {
        if (n >= trace.size() || trace.get(n).batch() != trace.get(n - 1).batch()) {
            return "";
        }
        return " (a step inside batch " + trace.get(n - 1).batch()
                + ", as the preview steps through it: a pipeline shows the table only after a whole batch)";
    }

    /** The design as a question states it when the design is not what it asks: keys, sequence, conditions, type. */
    String flowLine() {
        if (flow instanceof CdcFlowSettings cdc) {
            return "The flow: KEYS (" + String.join(", ", cdc.keys()) + ")"
                    + cdc.applyAsDeletes()
                            .map(d -> " · APPLY AS DELETE WHEN " + d)
                            .orElse("")
                    + cdc.applyAsTruncates()
                            .map(t -> " · APPLY AS TRUNCATE WHEN " + t)
                            .orElse("")
                    + " · " + DesignAlternatives.describe(cdc) + ".";
        }
        return "The flow: a snapshot flow, KEYS (" + String.join(", ", resolved.keyNames()) + "), SCD type " + scdType()
                + ".";
    }

    /** "no row", "1 row", "3 rows". */
    static String count(int rows) {
        return rows == 0 ? "no row" : rows == 1 ? "1 row" : rows + " rows";
    }

    String header() {
        return String.join(", ", target().names());
    }

    <T> T pick(List<T> from) {
        return from.get(random.nextInt(from.size()));
    }

    /** A seeded shuffle, so the same seed gives the same options in the same order. */
    <T> List<T> shuffled(List<T> items) {
        return Seeded.shuffled(items, random);
    }
}
