package io.scdstudio.lint;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.FlowParameters;
import java.util.List;
import java.util.Optional;

/**
 * NO_TRACKED_COLUMNS: an SCD2 design in which every target column is a key or untracked, so no change ever opens
 * a version: the history never grows, and type 1 would say the same more cheaply. The fix tracks every column.
 */
final class NoTrackedColumnsCheck implements DesignCheck {
    @Override
    public String id() {
        return "NO_TRACKED_COLUMNS";
    }

    @Override
    public boolean readsTheDesignAlone() {
        return true;
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<ResolvedFlow> r = c.resolved();
        if (r.isEmpty() || r.get().scdType() != 2 || r.get().tracked().length > 0) {
            return List.of();
        }
        Optional<Fix> fix = c.cdc()
                .map(f -> new Fix(
                        "track history of every column", f.withTrackHistory(Optional.empty(), Optional.empty())));
        return List.of(Finding.ofDesign(
                id(),
                Severity.WARNING,
                FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                "no column is tracked: " + "every target column is a key or left out of history",
                "no update can open a new version, so the " + "SCD2 table never holds more than one version per key",
                fix));
    }
}
