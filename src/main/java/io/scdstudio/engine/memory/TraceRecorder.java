package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.resolve.ResolvedFlow;

/**
 * Decides, after an event was folded into its key, what it did and why, and fills its trace slot. The facts
 * it uses: whether the event arrived in order, its neighbours in fold order, ties, truncates, and the key's
 * versions before and after. One per thread: the version tails and the diff are its scratch space.
 */
final class TraceRecorder {
    private final int scdType;
    private final TruncateLog truncates;
    private final ColumnTrace trace;
    private final EventStore store;
    private final VersionTail before = new VersionTail();
    private final VersionTail after = new VersionTail();
    private final TailDiff diff;
    private final TripleChunks chunks = new TripleChunks();

    TraceRecorder(ResolvedFlow flow, TruncateLog truncates, ColumnTrace trace, EventStore store) {
        this.scdType = flow.scdType();
        this.truncates = truncates;
        this.trace = trace;
        this.store = store;
        this.diff = new TailDiff(flow.projection(), flow.scdType() == 2);
    }

    /** Copies the key's versions from index {@code unchanged} on, before the event is folded. */
    void before(KeyHistory h, int unchanged) {
        before.capture(h, unchanged);
    }

    /**
     * Records event {@code id} at trace slot {@code position}, after it was folded at {@code index} of its key's
     * events; {@code unchanged} is what {@link #before} was given.
     */
    void event(int position, KeyHistory h, int id, int index, boolean inOrder, int unchanged) {
        after.capture(h, Math.min(unchanged, h.versionCount()));
        diff.clear();
        diff.add(before, after);
        Finding f = classify(h, id, index, inOrder, !diff.isEmpty());
        trace.set(position, id, h, f.outcome, f.otherSeq, f.otherEvent, f.rangeStart, f.rangeEnd, diff, chunks);
    }

    /** Starts recording a truncate: {@link #truncateBefore} and {@link #truncateAfter} around each key's fold. */
    void truncateStart() {
        diff.clear();
    }

    void truncateBefore(KeyHistory h) {
        before.capture(h, 0);
    }

    void truncateAfter(KeyHistory h) {
        after.capture(h, 0);
        diff.add(before, after);
    }

    void truncateEnd(int position, int id) {
        trace.set(position, id, null, Outcome.TRUNCATED, null, -1, null, null, diff, chunks);
    }

    private record Finding(Outcome outcome, Object otherSeq, long otherEvent, Object rangeStart, Object rangeEnd) {
        static Finding of(Outcome o) {
            return new Finding(o, null, -1, null, null);
        }

        static Finding of(Outcome o, Object otherSeq, long otherEvent) {
            return new Finding(o, otherSeq, otherEvent, null, null);
        }
    }

    /** Reads {@link #before} and {@link #after}: the versions from index {@code unchanged} on, all when out of order. */
    private Finding classify(KeyHistory h, int id, int index, boolean inOrder, boolean changed) {
        EventIds ev = h.events;
        int next = index + 1 < ev.size() ? ev.get(index + 1) : -1;
        int prev = index > 0 ? ev.get(index - 1) : -1;
        boolean upsert = store.isUpsert(id);
        if (upsert && next >= 0 && store.sameSeq(next, id)) {
            return Finding.of(Outcome.LOST_TIE, store.seq(next), store.arrival(next));
        }
        if (upsert && truncates.contains(store.seq(id))) {
            return Finding.of(Outcome.DROPPED_BY_TRUNCATE, store.seq(id), -1);
        }
        if (prev >= 0 && store.sameSeq(prev, id) && store.isUpsert(prev)) {
            return Finding.of(Outcome.REPLACED_TIE, store.seq(prev), store.arrival(prev));
        }
        boolean hadCurrent = before.hasCurrent();
        if (inOrder) {
            return upsert
                    ? inOrderUpsert(prev, hadCurrent, changed)
                    : Finding.of(
                            hadCurrent ? (scdType == 1 ? Outcome.DELETED : Outcome.CLOSED_VERSION) : Outcome.TOMBSTONE,
                            hadCurrent ? before.openStart() : null,
                            -1);
        }
        int newest = ev.last();
        if (!changed) {
            return stale(id, next, newest);
        }
        if (upsert && scdType == 2) {
            long arrival = store.arrival(id);
            for (int i = 0; i < after.size(); i++) {
                if (after.openedBy(i) == arrival) {
                    Object from = i > 0
                                    && after.end(i - 1) != null
                                    && EventOrder.compareSeq(after.end(i - 1), after.start(i)) == 0
                            ? after.start(i - 1)
                            : after.start(i);
                    return new Finding(
                            Outcome.INSERTED_INTO_HISTORY,
                            store.seq(newest),
                            store.arrival(newest),
                            from,
                            after.end(i));
                }
            }
        }
        return Finding.of(Outcome.HISTORY_REWRITTEN, store.seq(newest), store.arrival(newest));
    }

    private Finding inOrderUpsert(int prev, boolean hadCurrent, boolean changed) {
        Object lastTruncate = truncates.last();
        boolean afterDelete = prev >= 0 && store.kind(prev) == EventKind.DELETE
                || lastTruncate != null && before.size() > 0 && !hadCurrent;
        if (!hadCurrent) {
            return afterDelete || (prev >= 0 && before.size() > 0)
                    ? Finding.of(
                            Outcome.REINSERTED,
                            prev >= 0 ? store.seq(prev) : lastTruncate,
                            prev >= 0 ? store.arrival(prev) : -1)
                    : Finding.of(Outcome.INSERTED);
        }
        if (scdType == 1) {
            return Finding.of(changed ? Outcome.OVERWROTE : Outcome.UNCHANGED);
        }
        boolean opened = after.size() > before.size();
        return opened
                ? Finding.of(Outcome.OPENED_VERSION, before.openStart(), -1)
                : Finding.of(changed ? Outcome.UPDATED_IN_PLACE : Outcome.UNCHANGED, before.openStart(), -1);
    }

    private Finding stale(int id, int next, int newest) {
        if (store.kind(id) == EventKind.DELETE) {
            return Finding.of(Outcome.DELETE_IGNORED_STALE, store.seq(newest), store.arrival(newest));
        }
        if (next >= 0 && store.kind(next) == EventKind.DELETE) {
            return Finding.of(Outcome.SUPPRESSED_BY_TOMBSTONE, store.seq(next), store.arrival(next));
        }
        int t = truncates.firstAfter(store.seq(id));
        if (t < truncates.size() && (next < 0 || EventOrder.compareSeq(truncates.get(t), store.seq(next)) <= 0)) {
            return Finding.of(Outcome.DROPPED_BY_TRUNCATE, truncates.get(t), -1);
        }
        return Finding.of(Outcome.DROPPED_STALE, store.seq(newest), store.arrival(newest));
    }
}
