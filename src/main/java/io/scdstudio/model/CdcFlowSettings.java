package io.scdstudio.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The parameters of {@code dp.create_auto_cdc_flow}, one to one. Out of scope and so absent:
 * {@code system_sequence_by} and {@code columns_to_update}.
 */
public record CdcFlowSettings(
        String target,
        String source,
        List<String> keys,
        SequenceBy sequenceBy,
        Optional<String> applyAsDeletes,
        Optional<String> applyAsTruncates,
        Optional<List<String>> columnList,
        Optional<List<String>> exceptColumnList,
        Optional<Integer> storedAsScdType,
        Optional<List<String>> trackHistoryColumnList,
        Optional<List<String>> trackHistoryExceptColumnList,
        boolean ignoreNullUpdates,
        Optional<List<String>> ignoreNullUpdatesColumnList,
        Optional<List<String>> ignoreNullUpdatesExceptColumnList,
        Optional<String> name,
        boolean once)
        implements FlowSettings {

    public CdcFlowSettings {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(source, "source");
        keys = List.copyOf(keys);
        Objects.requireNonNull(sequenceBy, "sequence_by");
        applyAsDeletes = applyAsDeletes.filter(s -> !s.isBlank());
        applyAsTruncates = applyAsTruncates.filter(s -> !s.isBlank());
        columnList = columnList.map(List::copyOf);
        exceptColumnList = exceptColumnList.map(List::copyOf);
        trackHistoryColumnList = trackHistoryColumnList.map(List::copyOf);
        trackHistoryExceptColumnList = trackHistoryExceptColumnList.map(List::copyOf);
        ignoreNullUpdatesColumnList = ignoreNullUpdatesColumnList.map(List::copyOf);
        ignoreNullUpdatesExceptColumnList = ignoreNullUpdatesExceptColumnList.map(List::copyOf);
        Objects.requireNonNull(storedAsScdType, "stored_as_scd_type");
        Objects.requireNonNull(name, "name");
    }

    /** A flow with only the required settings; everything else at its Databricks default. */
    public static CdcFlowSettings of(List<String> keys, SequenceBy sequenceBy) {
        return new CdcFlowSettings(
                "target",
                "source",
                keys,
                sequenceBy,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false);
    }

    @Override
    public CdcFlowSettings withEmptyListsUnset() {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                FlowSettings.given(columnList),
                FlowSettings.given(exceptColumnList),
                storedAsScdType,
                FlowSettings.given(trackHistoryColumnList),
                FlowSettings.given(trackHistoryExceptColumnList),
                ignoreNullUpdates,
                FlowSettings.given(ignoreNullUpdatesColumnList),
                FlowSettings.given(ignoreNullUpdatesExceptColumnList),
                name,
                once);
    }

    @Override
    public CdcFlowSettings withScdType(int type) {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                columnList,
                exceptColumnList,
                Optional.of(type),
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }

    public CdcFlowSettings withKeys(List<String> newKeys) {
        return new CdcFlowSettings(
                target,
                source,
                newKeys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                columnList,
                exceptColumnList,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }

    public CdcFlowSettings withConditions(Optional<String> deletes, Optional<String> truncates) {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequenceBy,
                deletes,
                truncates,
                columnList,
                exceptColumnList,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }

    public CdcFlowSettings withColumnSelection(Optional<List<String>> include, Optional<List<String>> exclude) {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                include,
                exclude,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }

    public CdcFlowSettings withTrackHistory(Optional<List<String>> include, Optional<List<String>> exclude) {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                columnList,
                exceptColumnList,
                storedAsScdType,
                include,
                exclude,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }

    public CdcFlowSettings withIgnoreNullUpdates(
            boolean all, Optional<List<String>> include, Optional<List<String>> exclude) {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                columnList,
                exceptColumnList,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                all,
                include,
                exclude,
                name,
                once);
    }

    public CdcFlowSettings withSequenceBy(SequenceBy sequence) {
        return new CdcFlowSettings(
                target,
                source,
                keys,
                sequence,
                applyAsDeletes,
                applyAsTruncates,
                columnList,
                exceptColumnList,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }

    public CdcFlowSettings withTarget(String newTarget) {
        return new CdcFlowSettings(
                newTarget,
                source,
                keys,
                sequenceBy,
                applyAsDeletes,
                applyAsTruncates,
                columnList,
                exceptColumnList,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                ignoreNullUpdates,
                ignoreNullUpdatesColumnList,
                ignoreNullUpdatesExceptColumnList,
                name,
                once);
    }
}
