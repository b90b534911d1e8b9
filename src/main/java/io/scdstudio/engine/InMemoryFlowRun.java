package io.scdstudio.engine;

import io.scdstudio.model.Batch;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The in-memory run: every key's events in fold order and the versions they fold to. A batch is applied
 * key by key; a key whose new events all sort after what it has folded continues from its state, any
 * other key is re-folded from its first event, so late data costs the size of its own key only.
 */
final class InMemoryFlowRun implements FlowRun {
    private final ResolvedFlow flow;
    private final EventFactory factory;
    private final EventStore store = new EventStore();
    private final TruncateLog truncates = new TruncateLog();
    private final WarningCollector warnings;
    private final FoldDriver driver;
    private final TargetRows rows;
    private final Map<Object, KeyHistory> keys = new HashMap<>();
    private final Trace trace;
    private final TraceRecorder recorder;
    private final SnapshotDiffer snapshots;
    private int batchesApplied;

    InMemoryFlowRun(ResolvedFlow flow, SourceShape source, RunOptions options) {
        this.flow = flow;
        this.factory = new EventFactory(flow, source.file());
        this.warnings = new WarningCollector(flow);
        KeyFolder folder = flow.scdType() == 1 ? new Scd1Folder(flow.ignoreNull())
                : new Scd2Folder(flow.tracked(), flow.ignoreNull());
        this.driver = new FoldDriver(store, folder, truncates, warnings);
        this.rows = new TargetRows(flow);
        this.trace = Trace.empty();
        this.recorder = options.trace() ? new TraceRecorder(flow, rows, truncates, trace, store) : null;
        this.snapshots = new SnapshotDiffer(flow);
        warnings.lint();
    }

    @Override
    public ResolvedFlow flow() {
        return flow;
    }

    @Override
    public void apply(Batch batch) {
        if (flow.flow() instanceof io.scdstudio.model.SnapshotFlowSettings) {
            throw Errors.of("WRONG_FEED", "a snapshot flow takes snapshots, not change-feed batches",
                    "Open the scenario as a snapshot scenario");
        }
        applyEvents(factory.classify(batch, store));
        warnings.rowsMatchingBothConditions(factory.rowsMatchingBothConditions());
    }

    @Override
    public void apply(Snapshot snapshot) {
        applyEvents(snapshots.diff(snapshot, keys, batchesApplied + 1, store));
    }

    private void applyEvents(NewEvents events) {
        batchesApplied++;
        if (recorder != null) {
            for (int i = 0; i < events.count(); i++) {
                applyOne(events.firstId() + i, events.keys()[i]);
            }
        } else {
            applyAll(events);
        }
    }

    private void applyAll(NewEvents events) {
        Object minTruncate = null;
        List<KeyHistory> touched = new ArrayList<>();
        int mark = batchesApplied;
        for (int i = 0; i < events.count(); i++) {
            int id = events.firstId() + i;
            Object key = events.keys()[i];
            if (key == null) {
                truncates.add(store.seq(id));
                if (minTruncate == null || EventOrder.compareSeq(store.seq(id), minTruncate) < 0) {
                    minTruncate = store.seq(id);
                }
                continue;
            }
            KeyHistory h = keys.get(key);
            if (h == null) {
                h = new KeyHistory(key);
                keys.put(key, h);
            }
            if (h.batchMark != mark) {
                h.batchMark = mark;
                h.newFrom = h.events.size();
                touched.add(h);
            }
            h.events.add(id);
        }
        for (KeyHistory h : touched) {
            foldNewEvents(h, minTruncate);
        }
        if (minTruncate != null) {
            for (KeyHistory h : keys.values()) {
                if (h.batchMark != mark) {
                    foldTruncates(h, minTruncate);
                }
            }
        }
    }

    private void foldNewEvents(KeyHistory h, Object minTruncate) {
        int from = h.newFrom;
        h.events.sort(from, store);
        boolean inOrder = from > 0 && EventOrder.compareSeq(store.seq(h.events.get(from)), h.lastSeq) > 0
                && (minTruncate == null || EventOrder.compareSeq(minTruncate, h.lastSeq) > 0);
        if (inOrder) {
            driver.fold(h, from);
            return;
        }
        if (from > 0) {
            h.events.sort(0, store);
        }
        driver.refold(h);
    }

    private void foldTruncates(KeyHistory h, Object minTruncate) {
        if (EventOrder.compareSeq(minTruncate, h.lastSeq) > 0) {
            driver.fold(h, h.events.size());
        } else {
            driver.refold(h);
        }
    }

    private void applyOne(int id, Object key) {
        if (key == null) {
            Object seq = store.seq(id);
            truncates.add(seq);
            List<Row> removed = new ArrayList<>();
            List<Row> added = new ArrayList<>();
            for (KeyHistory h : keys.values()) {
                List<Row> before = rows.of(h.versions);
                foldTruncates(h, seq);
                RowDiff.between(before, rows.of(h.versions), removed, added);
            }
            recorder.truncate(store.event(id, null), removed, added);
            return;
        }
        KeyHistory h = keys.computeIfAbsent(key, KeyHistory::new);
        boolean inOrder = driver.extendsInOrder(h, store.seq(id));
        // An in-order event can only change the key's last version or add one after it: diff just that tail.
        int unchanged = inOrder ? Math.max(0, h.versions.size() - 1) : 0;
        List<Version> before = h.snapshot(unchanged);
        int index;
        if (inOrder) {
            h.events.add(id);
            index = h.events.size() - 1;
            driver.fold(h, index);
        } else {
            index = h.events.insertionPoint(id, store);
            h.events.insert(index, id);
            driver.refold(h);
        }
        recorder.event(h, id, index, inOrder, before, unchanged);
    }

    @Override
    public Table target() {
        List<Object> order = new ArrayList<>(keys.keySet());
        order.sort(TargetRows.KEY_ORDER);
        List<Row> out = new ArrayList<>(order.size());
        for (Object key : order) {
            for (Version v : keys.get(key).versions) {
                out.add(rows.of(v));
            }
        }
        return new Table(flow.target(), out);
    }

    @Override
    public List<FlowWarning> warnings() {
        return warnings.all();
    }

    @Override
    public void expireTombstones() {
        if (flow.scdType() != 1) {
            throw Errors.of("UNSUPPORTED_SETTING", "tombstone garbage collection can only be simulated for SCD type 1",
                    "Turn the simulation off, or store the target as SCD type 1");
        }
        TombstoneExpiry.expire(keys, truncates, driver, store);
    }

    @Override
    public Trace trace() {
        return trace;
    }

}
