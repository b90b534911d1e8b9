package io.scdstudio.engine;

import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.List;

/**
 * A forwarding run that is itself versioned: fake Delta engines in tests override what they change; what they leave
 * goes to the inner run when it is versioned, else there is no history and the table is "in memory".
 */
public class ForwardingVersionedRun extends ForwardingFlowRun implements VersionedRun {

    public ForwardingVersionedRun(FlowRun inner) {
        super(inner);
    }

    @Override
    public List<TargetVersion> targetHistory() {
        return inner.versioned().map(VersionedRun::targetHistory).orElse(List.of());
    }

    @Override
    public Table targetAt(long version) {
        return inner.versioned().orElseThrow().targetAt(version);
    }

    @Override
    public Path targetLocation() {
        return inner.versioned().map(VersionedRun::targetLocation).orElse(Path.of("in-memory"));
    }

    @Override
    public java.util.Optional<VersionedRun> versioned() {
        return java.util.Optional.of(this);
    }
}
