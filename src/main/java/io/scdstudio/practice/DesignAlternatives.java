package io.scdstudio.practice;

import io.scdstudio.engine.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Designs a learner could mistake for the real one, each a valid flow: the other SCD type (a truncate condition or
 * track-history list dropped where that type cannot have it), other tracked columns, ignore-null updates on or off,
 * and the sequence column kept in the target or left out; and one line that describes any of them on the same
 * points, so the options differ only where the designs do.
 */
final class DesignAlternatives {
    private DesignAlternatives() {
    }

    static List<CdcFlowSettings> of(CdcFlowSettings flow, ResolvedFlow resolved) {
        List<CdcFlowSettings> out = new ArrayList<>();
        if (flow.scdType() == 1) {
            out.add(flow.withConditions(flow.applyAsDeletes(), Optional.empty()).withScdType(2));
        } else {
            out.add(flow.withTrackHistory(Optional.empty(), Optional.empty()).withScdType(1));
            List<String> data = dataColumns(resolved);
            if (!data.isEmpty()) {
                out.add(flow.withTrackHistory(Optional.of(List.of(data.get(0))), Optional.empty()));
                out.add(flow.withTrackHistory(Optional.empty(), Optional.empty()));
                out.add(flow.withTrackHistory(Optional.empty(), Optional.of(List.of(data.get(data.size() - 1)))));
            }
        }
        out.add(flow.ignoreNullUpdates() || flow.ignoreNullUpdatesColumnList().isPresent()
                || flow.ignoreNullUpdatesExceptColumnList().isPresent()
                ? flow.withIgnoreNullUpdates(false, Optional.empty(), Optional.empty())
                : flow.withIgnoreNullUpdates(true, Optional.empty(), Optional.empty()));
        sequenceToggled(flow).ifPresent(out::add);
        out.removeIf(flow::equals);
        return out;
    }

    /** The sequence column kept in the target if the design leaves it out, or left out if it keeps it. */
    private static Optional<CdcFlowSettings> sequenceToggled(CdcFlowSettings flow) {
        if (flow.sequenceBy().struct() || flow.columnList().isPresent()) {
            return Optional.empty();
        }
        String seq = flow.sequenceBy().column();
        List<String> except = new ArrayList<>(flow.exceptColumnList().orElse(List.of()));
        if (!except.remove(seq)) {
            except.add(seq);
        }
        return Optional.of(flow.withColumnSelection(Optional.empty(), except.isEmpty() ? Optional.empty()
                : Optional.of(except)));
    }

    private static List<String> dataColumns(ResolvedFlow resolved) {
        List<String> out = new ArrayList<>(resolved.names(resolved.projection()));
        out.removeAll(resolved.keyNames());
        return out;
    }

    /** The design on the points the alternatives vary: SCD type, tracked columns, ignore-null, target columns. */
    static String describe(CdcFlowSettings f) {
        List<String> parts = new ArrayList<>();
        parts.add("SCD type " + f.scdType());
        if (f.scdType() == 2) {
            parts.add(f.trackHistoryColumnList().map(l -> "history tracked only on " + String.join(", ", l))
                    .or(() -> f.trackHistoryExceptColumnList().map(l -> "history tracked on all but "
                            + String.join(", ", l)))
                    .orElse("history tracked on every column"));
        }
        parts.add(f.ignoreNullUpdates() ? "NULL updates ignored"
                : f.ignoreNullUpdatesColumnList().map(l -> "NULL updates ignored on " + String.join(", ", l))
                .or(() -> f.ignoreNullUpdatesExceptColumnList().map(l -> "NULL updates ignored on all but "
                        + String.join(", ", l))).orElse("NULLs overwrite"));
        parts.add(f.columnList().map(l -> "target columns " + String.join(", ", l))
                .or(() -> f.exceptColumnList().map(l -> "target columns all but " + String.join(", ", l)))
                .orElse("every column in the target"));
        return String.join(" · ", parts);
    }
}
