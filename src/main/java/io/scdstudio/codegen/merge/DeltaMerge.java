package io.scdstudio.codegen.merge;

import java.util.List;

/**
 * The one MERGE that writes a batch's result into the target, in parts, so that SQL can print it as a
 * {@code MERGE INTO} statement and Java can build it with {@code io.delta.tables.DeltaTable}. Conditions are
 * Spark SQL over the aliases {@code t} (target) and {@code s} (staged source); an empty update list means
 * the target has no column to update.
 *
 * @param target      the target table as SQL names it
 * @param source      the staged view as SQL names it
 * @param update      target column name to the expression that sets it, in target order
 * @param insert      target column name to the inserted expression, every target column in order
 */
record DeltaMerge(
        String purpose,
        String target,
        String source,
        String on,
        String deleteWhen,
        String updateWhen,
        List<Assignment> update,
        String insertWhen,
        List<Assignment> insert) {

    DeltaMerge {
        update = List.copyOf(update);
        insert = List.copyOf(insert);
    }

    /** {@code column = expression}; the column is the plain name, unquoted. */
    record Assignment(String column, String expression) {}
}
