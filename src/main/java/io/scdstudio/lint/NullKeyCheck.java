package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Row;
import java.util.List;
import java.util.Optional;

/** NULL_KEY: events whose key has a NULL, which fail the run (truncates excepted: they name no key). */
final class NullKeyCheck implements DesignCheck {
    @Override
    public String id() {
        return "NULL_KEY";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        Optional<int[]> keys = flow.flatMap(f -> c.columns(f.keys()));
        if (keys.isEmpty() || c.changeFeed().isEmpty()) {
            return List.of();
        }
        var truncates = c.resolved().flatMap(r -> r.truncates());
        LineList lines = new LineList();
        c.forEachEvent((row, batch, line) -> {
            if (anyNull(row, keys.get())
                    && (truncates.isEmpty() || !truncates.get().isTrue(row))) {
                lines.add(line);
            }
        });
        if (lines.isEmpty()) {
            return List.of();
        }
        return List.of(new Finding(
                id(),
                Severity.ERROR,
                "keys",
                lines.count() + " event(s) have a NULL in the key "
                        + String.join(", ", flow.get().keys()),
                "AUTO CDC cannot tell which row such an event changes, so "
                        + "the run fails on the first one; filter them out of the source or fix them upstream",
                lines.first(),
                lines.count(),
                Optional.empty()));
    }

    private static boolean anyNull(Row row, int[] columns) {
        for (int c : columns) {
            if (row.get(c) == null) {
                return true;
            }
        }
        return false;
    }
}
