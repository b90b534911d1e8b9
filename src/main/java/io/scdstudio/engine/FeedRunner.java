package io.scdstudio.engine;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.util.Collection;
import java.util.List;

/**
 * Runs a whole feed through an engine batch by batch, numbering batches as the scenario format does
 * (a skipped number is an empty micro-batch; for snapshots, batch i is the i-th snapshot), expiring
 * tombstones before the listed batches, and telling a listener after each batch.
 */
public final class FeedRunner {

    /** Called after each batch number, empty ones included; return false to stop early. */
    public interface AfterBatch {
        boolean after(int batchNumber, FlowRun run);
    }

    private FeedRunner() {}

    public static FlowRun run(
            ScdEngine engine,
            FlowSettings flow,
            Feed feed,
            RunOptions options,
            Collection<Integer> gcBeforeBatches,
            AfterBatch listener) {
        FlowRun run = engine.open(flow, SourceShape.of(feed), options);
        try {
            feed(run, feed, gcBeforeBatches, listener);
        } catch (RuntimeException e) {
            // The caller never gets a run that failed, so nobody else could remove what it stored.
            throw discarding(run, e);
        }
        return run;
    }

    /**
     * Discards and closes a run that failed with {@code failure}, which it returns to be thrown: the error the
     * caller must see is the run's own, so one from the clean-up joins it as suppressed.
     */
    public static RuntimeException discarding(FlowRun run, RuntimeException failure) {
        try {
            run.discardAndClose();
        } catch (RuntimeException cleanUp) {
            failure.addSuppressed(cleanUp);
        }
        return failure;
    }

    /** Applies a whole feed to a run already opened for it. */
    public static void feed(FlowRun run, Feed feed, Collection<Integer> gcBeforeBatches, AfterBatch listener) {
        if (feed instanceof SnapshotFeed s) {
            List<Snapshot> snapshots = s.snapshots();
            for (int i = 0; i < snapshots.size(); i++) {
                run.apply(snapshots.get(i));
                if (!listener.after(i + 1, run)) {
                    break;
                }
            }
            return;
        }
        ChangeFeed c = (ChangeFeed) feed;
        int next = 1;
        for (Batch b : c.batches()) {
            for (; next < b.number(); next++) {
                expireIfListed(run, gcBeforeBatches, next);
                if (!listener.after(next, run)) {
                    return;
                }
            }
            expireIfListed(run, gcBeforeBatches, b.number());
            run.apply(b);
            next = b.number() + 1;
            if (!listener.after(b.number(), run)) {
                return;
            }
        }
    }

    /** Runs every batch with no listener. */
    public static FlowRun runAll(
            ScdEngine engine, FlowSettings flow, Feed feed, RunOptions options, Collection<Integer> gcBeforeBatches) {
        return run(engine, flow, feed, options, gcBeforeBatches, (n, r) -> true);
    }

    private static void expireIfListed(FlowRun run, Collection<Integer> gcBeforeBatches, int batch) {
        if (gcBeforeBatches.contains(batch)) {
            run.expireTombstones();
        }
    }
}
