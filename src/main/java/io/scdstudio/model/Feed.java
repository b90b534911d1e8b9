package io.scdstudio.model;

/** What a flow reads: a CDC change feed or a series of snapshots. */
public sealed interface Feed permits ChangeFeed, SnapshotFeed {
    Schema schema();

    /**
     * How many micro-batches a run applies: one per batch of a change feed (a skipped batch number applies
     * none), one per snapshot.
     */
    int batchCount();
}
