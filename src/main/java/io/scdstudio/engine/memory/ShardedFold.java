package io.scdstudio.engine.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.function.Supplier;

/**
 * Folds a list of keys on one thread per shard. Keys fold independently (spec §2: a key's target rows depend
 * on its own events and the truncates only), and each shard's keys write only to that shard's version store,
 * so the threads share nothing they write. The events, the truncates and the folder are only read while the
 * threads run. Warnings are held back per thread and replayed in the order of the list.
 */
final class ShardedFold {
    /** What to do with one key, given its position in the list and the thread's tools. */
    interface KeyStep {
        void fold(KeyHistory h, int position, Worker worker);
    }

    /**
     * What one thread folds with: its driver, its trace recorder (traced runs), and where the warnings it meets
     * go in the sequential order ({@link #at}; the key's position in the list unless a step says otherwise).
     */
    static final class Worker {
        final FoldDriver driver;
        final TraceRecorder recorder;
        private final DeferredFoldListener warnings;

        private Worker(FoldDriver driver, TraceRecorder recorder, DeferredFoldListener warnings) {
            this.driver = driver;
            this.recorder = recorder;
            this.warnings = warnings;
        }

        /** Orders what the fold meets from now on as if met at {@code order} in a sequential run. */
        void at(int order) {
            warnings.at(order);
        }
    }

    private final Worker[] workers;
    private final DeferredFoldListener[] listeners;

    /** {@code recorders}: one per shard for a traced run, else null. */
    ShardedFold(
            int shards, EventStore store, KeyFolder folder, TruncateLog truncates, Supplier<TraceRecorder> recorders) {
        workers = new Worker[shards];
        listeners = new DeferredFoldListener[shards];
        for (int s = 0; s < shards; s++) {
            listeners[s] = new DeferredFoldListener();
            workers[s] = new Worker(
                    new FoldDriver(store, folder, truncates, listeners[s]),
                    recorders == null ? null : recorders.get(),
                    listeners[s]);
        }
    }

    /** Applies {@code step} to every key of {@code keys}, then tells {@code listener} what the fold met. */
    void run(List<KeyHistory> keys, KeyStep step, FoldDriver.FoldListener listener) {
        int shards = workers.length;
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
                    Worker worker = workers[shard];
                    for (int p : positions[shard]) {
                        worker.at(p);
                        step.fold(keys.get(p), p, worker);
                    }
                }
            });
        }
        // The caller runs the first shard itself; a join from outside the pool runs a task nobody took yet.
        ForkJoinTask.invokeAll(tasks);
        DeferredFoldListener.replay(listeners, listener);
    }
}
