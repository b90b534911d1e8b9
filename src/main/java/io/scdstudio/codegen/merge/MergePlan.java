package io.scdstudio.codegen.merge;

import io.scdstudio.model.Column;
import io.scdstudio.model.SourceView;
import java.util.List;
import java.util.Optional;

/**
 * Everything a portable export of one CDC flow runs, target-language neutral: the statements that create
 * the target and the hidden state once, the gated statements that adopt an existing target or compact the state,
 * the statements each
 * micro-batch runs in order, the closing MERGE and what follows it (the batch log). {@code inputView} is the
 * temporary view the caller registers with the batch's rows, with
 * {@code inputColumns} plus {@link MergePlanner#ARRIVAL} (arrival order within the batch): the source columns, or,
 * for a design read from a CDC format, the raw rows, which the first per-batch statement flattens into
 * {@code batchView}. {@code compactionSteps} are the compaction's statements under the writer lease, which
 * {@code perBatch} takes first and {@code afterMerge} gives back; {@code releaseLease} gives it back after a failure.
 */
record MergePlan(
        String batchView,
        List<Column> sourceColumns,
        List<SqlStep> setup,
        Adoption adoption,
        StateCompaction compaction,
        List<SqlStep> compactionSteps,
        List<SqlStep> perBatch,
        DeltaMerge merge,
        List<SqlStep> afterMerge,
        List<String> notes,
        Optional<SourceView> sourceView,
        String inputView,
        MergeNames names,
        SqlStep releaseLease) {

    MergePlan {
        sourceColumns = List.copyOf(sourceColumns);
        setup = List.copyOf(setup);
        compactionSteps = List.copyOf(compactionSteps);
        perBatch = List.copyOf(perBatch);
        afterMerge = List.copyOf(afterMerge);
        notes = List.copyOf(notes);
    }

    /** The adoption statements, what the file says about them, and whether they need a sequence value. */
    record Adoption(String howTo, List<SqlStep> statements, boolean needsSeedSequence) {
        Adoption {
            statements = List.copyOf(statements);
        }
    }

    /** The columns the caller's batch holds, arrival aside. */
    List<Column> inputColumns() {
        return sourceView.map(SourceView::rawColumns).orElse(sourceColumns);
    }
}
