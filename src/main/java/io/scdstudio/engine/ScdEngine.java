package io.scdstudio.engine;

import io.scdstudio.model.FlowSettings;

/**
 * An engine that runs AUTO CDC flows. {@link #open} validates the flow against the source shape (failing
 * with configuration errors before any batch) and returns a run that takes micro-batches one at a time.
 * The in-memory engine is the reference; every other engine must give the same tables after every batch.
 */
public interface ScdEngine {

    /** A short name for messages and the command line ({@code memory}, {@code spark}). */
    String name();

    FlowRun open(FlowSettings flow, SourceShape source, RunOptions options);
}
