package io.scdstudio.spark;

import io.scdstudio.model.Batch;

/**
 * Backfill mode: the whole target recomputed from every event in one pass of window functions and written
 * as one atomic Delta overwrite, as a full refresh does.
 */
final class BackfillWriter implements TargetWriter {
    private final RunTables tables;
    private final FoldQuery fold;

    BackfillWriter(RunTables tables) {
        this.tables = tables;
        this.fold = new FoldQuery(tables.flow());
    }

    @Override
    public void update(int batch, Batch rows, boolean truncated) {
        tables.replaceTarget(fold.target(tables.events()));
    }
}
