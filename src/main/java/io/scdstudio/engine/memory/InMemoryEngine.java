package io.scdstudio.engine.memory;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.FlowSettings;

/** The reference engine: the canonical fold of spec §2, in memory, with a trace on request. */
public final class InMemoryEngine implements ScdEngine {

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
