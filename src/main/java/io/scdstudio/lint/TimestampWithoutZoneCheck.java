package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowParameters;
import java.util.List;
import java.util.Optional;

/**
 * TIMESTAMP_WITHOUT_ZONE: the sequence is (or holds) a timestamp. A value with no offset is a wall clock reading: a
 * source writing local time orders an hour's changes wrongly across a daylight-saving change, and a pipeline whose
 * session zone differs from the writer's reads other instants. The typed feed no longer shows which values had an
 * offset (the reader gives them in UTC), so the note says where it applies.
 */
final class TimestampWithoutZoneCheck implements DesignCheck {
    @Override
    public String id() {
        return "TIMESTAMP_WITHOUT_ZONE";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        if (flow.isEmpty() || c.changeFeed().isEmpty()) {
            return List.of();
        }
        List<String> ts = flow.get().sequenceBy().columns().stream()
                .filter(n -> c.schema()
                        .find(n)
                        .map(col -> col.type().equals(DataType.TIMESTAMP))
                        .orElse(false))
                .toList();
        if (ts.isEmpty()) {
            return List.of();
        }
        return List.of(Finding.ofDesign(
                id(),
                Severity.INFO,
                FlowParameters.SEQUENCE_BY,
                String.join(", ", ts) + " holds timestamps, read as UTC where a value has no offset",
                "a value with no offset is the writer's wall clock: local times repeat an hour at a daylight-saving "
                        + "change, and a session in another zone reads other instants; prefer UTC, values with an "
                        + "offset (Z, +02:00) or a change number",
                Optional.empty()));
    }
}
