package io.scdstudio.engine.memory;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RowDiff;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ProjectedRows;
import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The in-memory run: every key's events in fold order and the versions they fold to. A batch is applied
 * key by key; a key whose new events all sort after what it has folded continues from its state, any
 * other key is re-folded from its first event, so late data costs the size of its own key only.
 */
final class InMemoryFlowRun implements FlowRun {
    private final ResolvedFlow flow;
    private final EventFactory factory;
    private final EventStore store;
    private final VersionStore versions = new VersionStore();
    private final TruncateLog truncates = new TruncateLog();
    private final WarningCollector warnings;
    private final FoldDriver driver;
    private final TargetRows rows;
    private final KeyMap keys;
    /** Per batch: where each touched key's events go while the batch is grouped by key (see applyAll). */
    private int[] batchSlotOf = new int[0];

    private int[] batchStampOf = new int[0];
    private final Trace trace;
    private final TraceRecorder recorder;
    private final SnapshotDiffer snapshots;
    private int batchesApplied;

    InMemoryFlowRun(ResolvedFlow flow, SourceShape source, RunOptions options) {
        this.flow = flow;
        this.factory = new EventFactory(flow, source.file());
        this.store = new EventStore(flow.scdType() == 2 ? trackedOutsideKey(flow) : new int[0]);
        this.warnings = new WarningCollector(flow);
        KeyFolder folder = flow.scdType() == 1
                ? new Scd1Folder(flow.ignoreNull(), store, versions)
                : new Scd2Folder(flow.tracked(), flow.ignoreNull(), store, versions);
        this.driver = new FoldDriver(store, folder, truncates, warnings);
        this.rows = new TargetRows(flow);
        this.trace = Trace.empty();
        this.recorder = options.trace() ? new TraceRecorder(flow, rows, truncates, trace, store) : null;
        this.snapshots = new SnapshotDiffer(flow);
        this.keys = new KeyMap(
                versions,
                flow.keys().length == 1
                        && isBigintOrInt(flow.source().column(flow.keys()[0]).type()));
        warnings.lint();
    }

    /** Key columns are equal across one key's events, so hashing them would tell no versions apart. */
    private static int[] trackedOutsideKey(ResolvedFlow flow) {
        return Arrays.stream(flow.tracked())
                .filter(c -> Arrays.stream(flow.keys()).noneMatch(k -> k == c))
                .toArray();
    }

    private static boolean isBigintOrInt(DataType type) {
        return type.kind() == DataType.Kind.BIGINT || type.kind() == DataType.Kind.INT;
    }

    @Override
    public ResolvedFlow flow() {
        return flow;
    }

    @Override
    public void apply(Batch batch) {
        if (flow.flow() instanceof io.scdstudio.model.SnapshotFlowSettings) {
            throw Errors.of(
                    "WRONG_FEED",
                    "a snapshot flow takes snapshots, not change-feed batches",
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

    /**
     * Groups the batch's events by key with int arrays (a counting sort over the keys the batch touches), then
     * folds each touched key once: per event the work stays in primitive arrays, and each key's history is
     * visited once per batch rather than once per event.
     */
    private void applyAll(NewEvents events) {
        int n = events.count();
        int mark = batchesApplied;
        Object minTruncate = null;
        int[] local = new int[n];
        int[] touched = new int[Math.min(n, 1024)];
        int touchedCount = 0;
        growBatchIndex(keys.size() + n);
        versions.reserve(flow.scdType() == 2 ? n : Math.max(0, keys.size() + n - versions.size()));
        for (int i = 0; i < n; i++) {
            int id = events.firstId() + i;
            Object key = events.keys()[i];
            if (key == null) {
                local[i] = -1;
                truncates.add(store.seq(id));
                if (minTruncate == null || EventOrder.compareSeq(store.seq(id), minTruncate) < 0) {
                    minTruncate = store.seq(id);
                }
                continue;
            }
            int slot = keys.slotOrCreate(key);
            if (batchStampOf[slot] != mark) {
                batchStampOf[slot] = mark;
                batchSlotOf[slot] = touchedCount;
                if (touchedCount == touched.length) {
                    touched = Arrays.copyOf(touched, touchedCount * 2);
                }
                touched[touchedCount++] = slot;
            }
            local[i] = batchSlotOf[slot];
        }
        int[] start = new int[touchedCount + 1];
        for (int l : local) {
            if (l >= 0) {
                start[l + 1]++;
            }
        }
        for (int l = 0; l < touchedCount; l++) {
            start[l + 1] += start[l];
        }
        int[] grouped = new int[start[touchedCount]];
        int[] fill = Arrays.copyOf(start, touchedCount);
        for (int i = 0; i < n; i++) {
            if (local[i] >= 0) {
                grouped[fill[local[i]]++] = events.firstId() + i;
            }
        }
        for (int l = 0; l < touchedCount; l++) {
            KeyHistory h = keys.at(touched[l]);
            h.batchMark = mark;
            h.newFrom = h.events.size();
            h.events.addAll(grouped, start[l], start[l + 1]);
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

    /** Slots are numbered densely, so the batch index needs at most one entry per key the run can have by now. */
    private void growBatchIndex(int slots) {
        if (batchSlotOf.length < slots) {
            int size = Math.max(slots, batchSlotOf.length * 3 / 2);
            batchSlotOf = Arrays.copyOf(batchSlotOf, size);
            batchStampOf = Arrays.copyOf(batchStampOf, size);
        }
    }

    private void foldNewEvents(KeyHistory h, Object minTruncate) {
        int from = h.newFrom;
        h.events.sort(from, store);
        boolean inOrder = from > 0
                && EventOrder.compareSeq(store.seq(h.events.get(from)), h.lastSeq) > 0
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
                List<Row> before = rows.of(h.versions());
                foldTruncates(h, seq);
                RowDiff.between(before, rows.of(h.versions()), removed, added);
            }
            recorder.truncate(store.event(id, null), removed, added);
            return;
        }
        KeyHistory h = keys.getOrCreate(key);
        boolean inOrder = driver.extendsInOrder(h, store.seq(id));
        // An in-order event can only change the key's last version or add one after it: diff just that tail.
        int unchanged = inOrder ? Math.max(0, h.versionCount() - 1) : 0;
        List<Version> before = h.versions(unchanged);
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
        List<KeyHistory> order = new ArrayList<>(keys.values());
        order.sort((a, b) -> TargetRows.KEY_ORDER.compare(a.key, b.key));
        int count = 0;
        for (KeyHistory h : order) {
            count += h.versionCount();
        }
        Row[] sources = new Row[count];
        Object[] starts = new Object[count];
        Object[] ends = new Object[count];
        int i = 0;
        for (KeyHistory h : order) {
            for (int j = 0; j < h.versionCount(); j++) {
                int v = h.versionId(j);
                sources[i] = versions.row(v);
                starts[i] = versions.start(v);
                ends[i++] = versions.end(v);
            }
        }
        ProjectedRows out = flow.scdType() == 2
                ? ProjectedRows.adopt(sources, flow.projection(), starts, ends)
                : ProjectedRows.adopt(sources, flow.projection());
        return new Table(flow.target(), out);
    }

    @Override
    public List<FlowWarning> warnings() {
        return warnings.all();
    }

    @Override
    public void expireTombstones() {
        if (flow.scdType() != 1) {
            throw Errors.of(
                    "UNSUPPORTED_SETTING",
                    "tombstone garbage collection can only be simulated for SCD type 1",
                    "Turn the simulation off, or store the target as SCD type 1");
        }
        TombstoneExpiry.expire(keys, truncates, driver, store);
    }

    @Override
    public Trace trace() {
        return trace;
    }
}
