package io.scdstudio.ui.run;

import io.scdstudio.engine.CancellationToken;
import io.scdstudio.engine.EngineLog;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.engine.VersionedRun;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One run of a scenario on an engine, on the caller's thread: batch by batch (or as one batch), telling the
 * progress after each batch and the engine's stages as it reports them, while the engine's own log goes to the log
 * listener too. A cancel stops the engine mid-batch when it can (Spark: its job group), else after the batch.
 * Returns the final table, the target's versions and the run kept open to read them back, or empty if cancelled.
 */
final class EngineJob {
    private final RunEngine engine;
    private final Optional<EngineSettings> settings;
    private final CancellationToken cancellation = new CancellationToken();

    /** {@code settings}: the master, workspace and target folder to run with, for an engine that takes them. */
    EngineJob(RunEngine engine, Optional<EngineSettings> settings) {
        this.engine = engine;
        this.settings = settings;
    }

    /** From any thread; before the run has started, it stops the run as soon as it does. */
    void cancel() {
        cancellation.cancel();
    }

    /**
     * {@code beforeOpen} runs once the engine for the run is made, so after the settings it was made with are
     * checked (the pane discards its previous run there).
     */
    Optional<RunOutcome> run(
            Scenario scenario,
            RunMode mode,
            Consumer<Double> progress,
            Consumer<String> stages,
            Consumer<String> log,
            Runnable beforeOpen) {
        try (EngineLog.Following following = engine.log().follow(log)) {
            return runFollowed(scenario, mode, progress, stages, log, beforeOpen);
        }
    }

    private Optional<RunOutcome> runFollowed(
            Scenario scenario,
            RunMode mode,
            Consumer<Double> progress,
            Consumer<String> stages,
            Consumer<String> log,
            Runnable beforeOpen) {
        Feed feed = mode == RunMode.BACKFILL && scenario.feed() instanceof ChangeFeed c
                ? c.asSingleBatch()
                : scenario.feed();
        int total = lastBatchOf(feed);
        RunControls controls = new RunControls(feed.batchCount(), settings, stages, cancellation);
        long started = System.nanoTime();
        log.accept("Running " + scenario.id() + " on " + engine.label()
                + settings.map(s -> ", " + s.master() + ", workspace " + s.workspace()
                                + s.target().map(t -> ", target " + t).orElse(""))
                        .orElse("")
                + ", " + mode);
        List<Integer> gc = mode == RunMode.BACKFILL ? List.of() : scenario.simulateTombstoneGcBeforeBatches();
        ScdEngine made = engine.engineFor(mode, controls);
        beforeOpen.run();
        FlowRun run = null;
        try {
            run = made.open(scenario.flow(), SourceShape.of(feed), RunOptions.FAST);
            run.versioned().ifPresent(v -> log.accept("Target table: " + v.targetLocation()));
            FeedRunner.feed(run, feed, gc, (n, r) -> {
                log.accept("batch " + n + " applied (" + (System.nanoTime() - started) / 1_000_000 + " ms)");
                progress.accept(Math.min(1.0, n / (double) total));
                return !cancellation.isCancelled();
            });
            if (!cancellation.isCancelled()) {
                // The run stays open (the pane closes it when the next run starts) so its versions can be read back.
                Table target = run.target();
                List<TargetVersion> history =
                        run.versioned().map(VersionedRun::targetHistory).orElse(List.of());
                log.accept("Done: " + target.size() + " rows"
                        + (history.isEmpty()
                                ? ""
                                : ", target at version "
                                        + history.get(history.size() - 1).version()) + ".");
                run.versioned().ifPresent(v -> log.accept(whereKept(v.targetLocation())));
                return Optional.of(new RunOutcome(
                        target, history, new TimeTravel(run, scenario.flow(), feed, gc, mode == RunMode.BACKFILL)));
            }
        } catch (RuntimeException e) {
            // An engine stopped by the Cancel fails its opening (a cluster's executor awaited), its batch or its last
            // read with an error: a cancel, not a failure. A run cut short leaves nothing to look at, so what it
            // stored in the workspace goes at once; a target folder the user picked keeps its last complete version.
            if (!(e instanceof ScdException) || !cancellation.isCancelled()) {
                throw run == null ? e : FeedRunner.discarding(run, e);
            }
        }
        if (run != null) {
            run.discardAndClose();
        }
        log.accept("Cancelled.");
        return Optional.empty();
    }

    private String whereKept(Path where) {
        return settings.flatMap(EngineSettings::target).isPresent()
                ? "The target table is in " + where + "."
                : "The target table is in " + where + " until the next run (to keep a run's table, pick a target"
                        + " folder outside the workspace in the Spark settings before you run).";
    }

    /**
     * What the progress bar counts to: the number of the last batch, as the run's listener hears every number,
     * skipped ones included; or the number of snapshots.
     */
    private static int lastBatchOf(Feed feed) {
        if (feed instanceof SnapshotFeed s) {
            return Math.max(1, s.snapshots().size());
        }
        List<Batch> batches = ((ChangeFeed) feed).batches();
        return batches.isEmpty() ? 1 : batches.get(batches.size() - 1).number();
    }
}
