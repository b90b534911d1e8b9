package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Fixes that take columns out of history: into except_column_list (out of the target), the design's own way. */
final class TrackedColumns {
    private TrackedColumns() {}

    /** The flow with {@code columns} kept out of the target: added to except_column_list, or taken from column_list. */
    static CdcFlowSettings keptOut(CdcFlowSettings flow, List<String> columns) {
        if (flow.columnList().isPresent()) {
            List<String> only = new ArrayList<>(flow.columnList().get());
            only.removeAll(columns);
            return flow.withColumnSelection(Optional.of(only), Optional.empty());
        }
        Set<String> except = new LinkedHashSet<>(flow.exceptColumnList().orElse(List.of()));
        except.addAll(columns);
        return flow.withColumnSelection(Optional.empty(), Optional.of(List.copyOf(except)));
    }
}
