package io.scdstudio.practice;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A round of practice questions about one design: made from its trace (the one the preview already has, or a
 * traced run), the kinds taken in turn in a seeded order, so the same seed gives the same questions.
 */
public final class PracticeRound {
    public static final int DEFAULT_COUNT = 10;
    /**
     * How many times in a row each kind may give no new question before the round ends short: a small design runs
     * out of questions, and each try of some kinds runs the engine on other designs.
     */
    private static final int MISSES_PER_KIND = 6;

    private static final Map<QuestionKind, Function<RoundContext, Optional<Question>>> MAKERS = makers();

    private PracticeRound() {}

    /** Questions about the scenario as SCD type {@code scdType}, from a traced run of it. */
    public static List<Question> of(Scenario scenario, int scdType, long seed, int count) {
        FlowSettings flow = scenario.flow().withScdType(scdType);
        return of(scenario, flow, traced(scenario, flow), seed, count);
    }

    /** What the questions of a round are made from, for the makers' own tests. */
    static RoundContext context(Scenario scenario, int scdType, long seed) {
        FlowSettings flow = scenario.flow().withScdType(scdType);
        return new RoundContext(scenario, flow, resolve(scenario, flow), traced(scenario, flow), seed);
    }

    static Trace traced(Scenario scenario, FlowSettings flow) {
        try (FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                flow,
                scenario.feed(),
                RunOptions.TRACED,
                scenario.simulateTombstoneGcBeforeBatches())) {
            return run.trace();
        }
    }

    /** Questions from a trace already made (the window's preview) of {@code flow} over the scenario's feed. */
    public static List<Question> of(Scenario scenario, FlowSettings flow, Trace trace, long seed, int count) {
        if (trace.size() == 0) {
            throw Errors.of(
                    ErrorClass.NOTHING_TO_ASK,
                    "the design has no events to ask about",
                    "Open a feed with events, or fix the flow's error first");
        }
        RoundContext c = new RoundContext(scenario, flow, resolve(scenario, flow), trace, seed);
        List<Function<RoundContext, Optional<Question>>> order = c.shuffled(new ArrayList<>(MAKERS.values()));
        List<Question> out = new ArrayList<>();
        Set<String> asked = new HashSet<>();
        Map<QuestionKind, Integer> perKind = new EnumMap<>(QuestionKind.class);
        // First each kind up to its share, then (a design short of other questions) any kind.
        for (int pass = 0; pass < 2 && out.size() < count; pass++) {
            int misses = 0;
            for (int i = 0; out.size() < count && misses < order.size() * MISSES_PER_KIND; i++) {
                Optional<Question> q = order.get(i % order.size()).apply(c);
                boolean full = q.isPresent()
                        && perKind.getOrDefault(q.get().kind(), 0)
                                >= share(q.get().kind(), pass);
                if (q.isPresent() && !full && asked.add(sameQuestion(q.get()))) {
                    c.kept();
                    out.add(q.get());
                    perKind.merge(q.get().kind(), 1, Integer::sum);
                    misses = 0;
                } else {
                    c.dropped();
                    misses++;
                }
            }
        }
        return out;
    }

    /**
     * The most questions of a kind in a round while others are left, and of spot-the-mistake at all: a learner met four
     * spot-the-mistake questions in ten, the same five options each time.
     */
    private static int share(QuestionKind kind, int pass) {
        // A round ends shorter rather than fill up with spot-the-mistake, whose options are the same each time.
        if (kind == QuestionKind.SPOT_THE_MISTAKE) {
            return 2 + pass;
        }
        return pass == 0 ? 3 : Integer.MAX_VALUE;
    }

    /** The maker of each kind, in the kinds' order (a seeded round shuffles them). */
    private static Map<QuestionKind, Function<RoundContext, Optional<Question>>> makers() {
        Map<QuestionKind, Function<RoundContext, Optional<Question>>> m = new EnumMap<>(QuestionKind.class);
        m.put(QuestionKind.TARGET_ROWS, TargetRowsQuestions::whichRows);
        m.put(QuestionKind.VERSION_DATES, TargetRowsQuestions::versionDates);
        m.put(QuestionKind.EVENT_OUTCOME, EventOutcomeQuestions::make);
        m.put(QuestionKind.WHICH_DESIGN, DesignQuestions::make);
        m.put(QuestionKind.WHICH_CODE, CodeQuestions::make);
        m.put(QuestionKind.SPOT_THE_MISTAKE, MistakeQuestions::make);
        return m;
    }

    /** One question of the kind about the context's design, or empty when the design gives none. */
    static Optional<Question> ask(RoundContext c, QuestionKind kind) {
        return MAKERS.get(kind).apply(c);
    }

    /**
     * What makes two questions one to a learner: the kind and the text. Options in another order, or other wrong
     * options beside the same right one, do not make another question (the learner review met Q2 again as Q7).
     */
    static String sameQuestion(Question q) {
        return switch (q.kind()) {
            case WHICH_CODE, WHICH_DESIGN -> "what made these rows\n" + DesignQuestions.subject(q.text());
            // The same flow with the same mistake is one question whichever language and names it is written in
            // (a valid flow was asked with dlt.apply_changes and again with dp.create_auto_cdc_flow; track history
            // with SCD type 1 in Python and again in SQL).
            case SPOT_THE_MISTAKE ->
                q.kind() + "\n" + q.text().lines().findFirst().orElse("") + "\n" + MistakeQuestions.mistakeOf(q);
            default -> q.kind() + "\n" + q.text();
        };
    }

    static ResolvedFlow resolve(Scenario scenario, FlowSettings flow) {
        if (flow instanceof CdcFlowSettings cdc) {
            return FlowResolver.resolveCdc(cdc, scenario.feed().schema());
        }
        DataType version = scenario.feed() instanceof SnapshotFeed s ? s.versionType() : DataType.BIGINT;
        return FlowResolver.resolveSnapshot(
                (SnapshotFlowSettings) flow, scenario.feed().schema(), version);
    }
}
