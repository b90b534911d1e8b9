package io.scdstudio.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The parameters of {@code dp.create_auto_cdc_from_snapshot_flow}, one to one. */
public record SnapshotFlowSettings(
        String target,
        String source,
        List<String> keys,
        Optional<Integer> storedAsScdType,
        Optional<List<String>> trackHistoryColumnList,
        Optional<List<String>> trackHistoryExceptColumnList,
        Optional<String> name,
        boolean once)
        implements FlowSettings {

    public SnapshotFlowSettings {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(source, "source");
        keys = List.copyOf(keys);
        Objects.requireNonNull(storedAsScdType, FlowParameters.STORED_AS_SCD_TYPE);
        trackHistoryColumnList = trackHistoryColumnList.map(List::copyOf);
        trackHistoryExceptColumnList = trackHistoryExceptColumnList.map(List::copyOf);
        Objects.requireNonNull(name, "name");
    }

    public static SnapshotFlowSettings of(List<String> keys) {
        return new SnapshotFlowSettings(
                "target",
                "source",
                keys,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false);
    }

    @Override
    public SnapshotFlowSettings withScdType(int type) {
        return new SnapshotFlowSettings(
                target,
                source,
                keys,
                Optional.of(type),
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                name,
                once);
    }

    @Override
    public SnapshotFlowSettings withEmptyListsUnset() {
        return new SnapshotFlowSettings(
                target,
                source,
                keys,
                storedAsScdType,
                FlowSettings.given(trackHistoryColumnList),
                FlowSettings.given(trackHistoryExceptColumnList),
                name,
                once);
    }

    public SnapshotFlowSettings withKeys(List<String> newKeys) {
        return new SnapshotFlowSettings(
                target,
                source,
                newKeys,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                name,
                once);
    }

    public SnapshotFlowSettings withTrackHistory(Optional<List<String>> include, Optional<List<String>> exclude) {
        return new SnapshotFlowSettings(target, source, keys, storedAsScdType, include, exclude, name, once);
    }

    public SnapshotFlowSettings withTarget(String newTarget) {
        return new SnapshotFlowSettings(
                newTarget,
                source,
                keys,
                storedAsScdType,
                trackHistoryColumnList,
                trackHistoryExceptColumnList,
                name,
                once);
    }
}
