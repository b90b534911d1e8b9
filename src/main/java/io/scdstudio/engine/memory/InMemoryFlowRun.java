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
 * other key is re-folded from its first event, so late data costs the size of its own key only. An untraced run
 * holds its batches without truncates back and folds them when it is next read, so reading it ({@link #target},
 * {@link #warnings}) changes it: like every run, it is used from one thread at a time.
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
    /** The caller's thread's driver for pending batches: what it meets is held back to be told in batch order. */
    private final FoldDriver pendingDriver;

    private final DeferredFoldListener pendingWarnings;
    private final KeyMap keys;
    private final KeyGrouping grouping = new KeyGrouping();
    private final NewEventsFold newEvents;
    /** Batches taken but not folded yet (untraced runs only): folded together when the run is next read. */
    private final PendingBatches pending = new PendingBatches();
    /** The trace (traced runs only, else null) and the recorder of the caller's thread. */
    private final ColumnTrace trace;

    private final TraceRecorder recorder;
    private final SnapshotDiffer snapshots;
    private int batchesApplied;

    InMemoryFlowRun(ResolvedFlow flow, SourceShape source, RunOptions options) {
        this(flow, source, options, true, true);
    }

    /** For tests: row by row ({@code fromColumns} false), tracked values by hashes ({@code trackedCodes} false). */
    InMemoryFlowRun(
            ResolvedFlow flow, SourceShape source, RunOptions options, boolean fromColumns, boolean trackedCodes) {
        this.flow = flow;
        int threads = options.threads() == 0 ? availableThreads() : options.threads();
        this.factory = new EventFactory(
                flow,
                source.file(),
                threads,
                options.threads() == 0 ? InMemoryEngine.MIN_ROWS_TO_SPLIT : 0,
                fromColumns);
        int[] tracked = flow.scdType() == 2 ? trackedOutsideKey(flow) : new int[0];
        this.store = new EventStore(
                tracked,
                flow.sequence().length,
                trackedCodes && flow.scdType() == 2 && flow.ignoreNull().length == 0,
                Arrays.stream(tracked)
                        .mapToObj(c -> flow.source().column(c).type())
                        .toList());
        this.warnings = new WarningCollector(flow);
        KeyFolder folder = flow.scdType() == 1
                ? new Scd1Folder(flow.ignoreNull(), store)
                : new Scd2Folder(flow.tracked(), flow.ignoreNull(), store);
        this.driver = new FoldDriver(store, folder, truncates, warnings);
        this.newEvents = new NewEventsFold(store);
        this.pendingWarnings = new DeferredFoldListener();
        this.pendingDriver = new FoldDriver(store, folder, truncates, pendingWarnings);
        this.shards = new VersionStore[threads];
        for (int s = 0; s < threads; s++) {
            shards[s] = new VersionStore(store);
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
        NewEvents events = factory.classify(batch, store, keys);
        if (recorder == null && !events.hasTruncate()) {
            // A row matching both conditions is a truncate, so a batch held back leaves that warning as it was.
            batchesApplied++;
            pending.add(events, keys);
            return;
        }
        foldPending();
        applyEvents(events);
        warnings.rowsMatchingBothConditions(factory.rowsMatchingBothConditions());
    }

    /** Works out the batch's columns, as {@link #apply} would, and leaves the run as it was but for its key codes. */
    void readColumns(Batch batch) {
        factory.readColumns(batch, store, keys);
    }

    @Override
    public void apply(Snapshot snapshot) {
        foldPending();
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
        boolean truncates = events.hasTruncate();
        if (sharded == null || truncates || n < minKeysToSplit) {
            for (int i = 0; i < n; i++) {
                applyOne(base + i, events.firstId() + i, events.key(i));
            }
            return;
        }
        KeyGrouping.Groups groups = groupBatch(events);
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
        int[] slots = new int[events.count()];
        int[] ids = new int[events.count()];
        Object lowestTruncate = slotsOf(events, slots, ids);
        KeyGrouping.Groups groups = groupAndReserve(slots, ids, ids.length);
        int[] grouped = groups.grouped();
        int[] start = groups.start();
        // Appending a key's new events reads its history, one cache miss per key: done on the folding thread.
        foldEach(groups.keys(), (h, l, d) -> {
            int from = h.events.size();
            h.events.addAll(grouped, start[l], start[l + 1]);
            newEvents.foldNewEvents(h, from, lowestTruncate, d);
        });
        if (lowestTruncate != null) {
            List<KeyHistory> untouched = new ArrayList<>();
            for (int slot = 0; slot < keys.size(); slot++) {
                if (!grouping.touched(slot)) {
                    untouched.add(keys.at(slot));
                }
            }
            foldEach(untouched, (h, l, d) -> foldTruncates(h, lowestTruncate, d));
        }
    }

    /**
     * Folds the batches held back, each key once for all of them (on every shard's thread when there are enough keys).
     * What the fold meets is told to the warnings by the first id of its key in its batch: the order a fold of each
     * batch as it came would have met it in.
     */
    private void foldPending() {
        if (pending.isEmpty()) {
            return;
        }
        // In the target's key order, each shard's new versions lie in its store as the target lists them, so handing
        // the target over reads them in memory order.
        KeyGrouping.Groups groups =
                grouping.group(pending.slots(), pending.ids(), pending.count(), keys, keys.slotsInKeyOrder());
        reserveVersions(pending.count());
        int[] grouped = groups.grouped();
        int[] start = groups.start();
        List<KeyHistory> touched = groups.keys();
        if (sharded != null && touched.size() >= minKeysToSplit) {
            sharded.run(
                    touched,
                    (h, l, worker) -> newEvents.foldAcrossBatches(
                            h, grouped, start[l], start[l + 1], pending, worker.driver, worker::at),
                    warnings);
        } else {
            pendingWarnings.reset();
            for (int l = 0; l < touched.size(); l++) {
                newEvents.foldAcrossBatches(
                        touched.get(l), grouped, start[l], start[l + 1], pending, pendingDriver, pendingWarnings::at);
            }
            DeferredFoldListener.replay(new DeferredFoldListener[] {pendingWarnings}, warnings);
        }
        if (pending.batches() > 1) {
            // A run read after each batch keeps the room it reserved: the next batch would make it again.
            for (VersionStore s : shards) {
                s.trimToSize();
            }
        }
        pending.clear();
    }

    /** A batch without truncates, grouped by key (the traced run's parallel path). */
    private KeyGrouping.Groups groupBatch(NewEvents events) {
        int[] slots = new int[events.count()];
        int[] ids = new int[events.count()];
        slotsOf(events, slots, ids);
        return groupAndReserve(slots, ids, ids.length);
    }

    /** Groups {@code n} events by key slot and makes room for the versions they can open. */
    private KeyGrouping.Groups groupAndReserve(int[] slots, int[] ids, int n) {
        KeyGrouping.Groups groups = grouping.group(slots, ids, n, keys);
        reserveVersions(n);
        return groups;
    }

    /**
     * Writes each event's id and key slot (a new key gets one; -1 for a truncate, which goes to the log); returns the
     * lowest truncate, or null.
     */
    private Object slotsOf(NewEvents events, int[] slots, int[] ids) {
        Object minTruncate = null;
        for (int i = 0; i < events.count(); i++) {
            int id = events.firstId() + i;
            ids[i] = id;
            if (events.isTruncate(i)) {
                slots[i] = -1;
                truncates.add(store.seq(id));
                if (minTruncate == null || EventOrder.compareSeq(store.seq(id), minTruncate) < 0) {
                    minTruncate = store.seq(id);
                }
            } else {
                slots[i] = events.slotOrCreate(i, keys);
            }
        }
        return minTruncate;
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

    /**
     * Called once the events' keys have slots: a batch opens at most one version per event (SCD2) and keeps at most
     * one per key (SCD1); keys spread evenly.
     */
    private void reserveVersions(int events) {
        for (VersionStore s : shards) {
            s.reserve(
                    flow.scdType() == 2
                            ? events / shards.length
                            : Math.max(0, keys.size() / shards.length + 1 - s.size()));
        }
    }

    private void foldTruncates(KeyHistory h, Object minTruncate, FoldDriver folding) {
        if (EventOrder.compareSeq(minTruncate, h.lastSeq(store)) > 0) {
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
        foldPending();
        return TargetAssembly.assemble(flow, keys.inKeyOrder(), shards.length);
    }

    @Override
    public List<FlowWarning> warnings() {
        foldPending();
        return warnings.all();
    }

    @Override
    public void expireTombstones() {
        if (flow.scdType() != 1) {
            throw RunErrors.tombstoneExpiryNeedsScd1();
        }
        foldPending();
        TombstoneExpiry.expire(keys, truncates, driver, store);
    }

    @Override
    public Trace trace() {
        return trace == null ? Trace.empty() : trace;
    }
}
