package io.scdstudio.lint;

import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.model.ValueTuple;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** SNAPSHOT_DUPLICATE_KEY: a snapshot that holds two rows for one key, which the snapshot flow refuses. */
final class SnapshotDuplicateKeyCheck implements DesignCheck {
    @Override
    public String id() {
        return "SNAPSHOT_DUPLICATE_KEY";
    }

    @Override
    public List<Finding> check(LintContext c) {
        if (!(c.feed() instanceof SnapshotFeed feed) || !(c.flow() instanceof SnapshotFlowSettings flow)) {
            return List.of();
        }
        Optional<int[]> keys = c.columns(flow.keys());
        if (keys.isEmpty()) {
            return List.of();
        }
        List<String> where = new ArrayList<>();
        int count = 0;
        for (Snapshot s : feed.snapshots()) {
            Set<ValueTuple> seen = new HashSet<>();
            for (Row r : s.rows()) {
                ValueTuple k = LintContext.tuple(r, keys.get());
                if (!seen.add(k)) {
                    count++;
                    if (where.size() < Finding.LINES_SHOWN) {
                        where.add("key " + k + " in snapshot " + s.version());
                    }
                }
            }
        }
        if (count == 0) {
            return List.of();
        }
        return List.of(Finding.ofDesign(
                id(),
                Severity.ERROR,
                "keys",
                count + " duplicate key(s) within a snapshot: " + String.join("; ", where),
                "a snapshot must hold one row per key, or the flow fails; check the "
                        + "keys, or remove the duplicates from the source",
                Optional.empty()));
    }
}
