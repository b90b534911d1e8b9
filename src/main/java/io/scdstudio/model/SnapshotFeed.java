package io.scdstudio.model;

import java.util.List;
import java.util.Objects;

/** A series of snapshots in processing order; each snapshot is one micro-batch. */
public record SnapshotFeed(Schema schema, DataType versionType, List<Snapshot> snapshots) implements Feed {
    public SnapshotFeed {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(versionType, "versionType");
        snapshots = List.copyOf(snapshots);
    }

    @Override
    public int batchCount() {
        return snapshots.size();
    }
}
