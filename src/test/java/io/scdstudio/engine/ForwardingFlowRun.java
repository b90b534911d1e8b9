package io.scdstudio.engine;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** A run that passes everything to another; fake engines in tests override the one thing they change. */
public class ForwardingFlowRun implements FlowRun {
    protected final FlowRun inner;

    public ForwardingFlowRun(FlowRun inner) {
        this.inner = inner;
    }

    /** The in-memory engine under {@code name}, each run it opens handed to {@code wrap} (a fake's changes). */
    public static ScdEngine overInMemory(String name, UnaryOperator<FlowRun> wrap) {
        return new ScdEngine() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
                return wrap.apply(new InMemoryEngine().open(flow, source, options));
            }
        };
    }

    @Override
    public ResolvedFlow flow() {
        return inner.flow();
    }

    @Override
    public void apply(Batch batch) {
        inner.apply(batch);
    }

    @Override
    public void apply(Snapshot snapshot) {
        inner.apply(snapshot);
    }

    @Override
    public Table target() {
        return inner.target();
    }

    @Override
    public List<FlowWarning> warnings() {
        return inner.warnings();
    }

    @Override
    public void expireTombstones() {
        inner.expireTombstones();
    }

    @Override
    public Trace trace() {
        return inner.trace();
    }

    @Override
    public Optional<VersionedRun> versioned() {
        return inner.versioned();
    }

    @Override
    public void discard() {
        inner.discard();
    }
}
