package io.scdstudio.codegen;

import io.scdstudio.model.Column;

import java.util.List;

/**
 * Everything a portable export of one CDC flow runs, target-language neutral: the statements that create
 * the target and the hidden event table once, the statements each micro-batch runs in order, and the
 * closing MERGE. {@code batchView} is the temporary view the caller registers with the batch's rows, with
 * the source columns plus {@link MergePlanner#ARRIVAL} (arrival order within the batch).
 */
record MergePlan(String batchView, List<Column> sourceColumns, List<SqlStep> setup, List<SqlStep> perBatch,
                 DeltaMerge merge, List<String> notes) {

    MergePlan {
        sourceColumns = List.copyOf(sourceColumns);
        setup = List.copyOf(setup);
        perBatch = List.copyOf(perBatch);
        notes = List.copyOf(notes);
    }
}
