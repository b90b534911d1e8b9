package io.scdstudio.ui.preview;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.ui.PreviewResult;
import java.util.Optional;

/**
 * Runs a scenario's feed through an in-memory run, batch by batch as the scenario numbers them, and keeps
 * what the run got to when a batch fails. Plain synchronous code: the caller picks the thread.
 */
public final class PreviewComputer {
    /**
     * From this many events on, the window shows the fast fold's table before the traced run is done. Below it the
     * traced run alone is ready in about a second on two cores, and a table first only put the step-through back by
     * the batch fold's time: the 100,000-event lesson was stepping-ready after 2.0-2.9 s with it.
     */
    public static final int TABLE_FIRST_FROM_EVENTS = 300_000;

    /**
     * On two cores the window's runs fold on one thread: a fold on both took the FX thread's core too, and the window
     * stalled while a big lesson opened (its panes waited tens of milliseconds for a core). With more cores the
     * engine chooses, as elsewhere.
     */
    private static final RunOptions FAST = windowOptions(RunOptions.FAST);

    private static final RunOptions TRACED = windowOptions(RunOptions.TRACED);

    private final ScdEngine engine = new InMemoryEngine();

    /** The traced run the step-through needs: a trace entry per event. */
    public PreviewResult compute(Scenario scenario) {
        return compute(scenario, TRACED);
    }

    /** The final table only, from the batch fold (several times faster than the traced run, far less memory). */
    public PreviewResult computeTable(Scenario scenario) {
        return compute(scenario, FAST);
    }

    private static RunOptions windowOptions(RunOptions options) {
        return Runtime.getRuntime().availableProcessors() <= 2 ? options.withThreads(1) : options;
    }

    /** Whether a feed is big enough that showing its table first is worth a second run. */
    public static boolean showsTableFirst(Scenario scenario) {
        return scenario.feed() instanceof ChangeFeed c && c.eventCount() >= TABLE_FIRST_FROM_EVENTS;
    }

    private PreviewResult compute(Scenario scenario, RunOptions options) {
        FlowRun run;
        try {
            run = engine.open(scenario.flow(), SourceShape.of(scenario.feed()), options);
        } catch (ScdException e) {
            return PreviewResult.failed(e, scenario.flow().scdType());
        }
        Optional<ScdException> error = Optional.empty();
        try {
            applyAll(scenario, run);
        } catch (ScdException e) {
            error = Optional.of(e);
        }
        return new PreviewResult(
                Optional.of(run.targetSchema()),
                run.flow().keyNames(),
                run.flow().names(run.flow().tracked()),
                run.flow().scdType(),
                run.trace(),
                Optional.of(run.target()),
                run.warnings(),
                error,
                options.trace());
    }

    /** The same loop as the Run pane and the command line, tombstone expiry before skipped batch numbers included. */
    private static void applyAll(Scenario scenario, FlowRun run) {
        FeedRunner.feed(run, scenario.feed(), scenario.simulateTombstoneGcBeforeBatches(), (n, r) -> true);
    }
}
