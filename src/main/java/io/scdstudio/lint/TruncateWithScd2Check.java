package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import java.util.List;
import java.util.Optional;

/** TRUNCATE_WITH_SCD2: apply_as_truncates is only allowed with SCD type 1; the pipeline refuses to start. */
final class TruncateWithScd2Check implements DesignCheck {
    @Override
    public String id() {
        return "TRUNCATE_WITH_SCD2";
    }

    @Override
    public boolean readsTheDesignAlone() {
        return true;
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        if (flow.isEmpty()
                || flow.get().scdType() != 2
                || flow.get().applyAsTruncates().isEmpty()) {
            return List.of();
        }
        return List.of(Finding.ofDesign(
                id(),
                Severity.ERROR,
                FlowParameters.APPLY_AS_TRUNCATES,
                "apply_as_truncates is set on " + "an SCD type 2 flow",
                "AUTO CDC applies truncates in SCD type 1 only and refuses to start this "
                        + "flow; in type 2, history is the point, and a truncate would close every key at once",
                Optional.of(new Fix(
                        "remove apply_as_truncates",
                        flow.get().withConditions(flow.get().applyAsDeletes(), Optional.empty())))));
    }
}
