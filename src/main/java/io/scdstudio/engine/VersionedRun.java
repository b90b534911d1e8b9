package io.scdstudio.engine;

import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A run whose engine stores the target as a versioned table (Delta), so that a version a batch committed can be
 * read back ("time travel") and the table found where it lives. Kept apart from {@link FlowRun} so that an engine
 * without versions, the in-memory one, implements nothing it cannot mean.
 */
public interface VersionedRun extends FlowRun {

    /** The target's committed versions, oldest first, each with the batch it holds when this run committed it. */
    List<TargetVersion> targetHistory();

    /** The target as a version this run committed left it; a version it did not commit is refused. */
    Table targetAt(long version);

    /** Where the target table is (Spark: the Delta table's folder). */
    Path targetLocation();

    @Override
    default Optional<VersionedRun> versioned() {
        return Optional.of(this);
    }
}
