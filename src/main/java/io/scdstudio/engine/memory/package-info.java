/**
 * The reference engine: the canonical AUTO CDC fold of the semantics spec (section 2, with the rules section 15
 * chose), in memory, with a per-event trace on request. Events and versions are kept column by column
 * ({@code EventStore}, {@code VersionStore}); each key folds its own events in fold order and a late event re-folds
 * only its key ({@code FoldDriver}, {@code Scd1Folder}, {@code Scd2Folder}); snapshots become upserts and deletes
 * ({@code SnapshotDiffer}). Only {@link io.scdstudio.engine.memory.InMemoryEngine} is used outside this package.
 */
package io.scdstudio.engine.memory;
