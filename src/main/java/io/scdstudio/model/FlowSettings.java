package io.scdstudio.model;

import java.util.List;
import java.util.Optional;

/**
 * The parameters of one AUTO CDC flow, named as Databricks names them. Settings are kept as the user wrote
 * them, conflicts included: deciding that two options conflict is validation's job, which reports it with
 * the error class a user can look up.
 */
public sealed interface FlowSettings permits CdcFlowSettings, SnapshotFlowSettings {

    /** The target streaming table's name. */
    String target();

    List<String> keys();

    /** {@code stored_as_scd_type}: 1, 2, or empty for the default (1). */
    Optional<Integer> storedAsScdType();

    Optional<List<String>> trackHistoryColumnList();

    Optional<List<String>> trackHistoryExceptColumnList();

    /** The SCD type the flow runs with: the stored type, or 1 by default. */
    default int scdType() {
        return storedAsScdType().orElse(1);
    }

    /** A copy with {@code stored_as_scd_type} set, as the harness does for cases that hold for both types. */
    FlowSettings withScdType(int type);

    /**
     * The flow as it runs: a list parameter given as an empty list is the same as the parameter not given (spec
     * rule U22, as Spark's Python API reads {@code column_list=[]}). The settings themselves keep what the user
     * wrote, so an editor can show "only these" before a column is chosen.
     */
    FlowSettings withEmptyListsUnset();

    /** A list parameter as it runs: absent when it is empty. */
    static Optional<List<String>> given(Optional<List<String>> list) {
        return list.filter(l -> !l.isEmpty());
    }
}
