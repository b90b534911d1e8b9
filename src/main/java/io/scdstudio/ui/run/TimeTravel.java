package io.scdstudio.ui.run;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A finished run kept so its target can be read at any version it committed, next to the in-memory table after
 * the same batch: the preview's answer to "what did version N hold?". Works on the caller's thread (a job).
 */
final class TimeTravel {
    private final FlowRun run;
    private final FlowSettings flow;
    private final Feed feed;
    private final List<Integer> gcBeforeBatches;
    private final boolean wholeFeed;

    /**
     * {@code feed} and {@code gcBeforeBatches} as the run was given them; {@code wholeFeed} for a backfill, whose
     * one batch is the whole feed.
     */
    TimeTravel(FlowRun run, FlowSettings flow, Feed feed, List<Integer> gcBeforeBatches, boolean wholeFeed) {
        this.run = run;
        this.flow = flow;
        this.feed = feed;
        this.gcBeforeBatches = List.copyOf(gcBeforeBatches);
        this.wholeFeed = wholeFeed;
    }

    /** What a version holds, in words, for the history's "holds" column. */
    String holds(TargetVersion version) {
        if (version.batch().isEmpty()) {
            return "not a batch of this run";
        }
        return "the target after " + after(version) + (wholeFeed ? " (one batch)" : "");
    }

    /** "batch 2", or for a backfill, whose one version holds every batch, "the whole feed". */
    private String after(TargetVersion version) {
        return wholeFeed ? "the whole feed" : "batch " + version.batch().getAsInt();
    }

    /** What a version holds, and in words how it compares with the in-memory table after its batch. */
    record Comparison(Table engine, String verdict) {}

    Comparison at(TargetVersion version) {
        int batch = version.batch()
                .orElseThrow(() -> Errors.of(
                        ErrorClass.UNKNOWN_VERSION,
                        "version " + version.version() + " was not written by a batch of this run",
                        "Pick a version that holds a batch's result"));
        Table engine = run.versioned()
                .map(v -> v.targetAt(version.version()))
                .orElseThrow(() -> Errors.of(
                        ErrorClass.UNKNOWN_VERSION,
                        "this engine keeps no versions of the target",
                        "Run on the Spark + Delta engine to travel in time"));
        TableDiff diff = TableDiff.of(inMemoryAfter(batch), engine);
        String after = after(version);
        String verdict = "Version " + version.version() + " (" + version.operation() + ", after " + after
                + (wholeFeed ? ", run as one batch" : "") + "): "
                + (diff.isEmpty()
                        ? "equal to the preview after " + after + " (" + engine.size() + " rows)."
                        : "differs from the preview after " + after + ": " + diff.describe());
        return new Comparison(engine, verdict);
    }

    private Table inMemoryAfter(int batch) {
        AtomicReference<Table> after = new AtomicReference<>();
        FeedRunner.run(new InMemoryEngine(), flow, feed, RunOptions.FAST, gcBeforeBatches, (n, r) -> {
            if (n == batch) {
                after.set(r.target());
                return false;
            }
            return true;
        });
        return after.get();
    }

    /** Ends the run and removes what it stored in the workspace: the pane keeps only its latest run's tables. */
    void discard() {
        run.discardAndClose();
    }
}
