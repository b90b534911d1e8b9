package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;
import java.util.Arrays;

/**
 * Every version the fold holds, column by column, addressed by an int id, as {@link EventStore} holds the
 * events. A million-event fold keeps about a million versions alive while it runs; as objects, each young
 * collection would copy them all, and the garbage collector took longer than the fold. Ids of versions a
 * re-fold drops are reused.
 *
 * <p>A version is {@code [start, end)} with {@code end == null} while current; it remembers the event that
 * opened it, whose sequence is its start and whose arrival index the trace names, and the hash of its tracked values
 * (SCD2). The start and the arrival are read from the event when asked for: writing them as a version opens read two
 * more of the event's columns, each a cache miss in a large fold.
 */
final class VersionStore {
    private final EventStore events;
    private Row[] rows = new Row[256];
    /** A closed version's end; null while current. */
    private Object[] ends = new Object[256];

    private int[] startIds = new int[256];
    private int[] hashes = new int[256];
    private int size;
    private int[] free = new int[16];
    private int freeCount;

    VersionStore(EventStore events) {
        this.events = events;
    }

    /** Opens a version with {@code row}, started by event {@code startId} of the event store. */
    int open(Row row, int trackedHash, int startId) {
        int v = freeCount > 0 ? free[--freeCount] : next();
        rows[v] = row;
        ends[v] = null;
        startIds[v] = startId;
        hashes[v] = trackedHash;
        return v;
    }

    /**
     * Makes room for {@code more} versions in one step (a batch opens at most one per event): growing
     * million-entry columns by halves would allocate and copy each of them a dozen times.
     */
    void reserve(int more) {
        if (size + more > rows.length) {
            resize(Math.max(size + more, rows.length + (rows.length >> 1)));
        }
    }

    /**
     * Gives back the room {@link #reserve} made and the fold did not use: a fold of many batches at once reserves for
     * one version per event, and most events update a version instead.
     */
    void trimToSize() {
        if (rows.length > size + (size >> 3) + 256) {
            resize(size);
        }
    }

    private int next() {
        if (size == rows.length) {
            resize(size + (size >> 1) + 16);
        }
        return size++;
    }

    private void resize(int n) {
        rows = Arrays.copyOf(rows, n);
        ends = Arrays.copyOf(ends, n);
        startIds = Arrays.copyOf(startIds, n);
        hashes = Arrays.copyOf(hashes, n);
    }

    /** Versions held now (ids in use), not counting freed ones. */
    int size() {
        return size - freeCount;
    }

    void free(int v) {
        rows[v] = null;
        ends[v] = null;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = v;
    }

    Row row(int v) {
        return rows[v];
    }

    Object start(int v) {
        return events.seq(startIds[v]);
    }

    Object end(int v) {
        return ends[v];
    }

    boolean isCurrent(int v) {
        return ends[v] == null;
    }

    int startId(int v) {
        return startIds[v];
    }

    int trackedHash(int v) {
        return hashes[v];
    }

    /** The arrival index of the event that opened version {@code v}. */
    long openedBy(int v) {
        return events.arrival(startIds[v]);
    }

    void updateInPlace(int v, Row row) {
        rows[v] = row;
    }

    void closeAt(int v, Object seq) {
        ends[v] = seq;
    }
}
