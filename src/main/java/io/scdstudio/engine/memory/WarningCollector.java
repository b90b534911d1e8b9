package io.scdstudio.engine.memory;

import io.scdstudio.engine.DesignRules;
import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.FlowWarnings;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects warnings as the fold meets them. Ties are reported once per (key, sequence) however often the
 * key is re-folded, and only when the tied upserts would give different target rows (U1).
 */
final class WarningCollector implements FoldDriver.FoldListener {
    private static final int LISTED = FlowWarnings.LISTED;
    private final ResolvedFlow flow;
    private final Set<String> ambiguous = new LinkedHashSet<>();
    private final Set<String> deleteTies = new LinkedHashSet<>();
    private final Map<String, FlowWarning> others = new LinkedHashMap<>();
    private int bothConditions;

    WarningCollector(ResolvedFlow flow) {
        this.flow = flow;
    }

    void lint() {
        for (FlowWarning w : DesignRules.of(flow)) {
            others.putIfAbsent(w.code(), w);
        }
    }

    @Override
    public void lostTie(KeyHistory h, Event loser, Event winner) {
        if (winner.kind() == EventKind.DELETE && loser.kind() == EventKind.UPSERT) {
            deleteTies.add(KeyValues.display(h.key) + " at sequence " + CanonicalText.render(loser.seq()));
            return;
        }
        if (winner.kind() != EventKind.UPSERT || sameTarget(loser, winner)) {
            return;
        }
        ambiguous.add(KeyValues.display(h.key) + " at sequence " + CanonicalText.render(loser.seq()));
    }

    @Override
    public void lateDeleteInsideClosedInterval(KeyHistory h, Event late, Event earlierDelete) {
        if (flow.scdType() != 2) {
            return;
        }
        others.putIfAbsent(
                FlowWarning.LATE_DELETE_INSIDE_CLOSED_INTERVAL,
                FlowWarnings.lateDeleteInsideClosedInterval(
                        KeyValues.display(h.key),
                        CanonicalText.render(late.seq()),
                        CanonicalText.render(earlierDelete.seq())));
    }

    void rowsMatchingBothConditions(int count) {
        if (count > bothConditions) {
            bothConditions = count;
            others.put(FlowWarning.ROW_MATCHES_DELETE_AND_TRUNCATE, FlowWarnings.rowsMatchDeleteAndTruncate(count));
        }
    }

    private boolean sameTarget(Event a, Event b) {
        for (int i : flow.projection()) {
            if (!Values.same(a.row().get(i), b.row().get(i))) {
                return false;
            }
        }
        return true;
    }

    List<FlowWarning> all() {
        List<FlowWarning> out = new ArrayList<>();
        if (!ambiguous.isEmpty()) {
            out.add(FlowWarnings.ambiguousSequence(
                    ambiguous.stream().limit(LISTED).toList(),
                    Math.max(0, ambiguous.size() - LISTED),
                    sequenceColumns()));
        }
        if (!deleteTies.isEmpty()) {
            out.add(FlowWarnings.deleteTiesUpsert(
                    deleteTies.stream().limit(LISTED).toList(),
                    Math.max(0, deleteTies.size() - LISTED),
                    sequenceColumns()));
        }
        out.addAll(others.values());
        return List.copyOf(out);
    }

    private List<String> sequenceColumns() {
        return flow.flow() instanceof CdcFlowSettings c ? c.sequenceBy().columns() : List.of();
    }
}
