package io.scdstudio.compare;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Row;
import io.scdstudio.model.StructValue;
import java.util.ArrayList;
import java.util.List;

/** An event's sequence value as the flow orders by it: the column, or the STRUCT of the listed columns. */
final class Sequences {
    private Sequences() {}

    static Object of(ResolvedFlow flow, Row row) {
        int[] seq = flow.sequence();
        if (!flow.structSequence()) {
            return row.get(seq[0]);
        }
        List<Object> fields = new ArrayList<>(seq.length);
        for (int i : seq) {
            fields.add(row.get(i));
        }
        return new StructValue(flow.sequenceNames(), flow.sequenceFieldTypes(), fields);
    }
}
