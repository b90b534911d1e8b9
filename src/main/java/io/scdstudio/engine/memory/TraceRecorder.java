package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.RowDiff;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides, after an event was folded into its key, what it did and why, and appends the trace entry.
 * The facts it uses: whether the event arrived in order, its neighbours in fold order, ties, truncates,
 * and the key's rows before and after.
 */
final class TraceRecorder {
    private final ResolvedFlow flow;
    private final TargetRows rows;
    private final TruncateLog truncates;
    private final Trace trace;
    private final EventStore store;

    TraceRecorder(ResolvedFlow flow, TargetRows rows, TruncateLog truncates, Trace trace, EventStore store) {
        this.flow = flow;
        this.rows = rows;
        this.truncates = truncates;
        this.trace = trace;
        this.store = store;
    }

    void truncate(Event e, List<Row> removed, List<Row> added) {
        trace.add(new TraceEntry(
                e.arrival(),
                flow.scdType(),
                e.batch(),
                e.line(),
                e.kind(),
                "",
                e.seq(),
                Outcome.TRUNCATED,
                null,
                -1,
                null,
                null,
                removed,
                added));
    }

    /**
     * @param before    copies of the key's versions from index {@code unchanged} on, taken before the event
     * @param unchanged how many leading versions the event could not have changed
     */
    void event(KeyHistory h, int id, int index, boolean inOrder, List<Version> before, int unchanged) {
        Event e = store.event(id, h.key);
        List<Row> removed = new ArrayList<>();
        List<Row> added = new ArrayList<>();
        List<Version> after = h.versions(Math.min(unchanged, h.versionCount()));
        RowDiff.between(rows.of(before), rows.of(after), removed, added);
        Finding f = classify(h, e, index, inOrder, before, after, !removed.isEmpty() || !added.isEmpty());
        trace.add(new TraceEntry(
                e.arrival(),
                flow.scdType(),
                e.batch(),
                e.line(),
                e.kind(),
                h.display(),
                e.seq(),
                f.outcome,
                f.otherSeq,
                f.otherEvent,
                f.rangeStart,
                f.rangeEnd,
                removed,
                added));
    }

    private record Finding(Outcome outcome, Object otherSeq, long otherEvent, Object rangeStart, Object rangeEnd) {
        static Finding of(Outcome o) {
            return new Finding(o, null, -1, null, null);
        }

        static Finding of(Outcome o, Object otherSeq, long otherEvent) {
            return new Finding(o, otherSeq, otherEvent, null, null);
        }
    }

    /** {@code after}: the versions from index {@code unchanged} on, all of them when the event came out of order. */
    private Finding classify(
            KeyHistory h,
            Event e,
            int index,
            boolean inOrder,
            List<Version> before,
            List<Version> after,
            boolean changed) {
        EventIds ev = h.events;
        Event next = index + 1 < ev.size() ? store.event(ev.get(index + 1), h.key) : null;
        Event prev = index > 0 ? store.event(ev.get(index - 1), h.key) : null;
        if (e.kind() == EventKind.UPSERT && next != null && sameSeq(next, e)) {
            return Finding.of(Outcome.LOST_TIE, next.seq(), next.arrival());
        }
        if (e.kind() == EventKind.UPSERT && truncates.contains(e.seq())) {
            return Finding.of(Outcome.DROPPED_BY_TRUNCATE, e.seq(), -1);
        }
        if (prev != null && sameSeq(prev, e) && prev.kind() == EventKind.UPSERT) {
            return Finding.of(Outcome.REPLACED_TIE, prev.seq(), prev.arrival());
        }
        boolean hadCurrent = hasCurrent(before);
        if (inOrder) {
            return e.kind() == EventKind.UPSERT
                    ? inOrderUpsert(e, prev, before, after.size(), hadCurrent, changed)
                    : Finding.of(
                            hadCurrent
                                    ? (flow.scdType() == 1 ? Outcome.DELETED : Outcome.CLOSED_VERSION)
                                    : Outcome.TOMBSTONE,
                            hadCurrent ? openStart(before) : null,
                            -1);
        }
        Event newest = store.event(ev.last(), h.key);
        if (!changed) {
            return stale(e, next, newest);
        }
        if (e.kind() == EventKind.UPSERT && flow.scdType() == 2) {
            List<Version> versions = after;
            for (int i = 0; i < versions.size(); i++) {
                Version v = versions.get(i);
                if (v.openedBy() == e.arrival()) {
                    Object from = i > 0
                                    && versions.get(i - 1).end() != null
                                    && EventOrder.compareSeq(versions.get(i - 1).end(), v.start()) == 0
                            ? versions.get(i - 1).start()
                            : v.start();
                    return new Finding(Outcome.INSERTED_INTO_HISTORY, newest.seq(), newest.arrival(), from, v.end());
                }
            }
        }
        return Finding.of(Outcome.HISTORY_REWRITTEN, newest.seq(), newest.arrival());
    }

    private Finding inOrderUpsert(
            Event e, Event prev, List<Version> before, int afterCount, boolean hadCurrent, boolean changed) {
        Object lastTruncate = truncates.last();
        boolean afterDelete = prev != null && prev.kind() == EventKind.DELETE
                || lastTruncate != null && !before.isEmpty() && !hadCurrent;
        if (!hadCurrent) {
            return afterDelete || (prev != null && !before.isEmpty())
                    ? Finding.of(
                            Outcome.REINSERTED,
                            prev != null ? prev.seq() : lastTruncate,
                            prev != null ? prev.arrival() : -1)
                    : Finding.of(Outcome.INSERTED);
        }
        if (flow.scdType() == 1) {
            return Finding.of(changed ? Outcome.OVERWROTE : Outcome.UNCHANGED);
        }
        boolean opened = afterCount > before.size();
        return opened
                ? Finding.of(Outcome.OPENED_VERSION, openStart(before), -1)
                : Finding.of(changed ? Outcome.UPDATED_IN_PLACE : Outcome.UNCHANGED, openStart(before), -1);
    }

    private Finding stale(Event e, Event next, Event newest) {
        if (e.kind() == EventKind.DELETE) {
            return Finding.of(Outcome.DELETE_IGNORED_STALE, newest.seq(), newest.arrival());
        }
        if (next != null && next.kind() == EventKind.DELETE) {
            return Finding.of(Outcome.SUPPRESSED_BY_TOMBSTONE, next.seq(), next.arrival());
        }
        int t = truncates.firstAfter(e.seq());
        if (t < truncates.size() && (next == null || EventOrder.compareSeq(truncates.get(t), next.seq()) <= 0)) {
            return Finding.of(Outcome.DROPPED_BY_TRUNCATE, truncates.get(t), -1);
        }
        return Finding.of(Outcome.DROPPED_STALE, newest.seq(), newest.arrival());
    }

    private static boolean hasCurrent(List<Version> versions) {
        for (Version v : versions) {
            if (v.isCurrent()) {
                return true;
            }
        }
        return false;
    }

    private static Object openStart(List<Version> versions) {
        for (Version v : versions) {
            if (v.isCurrent()) {
                return v.start();
            }
        }
        return null;
    }

    private static boolean sameSeq(Event a, Event b) {
        return EventOrder.compareSeq(a.seq(), b.seq()) == 0;
    }
}
