package io.scdstudio.engine;

import io.scdstudio.model.Row;

/** SCD type 1: an upsert inserts or overwrites the key's one row; a delete or truncate removes it. */
final class Scd1Folder implements KeyFolder {
    private final int[] ignoreNull;

    Scd1Folder(int[] ignoreNull) {
        this.ignoreNull = ignoreNull.clone();
    }

    @Override
    public void upsert(KeyHistory h, Row incoming, Object seq, long arrival) {
        Version current = h.open();
        if (current == null) {
            h.versions.clear();
            h.versions.add(new Version(incoming, seq, null, arrival, arrival, -1));
            return;
        }
        Row row = ignoreNull.length == 0 ? incoming : KeyFolder.fill(current.row(), incoming, ignoreNull);
        current.updateInPlace(row, arrival);
    }

    @Override
    public void delete(KeyHistory h, Object seq, long by) {
        h.versions.clear();
    }
}
