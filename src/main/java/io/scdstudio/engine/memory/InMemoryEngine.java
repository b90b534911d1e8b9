package io.scdstudio.engine.memory;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.FlowSettings;

/** The reference engine: the canonical fold of spec §2, in memory, with a trace on request. */
public final class InMemoryEngine implements ScdEngine {
    /**
     * A batch touching fewer keys than this is folded on the caller's thread when the engine chooses the threads
     * ({@link RunOptions#threads()} 0): below it, handing work to a second thread costs more than it saves (a
     * batch of a few thousand keys folds in about a millisecond).
     */
    public static final int MIN_KEYS_TO_SPLIT = 4096;

    /** Likewise for classifying a batch's rows: a few thousand rows take about half a millisecond. */
    static final int MIN_ROWS_TO_SPLIT = 4096;

    @Override
    public String name() {
        return "memory";
    }

    @Override
    public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
        ResolvedFlow resolved = ScdEngine.resolve(flow, source);
        return new InMemoryFlowRun(resolved, source, options);
    }

    /**
     * Works out the columns a fold of this flow reads from each of the feed's batches, which the batches then keep
     * ({@link BatchColumns}): what DuckDB's load does before its query. The first fold of a feed does it too; this lets
     * a bench time it apart, and the window do it before the learner asks.
     */
    public void readColumns(FlowSettings flow, ChangeFeed feed) {
        if (!(flow instanceof CdcFlowSettings)) {
            return;
        }
        InMemoryFlowRun run = new InMemoryFlowRun(
                ScdEngine.resolve(flow, SourceShape.of(feed)), SourceShape.of(feed), RunOptions.FAST);
        for (Batch batch : feed.batches()) {
            run.readColumns(batch);
        }
    }
}
