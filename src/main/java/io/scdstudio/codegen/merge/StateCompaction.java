package io.scdstudio.codegen.merge;

import java.util.List;
import java.util.Optional;

/**
 * The step that keeps a portable export's state bounded: gated statements, run between batches, that replace stored
 * events by fewer ones folding to the same rows. Each batch only appends, so its cost follows the batch and the keys it
 * touches; compaction, run every few batches, keeps the state near the size of the target. SCD1 compacts exactly
 * ({@link EventCompaction}); SCD2 up to a point in the sequence ({@link VersionCompaction}).
 */
interface StateCompaction {
    /** How each compaction statement's comment begins, so that a batch runner can leave them out. */
    String PURPOSE_PREFIX = "Compact:";

    /** The session variable that switches the statements on; without it they do nothing. */
    SqlStep declaration();

    /** What the SQL file says above the compaction statements: how to run them, then {@link #effect()}. */
    String howTo();

    /**
     * What compaction keeps and what that means for late events, said the same way by every export; it begins with a
     * space, to follow a sentence on how to run it.
     */
    String effect();

    /** The statements, each with a purpose that begins with {@link #PURPOSE_PREFIX}. */
    List<SqlStep> statements();

    /** Whether the switch is a sequence value (compact up to a point) rather than a plain {@code true}. */
    boolean needsPoint();

    /** How step 1 counts the batch's rows that may fold approximately against compacted state; none when exact. */
    Optional<MergeBatchLog.LateRows> lateRows();
}
