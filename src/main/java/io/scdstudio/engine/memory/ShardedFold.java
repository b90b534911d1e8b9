package io.scdstudio.engine.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;

/**
 * Folds a list of keys on one thread per shard. Keys fold independently (spec §2: a key's target rows depend
 * on its own events and the truncates only), and each shard's keys write only to that shard's version store,
 * so the threads share nothing they write. The events, the truncates and the folder are only read while the
 * threads run. Warnings are held back per thread and replayed in the order of the list.
 */
final class ShardedFold {
    /** What to do with one key, given its position in the list and the driver of the thread doing it. */
    interface KeyStep {
        void fold(KeyHistory h, int position, FoldDriver driver);
    }

    private final FoldDriver[] drivers;
    private final DeferredFoldListener[] listeners;

    ShardedFold(int shards, EventStore store, KeyFolder folder, TruncateLog truncates) {
        drivers = new FoldDriver[shards];
        listeners = new DeferredFoldListener[shards];
        for (int s = 0; s < shards; s++) {
            listeners[s] = new DeferredFoldListener();
            drivers[s] = new FoldDriver(store, folder, truncates, listeners[s]);
        }
    }

    /** Applies {@code step} to every key of {@code keys}, then tells {@code listener} what the fold met. */
    void run(List<KeyHistory> keys, KeyStep step, FoldDriver.FoldListener listener) {
        int shards = drivers.length;
        for (DeferredFoldListener l : listeners) {
            l.reset();
        }
        int[][] positions = new int[shards][];
        int[] counts = new int[shards];
        for (KeyHistory h : keys) {
            counts[h.shard]++;
        }
        for (int s = 0; s < shards; s++) {
            positions[s] = new int[counts[s]];
            counts[s] = 0;
        }
        for (int p = 0; p < keys.size(); p++) {
            int s = keys.get(p).shard;
            positions[s][counts[s]++] = p;
        }
        List<RecursiveAction> tasks = new ArrayList<>(shards);
        for (int s = 0; s < shards; s++) {
            int shard = s;
            tasks.add(new RecursiveAction() {
                @Override
                protected void compute() {
                    DeferredFoldListener deferred = listeners[shard];
                    for (int p : positions[shard]) {
                        deferred.at(p);
                        step.fold(keys.get(p), p, drivers[shard]);
                    }
                }
            });
        }
        // The caller runs the first shard itself; a join from outside the pool runs a task nobody took yet.
        ForkJoinTask.invokeAll(tasks);
        DeferredFoldListener.replay(listeners, listener);
    }
}
