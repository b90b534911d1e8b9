package io.scdstudio.ui.run;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.ResolvedFlow;
import io.scdstudio.engine.Trace;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import java.util.List;

/** A run that passes everything to another; fake engines override the one thing they change. */
class ForwardingFlowRun implements FlowRun {
    protected final FlowRun inner;

    ForwardingFlowRun(FlowRun inner) {
        this.inner = inner;
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
}
