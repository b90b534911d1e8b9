package io.scdstudio.engine.resolve;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Column selection, tracked columns and ignore-null columns, each resolved to source indexes. */
final class TargetColumns {
    private TargetColumns() {}

    /** The target's data columns in source order (U17); keys must stay (U18). */
    static int[] select(CdcFlowSettings flow, ColumnNames names, int[] keys) {
        if (flow.columnList().isPresent() && flow.exceptColumnList().isPresent()) {
            throw ConfigErrors.conflicting(
                    ErrorClass.CONFLICTING_COLUMN_SELECTION,
                    FlowParameters.COLUMN_LIST,
                    FlowParameters.EXCEPT_COLUMN_LIST);
        }
        boolean[] keep = new boolean[names.schema().size()];
        if (flow.columnList().isPresent()) {
            for (int i : names.indexes(flow.columnList().get(), FlowParameters.COLUMN_LIST)) {
                keep[i] = true;
            }
        } else {
            Arrays.fill(keep, true);
            for (int i : names.indexes(flow.exceptColumnList().orElse(List.of()), FlowParameters.EXCEPT_COLUMN_LIST)) {
                keep[i] = false;
            }
        }
        for (int k : keys) {
            if (!keep[k]) {
                throw ConfigErrors.keyNotInColumns(
                        names.schema().column(k).name(),
                        flow.columnList().isPresent() ? FlowParameters.COLUMN_LIST : FlowParameters.EXCEPT_COLUMN_LIST);
            }
        }
        return indexesOf(keep);
    }

    /** Tracked columns: the list, or the target minus keys minus the except list, or every non-key (U10). */
    static int[] tracked(FlowSettings flow, ColumnNames names, int[] projection, int[] keys, int scdType) {
        Optional<List<String>> include = flow.trackHistoryColumnList();
        Optional<List<String>> exclude = flow.trackHistoryExceptColumnList();
        if (include.isPresent() && exclude.isPresent()) {
            throw ConfigErrors.conflicting(
                    ErrorClass.CONFLICTING_TRACK_HISTORY_OPTIONS,
                    FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                    FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST);
        }
        if (scdType != 2 && (include.isPresent() || exclude.isPresent())) {
            throw ConfigErrors.trackHistoryNeedsScd2(
                    include.isPresent()
                            ? FlowParameters.TRACK_HISTORY_COLUMN_LIST
                            : FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST);
        }
        if (include.isPresent()) {
            return inTarget(include.get(), names, projection, FlowParameters.TRACK_HISTORY_COLUMN_LIST);
        }
        boolean[] keep = membership(projection, names.schema().size());
        for (int k : keys) {
            keep[k] = false;
        }
        for (int i : inTarget(
                exclude.orElse(List.of()), names, projection, FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST)) {
            keep[i] = false;
        }
        return indexesOf(keep);
    }

    static int[] ignoreNull(CdcFlowSettings flow, ColumnNames names, int[] projection, int[] keys) {
        int options = flow.ignoreNullOptionsSet();
        if (options > 1) {
            throw ConfigErrors.conflictingIgnoreNull(flow);
        }
        if (options == 0) {
            return new int[0];
        }
        if (flow.ignoreNullUpdatesColumnList().isPresent()) {
            return inTarget(
                    flow.ignoreNullUpdatesColumnList().get(),
                    names,
                    projection,
                    FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST);
        }
        boolean[] keep = membership(projection, names.schema().size());
        for (int k : keys) {
            keep[k] = false;
        }
        for (int i : inTarget(
                flow.ignoreNullUpdatesExceptColumnList().orElse(List.of()),
                names,
                projection,
                FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST)) {
            keep[i] = false;
        }
        return indexesOf(keep);
    }

    private static int[] inTarget(List<String> list, ColumnNames names, int[] projection, String setting) {
        boolean[] target = membership(projection, names.schema().size());
        List<String> targetNames = new ArrayList<>();
        for (int p : projection) {
            targetNames.add(names.schema().column(p).name());
        }
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            int idx = names.schema().indexOf(list.get(i));
            if (idx < 0 || !target[idx]) {
                throw ConfigErrors.notInTarget(list.get(i), setting, targetNames, idx >= 0);
            }
            out[i] = idx;
        }
        return out;
    }

    private static boolean[] membership(int[] indexes, int size) {
        boolean[] in = new boolean[size];
        for (int i : indexes) {
            in[i] = true;
        }
        return in;
    }

    private static int[] indexesOf(boolean[] keep) {
        int n = 0;
        for (boolean k : keep) {
            n += k ? 1 : 0;
        }
        int[] out = new int[n];
        for (int i = 0, j = 0; i < keep.length; i++) {
            if (keep[i]) {
                out[j++] = i;
            }
        }
        return out;
    }
}
