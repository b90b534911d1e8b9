package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.expr.Condition;
import io.scdstudio.model.Row;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The kind a row's conditions give it (spec §2 step 0, U3): a truncate if the truncate condition is TRUE, else a delete
 * if the delete condition is, else an upsert; and whether it matched both (U4 warns about those). The one place both
 * ways of classifying a batch, row by row and from its columns, ask.
 */
final class EventKinds {
    private final Condition deletes;
    private final Condition truncates;
    /** The source columns the conditions read; null when one is not a source column. */
    private final int[] columns;

    EventKinds(ResolvedFlow flow) {
        this.deletes = flow.deletes().orElse(null);
        this.truncates = flow.truncates().orElse(null);
        Set<String> read = new LinkedHashSet<>();
        flow.deletes().ifPresent(c -> read.addAll(c.columns()));
        flow.truncates().ifPresent(c -> read.addAll(c.columns()));
        int[] indexes = read.stream().mapToInt(n -> flow.source().indexOf(n)).toArray();
        this.columns = Arrays.stream(indexes).anyMatch(c -> c < 0) ? null : indexes;
    }

    /** Whether any condition is set: without one every row is an upsert. */
    boolean any() {
        return deletes != null || truncates != null;
    }

    /** The columns the conditions read, which decide a row's kind alone; null when one is not a source column. */
    int[] columns() {
        return columns == null ? null : columns.clone();
    }

    EventKind of(Row row) {
        if (truncates != null && truncates.isTrue(row)) {
            return EventKind.TRUNCATE;
        }
        return deletes != null && deletes.isTrue(row) ? EventKind.DELETE : EventKind.UPSERT;
    }

    /** Whether a row of this kind matched the delete condition as well as the truncate condition. */
    boolean matchesBoth(Row row, EventKind kind) {
        return truncates != null && kind == EventKind.TRUNCATE && deletes != null && deletes.isTrue(row);
    }
}
