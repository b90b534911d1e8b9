package io.scdstudio.engine.memory;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.ProjectedRows;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinTask;

/**
 * Hands the fold's versions over as the target table, column-wise, in key order. Reading a version touches
 * a different place of its store for every key, so the copy is bound by memory latency; on several threads,
 * each copies a range of keys into its own part of the columns.
 */
final class TargetAssembly {
    /** Below this many keys a second thread costs more than it saves. */
    private static final int MIN_KEYS_PER_THREAD = 16_384;

    private TargetAssembly() {}

    static Table assemble(ResolvedFlow flow, List<KeyHistory> order, int threads) {
        int keys = order.size();
        int[] offsets = new int[keys + 1];
        for (int k = 0; k < keys; k++) {
            offsets[k + 1] = offsets[k] + order.get(k).versionCount();
        }
        int count = offsets[keys];
        Row[] sources = new Row[count];
        Object[] starts = new Object[count];
        Object[] ends = new Object[count];
        int parts = Math.max(1, Math.min(threads, keys / MIN_KEYS_PER_THREAD));
        if (parts == 1) {
            copy(order, offsets, 0, keys, sources, starts, ends);
        } else {
            List<ForkJoinTask<?>> tasks = new ArrayList<>(parts);
            for (int p = 0; p < parts; p++) {
                int from = (int) ((long) keys * p / parts);
                int to = (int) ((long) keys * (p + 1) / parts);
                tasks.add(ForkJoinTask.adapt(() -> copy(order, offsets, from, to, sources, starts, ends)));
            }
            ForkJoinTask.invokeAll(tasks);
        }
        ProjectedRows out = flow.scdType() == 2
                ? ProjectedRows.adopt(sources, flow.projection(), starts, ends)
                : ProjectedRows.adopt(sources, flow.projection());
        return new Table(flow.target(), out);
    }

    private static void copy(
            List<KeyHistory> order, int[] offsets, int from, int to, Row[] sources, Object[] starts, Object[] ends) {
        for (int k = from; k < to; k++) {
            KeyHistory h = order.get(k);
            VersionStore versions = h.store();
            int i = offsets[k];
            for (int j = 0; j < h.versionCount(); j++) {
                int v = h.versionId(j);
                sources[i] = versions.row(v);
                starts[i] = versions.start(v);
                ends[i++] = versions.end(v);
            }
        }
    }
}
