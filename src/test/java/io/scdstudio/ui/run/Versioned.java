package io.scdstudio.ui.run;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.ForwardingVersionedRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Table;
import java.util.List;

/** The in-memory engine dressed as a versioned one: one commit per batch, WRITE then MERGEs, logged. */
final class Versioned implements ScdEngine {
    private final FakeDeltaLog log;
    /** A version whose read-back loses its first row, as a broken time travel might; -1 for none. */
    private final long lostRowAt;
    /** One entry per closed run: how many versions it had. */
    final List<Integer> closed = new java.util.ArrayList<>();

    Versioned(FakeDeltaLog log) {
        this(log, -1);
    }

    Versioned(FakeDeltaLog log, long lostRowAt) {
        this.log = log;
        this.lostRowAt = lostRowAt;
    }

    @Override
    public String name() {
        return "fake-delta";
    }

    @Override
    public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
        FlowRun inner = new InMemoryEngine().open(flow, source, options);
        List<TargetVersion> versions = new java.util.ArrayList<>();
        List<Table> tables = new java.util.ArrayList<>();
        return new ForwardingVersionedRun(inner) {
            @Override
            public void apply(Batch batch) {
                inner.apply(batch);
                long v = versions.size();
                versions.add(new TargetVersion(
                        v,
                        java.time.Instant.EPOCH.plusSeconds(v),
                        v == 0 ? "WRITE" : "MERGE",
                        java.util.OptionalInt.of(batch.number())));
                tables.add(inner.target());
                log.log("Committed delta #" + v);
            }

            @Override
            public List<TargetVersion> targetHistory() {
                return List.copyOf(versions);
            }

            @Override
            public Table targetAt(long version) {
                Table t = tables.get((int) version);
                return version == lostRowAt ? new Table(t.schema(), t.rows().subList(1, t.size())) : t;
            }

            @Override
            public void close() {
                closed.add(versions.size());
            }
        };
    }
}
