package io.scdstudio.engine;

import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Feed;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.TypeFallback;
import java.util.List;
import java.util.Optional;

/**
 * What an engine needs to know of a feed before reading it: its schema, file name and snapshot version type, and
 * the columns whose guessed type fell back to text (a key or sequence among them stops the run).
 */
public record SourceShape(
        String file, Schema schema, Optional<DataType> snapshotVersionType, List<TypeFallback> typeFallbacks) {

    public SourceShape(String file, Schema schema, Optional<DataType> snapshotVersionType) {
        this(file, schema, snapshotVersionType, List.of());
    }

    public SourceShape {
        typeFallbacks = List.copyOf(typeFallbacks);
    }

    public static SourceShape of(Feed feed) {
        if (feed instanceof SnapshotFeed s) {
            return new SourceShape("snapshots", s.schema(), Optional.of(s.versionType()));
        }
        ChangeFeed c = (ChangeFeed) feed;
        return new SourceShape(c.source(), c.schema(), Optional.empty(), c.typeFallbacks());
    }
}
