package io.scdstudio.ui.preview;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.InMemoryEngine;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.util.Optional;

/**
 * Runs a scenario's feed through a traced in-memory run, batch by batch as the scenario numbers them, and
 * keeps what the run got to when a batch fails. Plain synchronous code: the caller picks the thread.
 */
public final class PreviewComputer {
    private final ScdEngine engine = new InMemoryEngine();

    public PreviewResult compute(Scenario scenario) {
        FlowRun run;
        try {
            run = engine.open(scenario.flow(), SourceShape.of(scenario.feed()), RunOptions.TRACED);
        } catch (ScdException e) {
            return PreviewResult.failed(e, scenario.flow().scdType());
        }
        Optional<ScdException> error = Optional.empty();
        try {
            applyAll(scenario, run);
        } catch (ScdException e) {
            error = Optional.of(e);
        }
        return new PreviewResult(Optional.of(run.targetSchema()), run.flow().keyNames(), run.flow().scdType(),
                run.trace(), Optional.of(run.target()), run.warnings(), error);
    }

    private static void applyAll(Scenario scenario, FlowRun run) {
        if (scenario.feed() instanceof SnapshotFeed snapshots) {
            for (Snapshot s : snapshots.snapshots()) {
                run.apply(s);
            }
            return;
        }
        for (Batch b : ((ChangeFeed) scenario.feed()).batches()) {
            if (scenario.simulateTombstoneGcBeforeBatches().contains(b.number())) {
                run.expireTombstones();
            }
            run.apply(b);
        }
    }
}
