package io.scdstudio.engine;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Values;
import java.time.LocalDateTime;

/**
 * The versions of a snapshot flow's snapshots, shared by every engine: each is read as the snapshot version
 * type and must be greater than the last accepted one (U20).
 */
public final class SnapshotVersions {
    private final DataType type;
    private Object last;

    public SnapshotVersions(DataType type) {
        this.type = type;
    }

    /** The snapshot's version as the sequence type holds it; fails if it is not greater than the last accepted. */
    public Object check(Snapshot snapshot) {
        Object version = typed(snapshot.version(), snapshot.source());
        if (last != null && Values.compareNullsFirst(version, last) <= 0) {
            throw Errors.at(
                    Location.file(snapshot.source()),
                    ErrorClass.SNAPSHOT_VERSION_NOT_INCREASING,
                    "snapshot version " + CanonicalText.render(version) + " is not greater than the previous version "
                            + CanonicalText.render(last),
                    "Process snapshots in ascending version order");
        }
        return version;
    }

    /** Records a version whose snapshot was applied. */
    public void accepted(Object version) {
        last = version;
    }

    private Object typed(Object version, String source) {
        DataType.Kind kind = type.kind();
        boolean integral = kind == DataType.Kind.BIGINT || kind == DataType.Kind.INT;
        if (integral && version instanceof Number n) {
            return n.longValue();
        }
        if (kind == DataType.Kind.TIMESTAMP && version instanceof LocalDateTime) {
            return version;
        }
        if (integral || kind == DataType.Kind.TIMESTAMP) {
            throw Errors.at(
                    Location.file(source),
                    ErrorClass.VALUE_NOT_OF_TYPE,
                    "snapshot version " + version + " is not a " + type,
                    "Give every snapshot a version of snapshot_version_type");
        }
        return version;
    }
}
