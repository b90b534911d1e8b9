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
    /** One version store per shard of keys; see {@link ShardedFold}. */
    private final VersionStore[] shards;
    /** Set when batches are folded on several threads. */
    private final ShardedFold sharded;
    /** 0: split a batch only when it touches {@link InMemoryEngine#MIN_KEYS_TO_SPLIT} keys; otherwise split every batch. */
    private final int minKeysToSplit;

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
                ? new Scd1Folder(flow.ignoreNull(), store)
                : new Scd2Folder(flow.tracked(), flow.ignoreNull(), store);
        this.driver = new FoldDriver(store, folder, truncates, warnings);
        int threads = options.trace() ? 1 : options.threads() == 0 ? availableThreads() : options.threads();
        this.shards = new VersionStore[threads];
        for (int s = 0; s < threads; s++) {
            shards[s] = new VersionStore();
        }
        this.sharded = threads > 1 ? new ShardedFold(threads, store, folder, truncates) : null;
        this.minKeysToSplit = options.threads() == 0 ? InMemoryEngine.MIN_KEYS_TO_SPLIT : 0;
        this.rows = new TargetRows(flow);
        this.trace = Trace.empty();
        this.recorder = options.trace() ? new TraceRecorder(flow, rows, truncates, trace, store) : null;
        this.snapshots = new SnapshotDiffer(flow);
        this.keys = new KeyMap(
                shards,
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

    private static int availableThreads() {
        return Math.max(1, Math.min(16, Runtime.getRuntime().availableProcessors()));
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
        reserveVersions(n);
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
        List<KeyHistory> batchKeys = new ArrayList<>(touchedCount);
        for (int l = 0; l < touchedCount; l++) {
            batchKeys.add(keys.at(touched[l]));
        }
        Object lowestTruncate = minTruncate;
        // Appending a key's new events reads its history, one cache miss per key: done on the folding thread.
        foldEach(batchKeys, (h, l, d) -> {
            int from = h.events.size();
            h.events.addAll(grouped, start[l], start[l + 1]);
            foldNewEvents(h, from, lowestTruncate, d);
        });
        if (minTruncate != null) {
            List<KeyHistory> untouched = new ArrayList<>();
            for (int slot = 0; slot < keys.size(); slot++) {
                if (batchStampOf[slot] != mark) {
                    untouched.add(keys.at(slot));
                }
            }
            foldEach(untouched, (h, l, d) -> foldTruncates(h, lowestTruncate, d));
        }
    }

    /** Folds the keys in list order, on every shard's thread when the batch is large enough to gain from it. */
    private void foldEach(List<KeyHistory> batchKeys, ShardedFold.KeyStep step) {
        if (sharded != null && batchKeys.size() >= minKeysToSplit) {
            sharded.run(batchKeys, step, warnings);
            return;
        }
        for (int p = 0; p < batchKeys.size(); p++) {
            step.fold(batchKeys.get(p), p, driver);
        }
    }

    /** A batch opens at most one version per event (SCD2) and keeps at most one per key (SCD1); keys spread evenly. */
    private void reserveVersions(int events) {
        for (VersionStore s : shards) {
            s.reserve(
                    flow.scdType() == 2
                            ? events / shards.length
                            : Math.max(0, (keys.size() + events) / shards.length - s.size()));
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

    /** {@code from}: where the key's new events start in its history. */
    private void foldNewEvents(KeyHistory h, int from, Object minTruncate, FoldDriver folding) {
        h.events.sort(from, store);
        boolean inOrder = from > 0
                && EventOrder.compareSeq(store.seq(h.events.get(from)), h.lastSeq) > 0
                && (minTruncate == null || EventOrder.compareSeq(minTruncate, h.lastSeq) > 0);
        if (inOrder) {
            folding.fold(h, from);
            return;
        }
        if (from > 0) {
            h.events.sort(0, store);
        }
        folding.refold(h);
    }

    private void foldTruncates(KeyHistory h, Object minTruncate, FoldDriver folding) {
        if (EventOrder.compareSeq(minTruncate, h.lastSeq) > 0) {
            folding.fold(h, h.events.size());
        } else {
            folding.refold(h);
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
                foldTruncates(h, seq, driver);
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
        return TargetAssembly.assemble(flow, keys.inKeyOrder(), shards.length);
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
