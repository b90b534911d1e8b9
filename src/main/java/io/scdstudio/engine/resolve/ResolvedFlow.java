package io.scdstudio.engine.resolve;

import io.scdstudio.expr.Condition;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Schema;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A flow checked against its source schema, with every name resolved to a column index: what the fold
 * needs and nothing to look up per event. Index arrays refer to source columns.
 *
 * @param projection       source indexes of the target's data columns, in source order (U17)
 * @param tracked          source indexes of the tracked columns (SCD2; U10 by default)
 * @param ignoreNull       source indexes of the columns whose NULL keeps the previous value
 * @param sequenceType     type of {@code __START_AT}/{@code __END_AT}
 * @param sequenceNames    field names of a STRUCT sequence (empty for a plain one)
 */
public record ResolvedFlow(
        FlowSettings flow,
        Schema source,
        int scdType,
        int[] keys,
        int[] sequence,
        List<String> sequenceNames,
        List<DataType> sequenceFieldTypes,
        DataType sequenceType,
        Optional<Condition> deletes,
        Optional<Condition> truncates,
        int[] projection,
        int[] tracked,
        int[] ignoreNull,
        Schema target) {

    /** Number of data columns in the target (without {@code __START_AT}/{@code __END_AT}). */
    public int dataColumns() {
        return projection.length;
    }

    public boolean structSequence() {
        return !sequenceNames.isEmpty();
    }

    public List<String> keyNames() {
        return names(keys);
    }

    /** The source's names of the columns at these positions (such as {@link #projection} or {@link #tracked}). */
    public List<String> names(int[] columns) {
        return Arrays.stream(columns).mapToObj(i -> source.column(i).name()).toList();
    }
}
