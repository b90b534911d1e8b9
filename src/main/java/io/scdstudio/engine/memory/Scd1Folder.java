package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;

/** SCD type 1: an upsert inserts or overwrites the key's one row; a delete or truncate removes it. */
final class Scd1Folder implements KeyFolder {
    private final int[] ignoreNull;
    private final EventStore events;

    Scd1Folder(int[] ignoreNull, EventStore events) {
        this.ignoreNull = ignoreNull.clone();
        this.events = events;
    }

    @Override
    public void upsert(KeyHistory h, int id) {
        VersionStore versions = h.store();
        Row incoming = events.row(id);
        int current = h.openId();
        if (current < 0) {
            h.clearVersions();
            h.addVersion(versions.open(incoming, 0, id));
            return;
        }
        Row row = ignoreNull.length == 0 ? incoming : KeyFolder.fill(versions.row(current), incoming, ignoreNull);
        versions.updateInPlace(current, row);
    }

    @Override
    public void delete(KeyHistory h, int id) {
        h.clearVersions();
    }

    @Override
    public void truncate(KeyHistory h, Object seq) {
        h.clearVersions();
    }
}
