package io.scdstudio.engine.memory;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.resolve.ResolvedFlow;
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
}
