package io.scdstudio.engine;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.OrderedColumnTypes;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SnapshotFlowSettings;

/**
 * An engine that runs AUTO CDC flows. {@link #open} validates the flow against the source shape (failing
 * with configuration errors before any batch) and returns a run that takes micro-batches one at a time.
 * The in-memory engine is the reference; every other engine must give the same tables after every batch.
 */
public interface ScdEngine {

    /** A short name for messages and the command line ({@code memory}, {@code spark}). */
    String name();

    FlowRun open(FlowSettings flow, SourceShape source, RunOptions options);

    /**
     * The one resolve step every engine takes in {@link #open}, so that both report the same configuration error
     * for the same design: a change flow against the feed's schema, a snapshot flow also against its version type.
     */
    static ResolvedFlow resolve(FlowSettings flow, SourceShape source) {
        if (flow instanceof CdcFlowSettings c) {
            ResolvedFlow resolved = FlowResolver.resolveCdc(c, source.schema());
            OrderedColumnTypes.check(c, source.typeFallbacks(), source.file());
            return resolved;
        }
        return FlowResolver.resolveSnapshot(
                (SnapshotFlowSettings) flow,
                source.schema(),
                source.snapshotVersionType().orElse(DataType.BIGINT));
    }
}
