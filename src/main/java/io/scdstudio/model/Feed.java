package io.scdstudio.model;

/** What a flow reads: a CDC change feed or a series of snapshots. */
public sealed interface Feed permits ChangeFeed, SnapshotFeed {
    Schema schema();
}
