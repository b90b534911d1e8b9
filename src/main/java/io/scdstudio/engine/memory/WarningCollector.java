package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.FlowLinter;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
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
    private static final int LISTED = FlowWarning.LISTED;
    private final ResolvedFlow flow;
    private final Set<String> ambiguous = new LinkedHashSet<>();
    private final Set<String> deleteTies = new LinkedHashSet<>();
    private final Map<String, FlowWarning> others = new LinkedHashMap<>();
    private int bothConditions;

    WarningCollector(ResolvedFlow flow) {
        this.flow = flow;
    }

    void lint() {
        for (FlowWarning w : FlowLinter.check(flow)) {
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
                new FlowWarning(
                        FlowWarning.LATE_DELETE_INSIDE_CLOSED_INTERVAL,
                        "the delete of " + KeyValues.display(h.key)
                                + " at sequence " + CanonicalText.render(late.seq()) + " arrived after the delete at "
                                + CanonicalText.render(earlierDelete.seq())
                                + " and splits an interval that was already closed; "
                                + "the preview shows the fold, but Databricks was observed to keep an extra row with a NULL "
                                + "__START_AT here"));
    }

    void rowsMatchingBothConditions(int count) {
        if (count > bothConditions) {
            bothConditions = count;
            others.put(
                    FlowWarning.ROW_MATCHES_DELETE_AND_TRUNCATE,
                    new FlowWarning(
                            FlowWarning.ROW_MATCHES_DELETE_AND_TRUNCATE,
                            count + " row(s) match both apply_as_deletes and "
                                    + "apply_as_truncates; they are applied as truncates. Make the conditions exclusive"));
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
            List<String> shown = ambiguous.stream().limit(LISTED).toList();
            String more = ambiguous.size() > LISTED ? " and " + (ambiguous.size() - LISTED) + " more" : "";
            out.add(new FlowWarning(
                    FlowWarning.AMBIGUOUS_SEQUENCE,
                    "events with the same key and sequence differ: "
                            + String.join("; ", shown) + more
                            + ". The later arrival wins here, but Databricks does "
                            + "not define the winner; add a tiebreaker: SEQUENCE BY STRUCT("
                            + String.join(
                                    ", ",
                                    flow.flow() instanceof io.scdstudio.model.CdcFlowSettings c
                                            ? c.sequenceBy().columns()
                                            : List.of())
                            + ", <tiebreaker>)"));
        }
        if (!deleteTies.isEmpty()) {
            out.add(FlowWarning.deleteTiesUpsert(
                    deleteTies.stream().limit(LISTED).toList(),
                    Math.max(0, deleteTies.size() - LISTED),
                    flow.flow() instanceof io.scdstudio.model.CdcFlowSettings c
                            ? c.sequenceBy().columns()
                            : List.of()));
        }
        out.addAll(others.values());
        return List.copyOf(out);
    }
}
