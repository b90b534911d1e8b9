package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import java.util.List;
import java.util.Optional;

/** NULL_SEQUENCE: events with a NULL sequence value (a STRUCT's fields may be NULL; the whole may not). */
final class NullSequenceCheck implements DesignCheck {
    @Override
    public String id() {
        return "NULL_SEQUENCE";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        Optional<int[]> seq = flow.flatMap(f -> c.columns(f.sequenceBy().columns()));
        if (seq.isEmpty() || flow.get().sequenceBy().struct()) {
            return List.of();
        }
        LineList lines = new LineList();
        c.forEachEvent((row, batch, line) -> {
            if (row.get(seq.get()[0]) == null) {
                lines.add(line);
            }
        });
        if (lines.isEmpty()) {
            return List.of();
        }
        return List.of(new Finding(
                id(),
                Severity.ERROR,
                FlowParameters.SEQUENCE_BY,
                lines.count() + " event(s) have a NULL "
                        + flow.get().sequenceBy().columns().get(0),
                "an event with no sequence value cannot be ordered, so "
                        + "the run fails on the first one; fill it upstream or sequence by a column that is always set",
                lines.first(),
                lines.count(),
                Optional.empty()));
    }
}
