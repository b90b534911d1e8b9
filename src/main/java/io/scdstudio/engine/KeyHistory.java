package io.scdstudio.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything the fold knows about one key: its events in fold order, and the versions that folding them
 * gives (SCD1: at most one, the current row). {@code lastSeq} is the sequence of the last folded element,
 * a truncate included, so an event beyond it can be folded without going back.
 */
final class KeyHistory {
    final Object key;
    final EventIds events = new EventIds();
    final ArrayList<Version> versions = new ArrayList<>(4);
    Object lastSeq;
    /** The batch that last touched this key, and where its new events start (batch application only). */
    int batchMark;
    int newFrom;

    KeyHistory(Object key) {
        this.key = key;
    }

    Version open() {
        if (versions.isEmpty()) {
            return null;
        }
        Version last = versions.get(versions.size() - 1);
        return last.isCurrent() ? last : null;
    }

    /** Copies of the versions, safe to keep while the fold goes on. */
    List<Version> snapshot() {
        return snapshot(0);
    }

    /** Copies of the versions from index {@code from} on. */
    List<Version> snapshot(int from) {
        List<Version> copies = new ArrayList<>(versions.size() - from);
        for (int i = from; i < versions.size(); i++) {
            copies.add(versions.get(i).copy());
        }
        return copies;
    }
}
