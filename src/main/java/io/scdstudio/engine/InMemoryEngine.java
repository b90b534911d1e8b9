package io.scdstudio.engine;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SnapshotFlowSettings;

/** The reference engine: the canonical fold of spec §2, in memory, with a trace on request. */
public final class InMemoryEngine implements ScdEngine {

    @Override
    public String name() {
        return "memory";
    }

    @Override
    public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
        ResolvedFlow resolved = flow instanceof CdcFlowSettings c
                ? FlowResolver.resolveCdc(c, source.schema())
                : FlowResolver.resolveSnapshot(
                        (SnapshotFlowSettings) flow,
                        source.schema(),
                        source.snapshotVersionType().orElse(DataType.BIGINT));
        return new InMemoryFlowRun(resolved, source, options);
    }
}
