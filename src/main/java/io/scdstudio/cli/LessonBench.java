package io.scdstudio.cli;

import io.scdstudio.compare.NaiveMerge;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.practice.PracticeRound;
import java.io.PrintStream;

/**
 * {@code bench --naive} and {@code --practice}: the textbook MERGE recipe folded in memory against the AUTO CDC
 * fold of the same feed in the same process, and a practice round made from the trace the preview already has.
 */
final class LessonBench {
    private LessonBench() {}

    static void naive(Feed feed, FlowSettings flow, int runs, double fold, PrintStream out, String usage) {
        if (!(feed instanceof ChangeFeed c) || !(flow instanceof CdcFlowSettings cdc)) {
            throw Args.usageError("--naive needs a change feed", usage);
        }
        double naive = Measure.medianMillis(2, runs, () -> NaiveMerge.run(cdc, c));
        out.printf(
                "Textbook MERGE recipe in memory, batch by batch: median %.1f ms; naive/fold = %.2fx%n",
                naive, naive / fold);
    }

    static void practice(Scenario scenario, int runs, PrintStream out) {
        Trace trace;
        long t0 = System.nanoTime();
        try (FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                scenario.flow(),
                scenario.feed(),
                RunOptions.TRACED,
                scenario.simulateTombstoneGcBeforeBatches())) {
            trace = run.trace();
        }
        double traced = (System.nanoTime() - t0) / 1e6;
        long[] seed = {0};
        double round = Measure.medianMillis(
                1,
                runs,
                () -> PracticeRound.of(scenario, scenario.flow(), trace, ++seed[0], PracticeRound.DEFAULT_COUNT));
        out.printf(
                "Practice round of %d questions from the trace the preview already has: median %.1f ms over %d "
                        + "seeds (the traced run itself took %.0f ms once)%n",
                PracticeRound.DEFAULT_COUNT, round, runs, traced);
    }
}
