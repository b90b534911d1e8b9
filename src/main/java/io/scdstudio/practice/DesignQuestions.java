package io.scdstudio.practice;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Which design made this table: one key's rows after every event, the design that made them, and real
 * alternatives (the other SCD type, other tracked columns, ignore-null on or off, the sequence column kept or left
 * out) run through the engine on that key's events; only designs that give different rows are offered, so exactly
 * one option is right.
 */
final class DesignQuestions {
    private static final int TRIES = 12;
    private static final int OPTIONS = 4;
    /** Designs of other columns are added only until there are this many options. */
    private static final int MIXED_OPTIONS = 3;

    private DesignQuestions() {}

    static Optional<Question> make(RoundContext c) {
        return draw(c).map(choice -> question(c, choice));
    }

    /**
     * A key, the designs that give it different rows (the round's and its alternatives), and the one of them whose
     * rows the question shows: what a which-design or which-code question asks about. The one that made them is drawn
     * among all, not always the round's: every other question of the round states the round's design, which would
     * give the answer away.
     */
    record Choice(String key, CdcFlowSettings made, Map<CdcFlowSettings, Set<Row>> tables) {
        List<Row> shown() {
            return new ArrayList<>(tables.get(made));
        }

        /** Whether the rows are the round's own: then the preview shows them, and later questions must not ask them. */
        boolean isRounds(RoundContext c) {
            return made.equals(c.flow);
        }
    }

    /** A key of the round's design on which at least one alternative design gives other rows, if one is found. */
    static Optional<Choice> draw(RoundContext c) {
        if (!(c.scenario.feed() instanceof ChangeFeed feed) || !(c.flow instanceof CdcFlowSettings flow)) {
            return Optional.empty();
        }
        for (int t = 0; t < TRIES && c.trace.size() > 0; t++) {
            Optional<String> key = c.keyOfEvent(c.random.nextInt(c.trace.size()));
            // Rows a learner has already seen as the practised design's would name it among the options.
            if (key.isEmpty()
                    || c.designAsked(key.get())
                    || c.keyAsked(key.get())
                    // Its rows depend on which tied event arrived later, which Databricks does not define.
                    || c.ties().ofKey(key.get())
                    || c.shown(key.get(), c.rows.after(c.trace.size(), key.get()))) {
                continue;
            }
            Map<CdcFlowSettings, Set<Row>> tables = choices(c, flow, feed, key.get());
            if (tables.size() >= 2) {
                Choice choice = new Choice(key.get(), c.pick(new ArrayList<>(tables.keySet())), tables);
                // The rows shown, or the explanation's list of what each design makes, give the practised one's.
                c.shows(key.get(), tables.get(flow));
                c.asksDesign(key.get());
                return Optional.of(choice);
            }
        }
        return Optional.empty();
    }

    /**
     * "• With a) <design> the key would have 2 rows: ..." for every design but the right one, each on a line of its own
     * with its option's letter: a learner reading a code question's explanation had to match descriptions to
     * snippets in one dense paragraph.
     */
    static String others(
            RoundContext c,
            CdcFlowSettings flow,
            List<CdcFlowSettings> designs,
            Map<CdcFlowSettings, Set<Row>> tables,
            Function<CdcFlowSettings, String> described) {
        StringBuilder why = new StringBuilder();
        for (CdcFlowSettings d : designs) {
            if (d != flow) {
                why.append("\n• With ")
                        .append(letter(designs, d))
                        .append(' ')
                        .append(described.apply(d))
                        .append(" the key would have ")
                        .append(RoundContext.count(tables.get(d).size()))
                        .append(tables.get(d).isEmpty() ? "" : ": ")
                        .append(tables.get(d).isEmpty() ? "" : RowsTable.inline(columns(c, d), tables.get(d)))
                        .append('.');
            }
        }
        return why.toString();
    }

    /** The option's label, "b)". */
    static String letter(List<CdcFlowSettings> designs, CdcFlowSettings d) {
        return (char) ('a' + designs.indexOf(d)) + ")";
    }

    /**
     * The design and up to three alternatives, each with the key's rows it gives, no two alike; empty when the
     * design gives the key no row.
     */
    static Map<CdcFlowSettings, Set<Row>> choices(RoundContext c, CdcFlowSettings flow, ChangeFeed feed, String key) {
        ChangeFeed one = onlyKey(c, feed, key);
        Map<CdcFlowSettings, Set<Row>> tables = new LinkedHashMap<>();
        Optional<Set<Row>> base = rows(flow, one);
        if (base.isEmpty() || base.get().isEmpty()) {
            return tables;
        }
        tables.put(flow, base.get());
        List<String> columns = columns(c, flow);
        // Designs whose tables have the practised one's columns first: the header alone (__START_AT there, a column
        // left out) told a learner which of the others made the rows. Each design's columns are resolved once.
        Map<Boolean, List<CdcFlowSettings>> bySameColumns = c.shuffled(DesignAlternatives.of(flow, c.resolved)).stream()
                .collect(Collectors.partitioningBy(d -> hasColumns(c, d, columns)));
        addDifferent(tables, bySameColumns.get(true), one, OPTIONS);
        addDifferent(tables, bySameColumns.get(false), one, MIXED_OPTIONS);
        return tables;
    }

    private static Question question(RoundContext c, Choice choice) {
        List<CdcFlowSettings> designs =
                c.shuffled(new ArrayList<>(choice.tables().keySet()));
        List<String> options =
                designs.stream().map(DesignAlternatives::describe).toList();
        String answer = String.valueOf((char) ('a' + designs.indexOf(choice.made())));
        String text = keyAndRows(c, choice) + ASKS + " The options differ only where they say so.";
        String why = "It is " + letter(designs, choice.made()) + " " + DesignAlternatives.describe(choice.made()) + "."
                + notRounds(c, choice)
                + others(c, choice.made(), designs, choice.tables(), DesignAlternatives::describe)
                + columnsRule(c, choice);
        return new Question(
                QuestionKind.WHICH_DESIGN,
                text,
                options,
                AnswerForm.LETTER,
                answer,
                why,
                deciding(c, choice.key()),
                showAt(c, choice));
    }

    /** Where the preview shows the rows: after the last event, unless another design than the round's made them. */
    static int showAt(RoundContext c, Choice choice) {
        return choice.isRounds(c) ? c.trace.size() : 0;
    }

    /**
     * The rule that tells designs of other columns apart, said when some options' tables have other columns than the
     * shown one: a learner picked by the header alone and the explanation never said why that works.
     */
    static String columnsRule(RoundContext c, Choice choice) {
        List<String> shown = columns(c, choice.made());
        boolean differ =
                choice.tables().keySet().stream().anyMatch(d -> !columns(c, d).equals(shown));
        return differ
                ? "\nThe header alone tells some of these apart: only SCD type 2 adds __START_AT and __END_AT, and a"
                        + " column a design leaves out of the target (its EXCEPT list) is not in its table."
                : "";
    }

    /** Said when the rows are another design's, so a learner who chose the design they opened knows why it is wrong. */
    static String notRounds(RoundContext c, Choice choice) {
        return choice.isRounds(c)
                ? ""
                : " It is not the design being practised, whose own rows are the ones the preview shows.";
    }

    private static final String ASKS = "Which design made them?";

    /**
     * What a question about which design or which code made a key's rows is about: the rows. Asked once as a design
     * and again as Python or SQL code, they were one question twice to a learner.
     */
    static String subject(String text) {
        int design = text.indexOf(ASKS);
        String rows = design < 0 ? text : text.substring(0, design);
        return CodeQuestions.subject(rows);
    }

    /**
     * The key's events as they arrived, then its rows once one of the designs folded all of them: what both kinds of
     * question show.
     */
    static String keyAndRows(RoundContext c, Choice choice) {
        String key = choice.key();
        return "Key " + key + "'s events as they arrived:\n" + c.keyEvents(key, c.trace.size(), 0)
                + "After all of them, one of the designs below (not always the one being practised) gives key " + key
                + (choice.shown().isEmpty()
                        ? " no row at all.\n"
                        : " these rows:\n" + RowsTable.of(columns(c, choice.made()), choice.shown()));
    }

    /** The key's last four events: those that decide which design made its rows. */
    static List<Integer> deciding(RoundContext c, String key) {
        List<Integer> events = c.eventsOfKey(key, c.trace.size());
        return events.subList(Math.max(0, events.size() - 4), events.size());
    }

    /** Adds the designs that give the key rows no design in the table gives, until it holds {@code upTo}. */
    private static void addDifferent(
            Map<CdcFlowSettings, Set<Row>> tables, List<CdcFlowSettings> designs, ChangeFeed one, int upTo) {
        for (CdcFlowSettings d : designs) {
            if (tables.size() >= upTo) {
                return;
            }
            rows(d, one).filter(r -> !tables.containsValue(r)).ifPresent(r -> tables.put(d, r));
        }
    }

    /** Whether the design's table has these columns; false for a design not valid for the feed. */
    private static boolean hasColumns(RoundContext c, CdcFlowSettings design, List<String> columns) {
        try {
            return columns(c, design).equals(columns);
        } catch (ScdException e) {
            return false;
        }
    }

    /** The columns of the alternative's target, which may differ from the design's (another type, other columns). */
    private static List<String> columns(RoundContext c, CdcFlowSettings alternative) {
        return FlowResolver.resolveCdc(alternative, c.scenario.feed().schema())
                .target()
                .names();
    }

    /** The design's rows for the feed, or empty when the design is not a valid one for it. */
    static Optional<Set<Row>> rows(CdcFlowSettings design, ChangeFeed feed) {
        try (FlowRun run = FeedRunner.runAll(new InMemoryEngine(), design, feed, RunOptions.FAST, List.of())) {
            Table t = run.target();
            return Optional.of(new HashSet<>(t.rows()));
        } catch (ScdException e) {
            return Optional.empty();
        }
    }

    /**
     * The key's own events (and the truncates), in their batches: keys fold on their own, so this is the key's
     * history at the cost of its own events, not the whole feed's.
     */
    static ChangeFeed onlyKey(RoundContext c, ChangeFeed feed, String key) {
        List<Batch> out = new ArrayList<>();
        long arrival = 0;
        for (Batch b : feed.batches()) {
            List<Row> rows = new ArrayList<>();
            for (Row r : b.rows()) {
                if (keyOf(c, r).map(key::equals).orElse(true)) {
                    rows.add(r);
                }
            }
            out.add(Batch.of(b.number(), arrival, rows));
            arrival += rows.size();
        }
        return feed.withBatches(out);
    }

    /** A source row's key, or empty when a key column is NULL (a truncate row, kept for every key). */
    private static Optional<String> keyOf(RoundContext c, Row r) {
        List<String> parts = new ArrayList<>();
        for (int k : c.resolved.keys()) {
            if (r.get(k) == null) {
                return Optional.empty();
            }
            parts.add(CanonicalText.render(r.get(k)));
        }
        return Optional.of(String.join(", ", parts));
    }
}
