package io.scdstudio.engine.memory;

import io.scdstudio.engine.DataErrors;
import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.SnapshotVersions;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reduces a snapshot to change events (spec §10): an upsert for every key that is new or whose row changed,
 * a delete for every current key that vanished, all sequenced by the snapshot version.
 */
final class SnapshotDiffer {
    private final ResolvedFlow flow;
    private final KeyValues keys;
    private final SnapshotVersions versions;
    private long arrivals;

    SnapshotDiffer(ResolvedFlow flow) {
        this.flow = flow;
        this.keys = new KeyValues(flow.keys());
        this.versions = new SnapshotVersions(flow.sequenceType());
    }

    NewEvents diff(Snapshot snapshot, KeyMap state, int batch, EventStore store) {
        Object version = versions.check(snapshot);
        List<Event> events = new ArrayList<>();
        List<Object> keyList = new ArrayList<>();
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i < snapshot.rows().size(); i++) {
            Row row = snapshot.rows().get(i);
            int nullKey = keys.firstNullKey(row);
            if (nullKey >= 0) {
                throw DataErrors.nullKey(
                        snapshot.source(),
                        snapshot.lineOf(i),
                        flow.source().column(nullKey).name());
            }
            Object key = keys.keyOf(row);
            if (!seen.add(key)) {
                throw Errors.at(
                        Location.at(snapshot.source(), snapshot.lineOf(i), 0, null),
                        ErrorClass.DUPLICATE_SNAPSHOT_KEY,
                        "key " + KeyValues.display(key) + " appears more than once in this snapshot",
                        "A snapshot must hold each key once; remove the duplicate rows");
            }
            KeyHistory h = state.get(key);
            Row current = h == null ? null : h.openRow();
            if (current == null || !current.equals(row)) {
                events.add(new Event(
                        arrivals + events.size(), batch, snapshot.lineOf(i), EventKind.UPSERT, row, version, key));
            }
        }
        for (KeyHistory h : state.values()) {
            Row current = h.openRow();
            if (current != null && !seen.contains(h.key)) {
                events.add(new Event(arrivals + events.size(), batch, 0, EventKind.DELETE, current, version, h.key));
            }
        }
        int first = store.size();
        for (Event e : events) {
            store.add(e.arrival(), e.batch(), e.line(), e.kind(), e.row(), e.seq());
            keyList.add(e.key());
        }
        arrivals += events.size();
        versions.accepted(version);
        return NewEvents.ofKeys(first, keyList.toArray(), null);
    }
}
