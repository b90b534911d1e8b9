package io.scdstudio.engine.memory;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RunErrors;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFlowSettings;
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
    /**
     * A batch is split across the shards' threads from this many keys on (events, for a traced batch):
     * {@link InMemoryEngine#MIN_KEYS_TO_SPLIT} when the engine chooses the threads, 0 when the caller set them.
     */
    private final int minKeysToSplit;

    private final TruncateLog truncates = new TruncateLog();
    private final WarningCollector warnings;
    private final FoldDriver driver;
    private final KeyMap keys;
    /** Per batch: where each touched key's events go while the batch is grouped by key (see applyAll). */
    private int[] batchSlotOf = new int[0];

    private int[] batchStampOf = new int[0];
    /** The trace (traced runs only, else null) and the recorder of the caller's thread. */
    private final ColumnTrace trace;

    private final TraceRecorder recorder;
    private final SnapshotDiffer snapshots;
    private int batchesApplied;

    InMemoryFlowRun(ResolvedFlow flow, SourceShape source, RunOptions options) {
        this.flow = flow;
        int threads = options.threads() == 0 ? availableThreads() : options.threads();
        this.factory = new EventFactory(
                flow, source.file(), threads, options.threads() == 0 ? InMemoryEngine.MIN_ROWS_TO_SPLIT : 0);
        this.store = new EventStore(flow.scdType() == 2 ? trackedOutsideKey(flow) : new int[0], flow.sequence().length);
        this.warnings = new WarningCollector(flow);
        KeyFolder folder = flow.scdType() == 1
                ? new Scd1Folder(flow.ignoreNull(), store)
                : new Scd2Folder(flow.tracked(), flow.ignoreNull(), store);
        this.driver = new FoldDriver(store, folder, truncates, warnings);
        this.shards = new VersionStore[threads];
        for (int s = 0; s < threads; s++) {
            shards[s] = new VersionStore();
        }
        ColumnTrace columns = options.trace()
                ? new ColumnTrace(
                        flow.scdType(), flow.flow() instanceof SnapshotFlowSettings, store, new TargetRows(flow))
                : null;
        this.trace = columns;
        this.recorder = columns == null ? null : new TraceRecorder(flow, truncates, columns, store);
        this.sharded = threads > 1
                ? new ShardedFold(
                        threads,
                        store,
                        folder,
                        truncates,
                        columns == null ? null : () -> new TraceRecorder(flow, truncates, columns, store))
                : null;
        this.minKeysToSplit = options.threads() == 0 ? InMemoryEngine.MIN_KEYS_TO_SPLIT : 0;
        this.snapshots = new SnapshotDiffer(flow);
        this.keys = new KeyMap(
                shards,
                KeyCodec.of(Arrays.stream(flow.keys())
                        .mapToObj(k -> flow.source().column(k).type())
                        .toList()));
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

    @Override
    public ResolvedFlow flow() {
        return flow;
    }

    @Override
    public void apply(Batch batch) {
        if (flow.flow() instanceof SnapshotFlowSettings) {
            throw RunErrors.snapshotFlowGivenBatches();
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
            applyTraced(events);
        } else {
            applyAll(events);
        }
    }

    /**
     * Folds and records the batch event by event, as the step-through shows it. Keys are independent, so a large
     * batch without truncates is recorded key by key on every shard's thread, each event in its own trace slot;
     * a truncate touches every key, so a batch with one goes event by event on the caller's thread.
     */
    private void applyTraced(NewEvents events) {
        int n = events.count();
        int base = trace.reserve(n);
        boolean truncates = Arrays.stream(events.keys(), 0, n).anyMatch(k -> k == null);
        if (sharded == null || truncates || n < minKeysToSplit) {
            for (int i = 0; i < n; i++) {
                applyOne(base + i, events.firstId() + i, events.keys()[i]);
            }
            return;
        }
        BatchGroups groups = group(events);
        int firstId = events.firstId();
        sharded.run(
                groups.keys(),
                (h, l, worker) -> {
                    for (int g = groups.start()[l]; g < groups.start()[l + 1]; g++) {
                        int id = groups.grouped()[g];
                        // Warnings are ordered by event, as the event-by-event run meets them.
                        worker.at(id - firstId);
                        applyToKey(base + id - firstId, h, id, worker.driver, worker.recorder);
                    }
                },
                warnings);
    }

    private void applyAll(NewEvents events) {
        BatchGroups groups = group(events);
        int[] grouped = groups.grouped();
        int[] start = groups.start();
        Object lowestTruncate = groups.minTruncate();
        // Appending a key's new events reads its history, one cache miss per key: done on the folding thread.
        foldEach(groups.keys(), (h, l, d) -> {
            int from = h.events.size();
            h.events.addAll(grouped, start[l], start[l + 1]);
            foldNewEvents(h, from, lowestTruncate, d);
        });
        if (lowestTruncate != null) {
            int mark = batchesApplied;
            List<KeyHistory> untouched = new ArrayList<>();
            for (int slot = 0; slot < keys.size(); slot++) {
                if (batchStampOf[slot] != mark) {
                    untouched.add(keys.at(slot));
                }
            }
            foldEach(untouched, (h, l, d) -> foldTruncates(h, lowestTruncate, d));
        }
    }

    /**
     * A batch's events grouped by key: key {@code l} of {@code keys} (in order of first arrival) has the events
     * {@code grouped[start[l] .. start[l + 1])}, in arrival order; truncates are added to the log.
     */
    private record BatchGroups(List<KeyHistory> keys, int[] grouped, int[] start, Object minTruncate) {}

    /**
     * Groups the batch's events by key with int arrays (a counting sort over the keys the batch touches), so
     * per event the work stays in primitive arrays and each key's history is visited once per batch.
     */
    private BatchGroups group(NewEvents events) {
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
        return new BatchGroups(batchKeys, grouped, start, minTruncate);
    }

    /** Folds the keys in list order, on every shard's thread when the batch is large enough to gain from it. */
    private void foldEach(List<KeyHistory> batchKeys, KeyStep step) {
        if (sharded != null && batchKeys.size() >= minKeysToSplit) {
            sharded.run(batchKeys, (h, p, worker) -> step.fold(h, p, worker.driver), warnings);
            return;
        }
        for (int p = 0; p < batchKeys.size(); p++) {
            step.fold(batchKeys.get(p), p, driver);
        }
    }

    /** One key's part of a batch, folded with the given driver. */
    private interface KeyStep {
        void fold(KeyHistory h, int position, FoldDriver folding);
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
                && (h.lastSeqId >= 0
                        ? store.compareSeq(h.events.get(from), h.lastSeqId) > 0
                        : EventOrder.compareSeq(store.seq(h.events.get(from)), h.lastSeq) > 0)
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

    /** Folds and records one event of the caller's thread at trace slot {@code position}. */
    private void applyOne(int position, int id, Object key) {
        if (key == null) {
            Object seq = store.seq(id);
            truncates.add(seq);
            recorder.truncateStart();
            for (KeyHistory h : keys.values()) {
                recorder.truncateBefore(h);
                foldTruncates(h, seq, driver);
                recorder.truncateAfter(h);
            }
            recorder.truncateEnd(position, id);
            return;
        }
        applyToKey(position, keys.getOrCreate(key), id, driver, recorder);
    }

    private void applyToKey(int position, KeyHistory h, int id, FoldDriver folding, TraceRecorder rec) {
        boolean inOrder = folding.extendsInOrder(h, store.seq(id));
        // An in-order event can only change the key's last version or add one after it: diff just that tail.
        int unchanged = inOrder ? Math.max(0, h.versionCount() - 1) : 0;
        rec.before(h, unchanged);
        int index;
        if (inOrder) {
            h.events.add(id);
            index = h.events.size() - 1;
            folding.fold(h, index);
        } else {
            index = h.events.insertionPoint(id, store);
            h.events.insert(index, id);
            folding.refold(h);
        }
        rec.event(position, h, id, index, inOrder, unchanged);
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
            throw RunErrors.tombstoneExpiryNeedsScd1();
        }
        TombstoneExpiry.expire(keys, truncates, driver, store);
    }

    @Override
    public Trace trace() {
        return trace == null ? Trace.empty() : trace;
    }
}
