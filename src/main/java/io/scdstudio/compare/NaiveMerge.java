package io.scdstudio.compare;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.expr.Condition;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import io.scdstudio.model.ValueTuple;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The MERGE most teams write by hand, exactly as the Delta Lake docs show it, applied batch by batch:
 * <ul>
 *   <li>per batch, each key's latest event by sequence (a later arrival breaks a tie), since the recipe's MERGE
 *       fails when several source rows match one target row;</li>
 *   <li>SCD1: {@code WHEN MATCHED AND delete THEN DELETE WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED AND NOT
 *       delete THEN INSERT *};</li>
 *   <li>SCD2: the {@code mergeKey} union, {@code MERGE ... ON key AND current}: a matched delete closes the current
 *       row at the event's sequence; a matched event whose tracked columns differ (null-safe) closes it there and
 *       inserts the new version as current; a matched event that differs only in untracked columns updates them
 *       in place; an unmatched event that is not a delete is inserted as current.</li>
 * </ul>
 * It never compares with the sequences already applied, so a late event is applied as if it were the newest; it
 * has no tombstones, no truncate (truncate rows are left out), and writes NULLs where AUTO CDC would ignore
 * them. The Spark engine runs the same recipe as real Delta MERGEs ({@code spark.HandMerge}); both give the
 * same table.
 */
public final class NaiveMerge {
    private final ResolvedFlow flow;
    private final Condition deletes;
    private final Condition truncates;
    private final Map<Object, Object[]> scd1 = new HashMap<>();
    private final Map<Object, List<Object[]>> scd2 = new HashMap<>();

    private NaiveMerge(ResolvedFlow flow) {
        this.flow = flow;
        this.deletes = flow.deletes().orElse(null);
        this.truncates = flow.truncates().orElse(null);
    }

    /** The recipe's table after every batch of the feed, with the AUTO CDC target's columns. */
    public static Table run(CdcFlowSettings settings, ChangeFeed feed) {
        NaiveMerge merge = new NaiveMerge(FlowResolver.resolveCdc(settings, feed.schema()));
        for (Batch b : feed.batches()) {
            merge.apply(b);
        }
        return merge.table();
    }

    /** Whether the recipe can run this design: it needs a change feed (snapshots have their own flow). */
    static void requireChangeFeed(Object feed) {
        if (!(feed instanceof ChangeFeed)) {
            throw Errors.of(
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the textbook MERGE recipe reads a change feed, and this " + "design is a snapshot series",
                    "Compare a scenario with a change feed (input.csv)");
        }
    }

    private void apply(Batch batch) {
        for (Map.Entry<Object, Latest> latest : latestPerKey(batch).entrySet()) {
            Row event = latest.getValue().event;
            boolean delete = deletes != null && deletes.isTrue(event);
            if (flow.scdType() == 1) {
                applyScd1(event, latest.getKey(), delete);
            } else {
                applyScd2(event, latest.getKey(), delete, latest.getValue().sequence);
            }
        }
    }

    /** A key's winning event so far in a batch, with its sequence read once (the recipe's dedup is its hot loop). */
    private static final class Latest {
        private Row event;
        private Object sequence;

        private Latest(Row event, Object sequence) {
            this.event = event;
            this.sequence = sequence;
        }
    }

    /** Each key's last event of the batch by sequence, later arrival winning a tie; truncates left out. */
    private Map<Object, Latest> latestPerKey(Batch batch) {
        Map<Object, Latest> latest = new HashMap<>(Math.max(16, batch.rows().size() / 4));
        for (Row r : batch.rows()) {
            if (truncates != null && truncates.isTrue(r)) {
                continue;
            }
            Object seq = Sequences.of(flow, r);
            Object key = keyOf(r);
            Latest was = latest.get(key);
            if (was == null) {
                latest.put(key, new Latest(r, seq));
            } else if (Values.compareNullsFirst(seq, was.sequence) >= 0) {
                was.event = r;
                was.sequence = seq;
            }
        }
        return latest;
    }

    /** A one-column key as its value (one column's values share a type, so plain equality is SQL's); else a tuple. */
    private Object keyOf(Row r) {
        return flow.keys().length == 1 ? r.get(flow.keys()[0]) : ValueTuple.of(r, flow.keys());
    }

    private void applyScd1(Row event, Object key, boolean delete) {
        if (delete) {
            scd1.remove(key);
        } else {
            scd1.put(key, projected(event));
        }
    }

    private void applyScd2(Row event, Object key, boolean delete, Object seq) {
        List<Object[]> versions = scd2.computeIfAbsent(key, k -> new ArrayList<>(2));
        Optional<Object[]> current = currentOf(versions);
        if (current.isPresent()) {
            Object[] open = current.get();
            Object[] now = projected(event);
            if (delete) {
                open[end()] = seq;
            } else if (trackedDiffer(open, now)) {
                open[end()] = seq;
                versions.add(version(now, seq));
            } else {
                System.arraycopy(now, 0, open, 0, now.length);
            }
        } else if (!delete) {
            versions.add(version(projected(event), seq));
        }
    }

    /** The version with no end: the recipe keeps at most one, the last one it opened. */
    private Optional<Object[]> currentOf(List<Object[]> versions) {
        for (int i = versions.size() - 1; i >= 0; i--) {
            if (versions.get(i)[end()] == null) {
                return Optional.of(versions.get(i));
            }
        }
        return Optional.empty();
    }

    private boolean trackedDiffer(Object[] open, Object[] now) {
        for (int source : flow.tracked()) {
            int at = targetIndex(source);
            if (!Values.same(open[at], now[at])) {
                return true;
            }
        }
        return false;
    }

    private int targetIndex(int source) {
        int[] projection = flow.projection();
        for (int i = 0; i < projection.length; i++) {
            if (projection[i] == source) {
                return i;
            }
        }
        throw new IllegalStateException("tracked column outside the target");
    }

    private Object[] projected(Row event) {
        int[] projection = flow.projection();
        Object[] out = new Object[projection.length];
        for (int i = 0; i < projection.length; i++) {
            out[i] = event.get(projection[i]);
        }
        return out;
    }

    private Object[] version(Object[] data, Object start) {
        Object[] v = new Object[data.length + 2];
        System.arraycopy(data, 0, v, 0, data.length);
        v[data.length] = start;
        return v;
    }

    private int end() {
        return flow.dataColumns() + 1;
    }

    private Table table() {
        List<Row> rows = new ArrayList<>();
        if (flow.scdType() == 1) {
            scd1.values().forEach(v -> rows.add(Row.adopt(v)));
        } else {
            scd2.values().forEach(list -> list.forEach(v -> rows.add(Row.adopt(v))));
        }
        return new Table(flow.target(), rows);
    }
}
