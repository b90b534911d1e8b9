package io.scdstudio.lint;

import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.ValueTuple;
import java.util.List;
import java.util.Optional;

/**
 * A design and its feed as the checks see them: the flow resolved against the feed's schema when it can be
 * (else the configuration error it fails with), and the events with their batch and source line.
 */
public final class LintContext {
    private final FlowSettings flow;
    private final Feed feed;
    private final Optional<ResolvedFlow> resolved;
    private final Optional<ScdException> configError;
    private KeyGroups keyGroups;

    public LintContext(FlowSettings flow, Feed feed) {
        this.flow = flow;
        this.feed = feed;
        Optional<ResolvedFlow> r = Optional.empty();
        Optional<ScdException> e = Optional.empty();
        try {
            // The engines' own resolve step, so lint fails a design exactly where a run would.
            r = Optional.of(ScdEngine.resolve(flow, SourceShape.of(feed)));
        } catch (ScdException ex) {
            e = Optional.of(ex);
        }
        this.resolved = r;
        this.configError = e;
    }

    private LintContext(ResolvedFlow resolved) {
        this.flow = resolved.flow();
        this.feed = new ChangeFeed(resolved.flow().target(), resolved.source(), List.of());
        this.resolved = Optional.of(resolved);
        this.configError = Optional.empty();
    }

    /** A flow an engine has resolved, with no events yet: what the rules that read the design alone see. */
    static LintContext ofDesign(ResolvedFlow resolved) {
        return new LintContext(resolved);
    }

    public FlowSettings flow() {
        return flow;
    }

    public Feed feed() {
        return feed;
    }

    public Schema schema() {
        return feed.schema();
    }

    public Optional<ResolvedFlow> resolved() {
        return resolved;
    }

    public Optional<ScdException> configError() {
        return configError;
    }

    public Optional<CdcFlowSettings> cdc() {
        return flow instanceof CdcFlowSettings c ? Optional.of(c) : Optional.empty();
    }

    public Optional<ChangeFeed> changeFeed() {
        return feed instanceof ChangeFeed c ? Optional.of(c) : Optional.empty();
    }

    /** The columns' positions in the feed; empty when one of them is not a column (the resolver says so). */
    public Optional<int[]> columns(List<String> names) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = schema().indexOf(names.get(i));
            if (out[i] < 0) {
                return Optional.empty();
            }
        }
        return Optional.of(out);
    }

    /** The events grouped by the flow's keys (built on first use); empty without a change feed or known keys. */
    Optional<KeyGroups> keyGroups() {
        if (keyGroups == null) {
            Optional<int[]> keys = cdc().flatMap(f -> columns(f.keys()));
            if (keys.isEmpty() || changeFeed().isEmpty()) {
                return Optional.empty();
            }
            keyGroups = KeyGroups.of(changeFeed().get(), keys.get());
        }
        return Optional.of(keyGroups);
    }

    /** One event, where it came from. */
    public interface EventVisitor {
        void visit(Row row, Batch batch, int line);
    }

    public void forEachEvent(EventVisitor visitor) {
        changeFeed().ifPresent(f -> {
            for (Batch b : f.batches()) {
                for (int i = 0; i < b.rows().size(); i++) {
                    visitor.visit(b.rows().get(i), b, b.lineOf(i));
                }
            }
        });
    }

    /** The values at {@code columns}, hashable and compared as SQL compares them (numbers by value). */
    public static ValueTuple tuple(Row row, int[] columns) {
        return ValueTuple.of(row, columns);
    }
}
