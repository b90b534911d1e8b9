/**
 * The portable targets, Delta MERGE SQL and Spark Java, which run on any Spark with Delta Lake. Both render one
 * plan ({@link io.scdstudio.codegen.merge.MergePlanner}): store the batch's events in a compact per-key state,
 * re-fold the keys the batch touches with window functions ({@code FoldSql}), write them with one MERGE
 * ({@code DeltaMerge}); a batch log makes a re-run harmless ({@code MergeBatchLog}) and an existing target can be
 * adopted ({@code MergeAdoption}). {@code TakeAwayTests} writes a JUnit or pytest file that checks the exported
 * code against the engine's tables.
 */
package io.scdstudio.codegen.merge;
