package io.scdstudio.lint;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.FlowParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** SEQUENCE_COLUMN_TRACKED: in SCD2 a tracked sequence column differs on every event, so each opens a version. */
final class SequenceColumnTrackedCheck implements DesignCheck {
    @Override
    public String id() {
        return "SEQUENCE_COLUMN_TRACKED";
    }

    @Override
    public boolean readsTheDesignAlone() {
        return true;
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<ResolvedFlow> r = c.resolved();
        if (r.isEmpty() || c.cdc().isEmpty()) {
            return List.of();
        }
        List<String> both = trackedSequenceColumns(r.get());
        if (both.isEmpty()) {
            return List.of();
        }
        return List.of(Finding.ofDesign(
                id(),
                Severity.WARNING,
                FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                "the sequence column(s) " + String.join(", ", both) + " are kept in the target and tracked",
                "a sequence value changes on "
                        + "every event, so every update opens a new version even when nothing else changed",
                Optional.of(new Fix(
                        "keep " + String.join(", ", both) + " out of the target (except_column_list)",
                        TrackedColumns.keptOut(c.cdc().get(), both)))));
    }

    /** The sequence columns an SCD2 flow also tracks (§8.3), in sequence order; none for SCD1. */
    private static List<String> trackedSequenceColumns(ResolvedFlow flow) {
        List<String> both = new ArrayList<>();
        if (flow.scdType() != 2) {
            return both;
        }
        for (int s : flow.sequence()) {
            for (int t : flow.tracked()) {
                if (s == t) {
                    both.add(flow.source().column(s).name());
                }
            }
        }
        return both;
    }
}
