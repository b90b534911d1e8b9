package io.scdstudio.engine;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.Optional;

/**
 * One flow being run, batch by batch, with incremental state: the target after batch N is the fold of
 * batches 1..N, and gives the same table as running them as one batch.
 */
public interface FlowRun extends AutoCloseable {

    ResolvedFlow flow();

    default Schema targetSchema() {
        return flow().target();
    }

    /** Applies one micro-batch of a change feed; a data error fails the batch and leaves the state as it was. */
    void apply(Batch batch);

    /** Applies the next snapshot of a snapshot flow (one micro-batch). */
    void apply(Snapshot snapshot);

    /** The target table now, rows ordered by key and then {@code __START_AT}. */
    Table target();

    /** Warnings raised so far, at most one per code, in the order first raised. */
    List<FlowWarning> warnings();

    /** Forgets every tombstone, as tombstone garbage collection would (U16, SCD1 only). */
    void expireTombstones();

    /** The trace of every event applied so far, when the run was opened with tracing; else empty. */
    Trace trace();

    /**
     * This run as one whose target is a versioned table the engine stores (Delta): its history, any version read
     * back, where the table is. Empty for an engine that keeps its target in memory.
     */
    default Optional<VersionedRun> versioned() {
        return Optional.empty();
    }

    /**
     * Removes what the run stored, for runs nobody will look at again (a conformance check's): the Spark engine's
     * tables in its workspace, which would otherwise pile up there one run folder per case. A target at a path
     * the user picked is left alone.
     */
    default void discard() {}

    /** Discards the run, then closes it even if the discard failed: for a run that ends with nothing to read. */
    default void discardAndClose() {
        try {
            discard();
        } finally {
            close();
        }
    }

    @Override
    default void close() {}
}
