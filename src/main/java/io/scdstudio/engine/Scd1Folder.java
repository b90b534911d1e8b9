package io.scdstudio.engine;

import io.scdstudio.model.Row;

/** SCD type 1: an upsert inserts or overwrites the key's one row; a delete or truncate removes it. */
final class Scd1Folder implements KeyFolder {
    private final int[] ignoreNull;

    Scd1Folder(int[] ignoreNull) {
        this.ignoreNull = ignoreNull.clone();
    }

    @Override
    public void upsert(KeyHistory h, Event e) {
        Version current = h.open();
        if (current == null) {
            h.versions.clear();
            h.versions.add(new Version(e.row(), e.seq(), null, e.arrival(), e.arrival(), -1));
            return;
        }
        Row row = ignoreNull.length == 0 ? e.row() : KeyFolder.fill(current.row(), e.row(), ignoreNull);
        h.versions.set(0, new Version(row, current.start(), null, current.openedBy(), e.arrival(), -1));
    }

    @Override
    public void delete(KeyHistory h, Object seq, long by) {
        h.versions.clear();
    }
}
