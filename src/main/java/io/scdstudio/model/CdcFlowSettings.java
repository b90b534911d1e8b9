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
        Objects.requireNonNull(sequenceBy, FlowParameters.SEQUENCE_BY);
        applyAsDeletes = applyAsDeletes.filter(s -> !s.isBlank());
        applyAsTruncates = applyAsTruncates.filter(s -> !s.isBlank());
        columnList = columnList.map(List::copyOf);
        exceptColumnList = exceptColumnList.map(List::copyOf);
        trackHistoryColumnList = trackHistoryColumnList.map(List::copyOf);
        trackHistoryExceptColumnList = trackHistoryExceptColumnList.map(List::copyOf);
        ignoreNullUpdatesColumnList = ignoreNullUpdatesColumnList.map(List::copyOf);
        ignoreNullUpdatesExceptColumnList = ignoreNullUpdatesExceptColumnList.map(List::copyOf);
        Objects.requireNonNull(storedAsScdType, FlowParameters.STORED_AS_SCD_TYPE);
        Objects.requireNonNull(name, "name");
    }

    /** A flow with only the required settings; everything else at its Databricks default. */
    public static CdcFlowSettings of(List<String> keys, SequenceBy sequenceBy) {
        return builder(keys, sequenceBy).build();
    }

    /**
     * How many of the three ignore-null options are set ({@code ignore_null_updates} and its two column lists); more
     * than one is CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS wherever the design is read or written.
     */
    public int ignoreNullOptionsSet() {
        return (ignoreNullUpdates ? 1 : 0)
                + (ignoreNullUpdatesColumnList.isPresent() ? 1 : 0)
                + (ignoreNullUpdatesExceptColumnList.isPresent() ? 1 : 0);
    }

    /** A builder starting from the required settings, everything else at its Databricks default. */
    public static Builder builder(List<String> keys, SequenceBy sequenceBy) {
        return new Builder(keys, sequenceBy);
    }

    /** A builder holding every setting of this flow, to change a few by name. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    @Override
    public CdcFlowSettings withEmptyListsUnset() {
        return toBuilder()
                .columnList(FlowSettings.given(columnList))
                .exceptColumnList(FlowSettings.given(exceptColumnList))
                .trackHistoryColumnList(FlowSettings.given(trackHistoryColumnList))
                .trackHistoryExceptColumnList(FlowSettings.given(trackHistoryExceptColumnList))
                .ignoreNullUpdatesColumnList(FlowSettings.given(ignoreNullUpdatesColumnList))
                .ignoreNullUpdatesExceptColumnList(FlowSettings.given(ignoreNullUpdatesExceptColumnList))
                .build();
    }

    @Override
    public CdcFlowSettings withScdType(int type) {
        return toBuilder().storedAsScdType(Optional.of(type)).build();
    }

    public CdcFlowSettings withKeys(List<String> newKeys) {
        return toBuilder().keys(newKeys).build();
    }

    public CdcFlowSettings withConditions(Optional<String> deletes, Optional<String> truncates) {
        return toBuilder().applyAsDeletes(deletes).applyAsTruncates(truncates).build();
    }

    public CdcFlowSettings withColumnSelection(Optional<List<String>> include, Optional<List<String>> exclude) {
        return toBuilder().columnList(include).exceptColumnList(exclude).build();
    }

    public CdcFlowSettings withTrackHistory(Optional<List<String>> include, Optional<List<String>> exclude) {
        return toBuilder()
                .trackHistoryColumnList(include)
                .trackHistoryExceptColumnList(exclude)
                .build();
    }

    public CdcFlowSettings withIgnoreNullUpdates(
            boolean all, Optional<List<String>> include, Optional<List<String>> exclude) {
        return toBuilder()
                .ignoreNullUpdates(all)
                .ignoreNullUpdatesColumnList(include)
                .ignoreNullUpdatesExceptColumnList(exclude)
                .build();
    }

    public CdcFlowSettings withSequenceBy(SequenceBy sequence) {
        return toBuilder().sequenceBy(sequence).build();
    }

    public CdcFlowSettings withTarget(String newTarget) {
        return toBuilder().target(newTarget).build();
    }

    /**
     * The settings by name, so that neither a reader of a flow nor a copy that changes one setting lists all sixteen
     * in order. {@link #build} runs the record's checks.
     */
    public static final class Builder {
        private String target = "target";
        private String source = "source";
        private List<String> keys;
        private SequenceBy sequenceBy;
        private Optional<String> applyAsDeletes = Optional.empty();
        private Optional<String> applyAsTruncates = Optional.empty();
        private Optional<List<String>> columnList = Optional.empty();
        private Optional<List<String>> exceptColumnList = Optional.empty();
        private Optional<Integer> storedAsScdType = Optional.empty();
        private Optional<List<String>> trackHistoryColumnList = Optional.empty();
        private Optional<List<String>> trackHistoryExceptColumnList = Optional.empty();
        private boolean ignoreNullUpdates;
        private Optional<List<String>> ignoreNullUpdatesColumnList = Optional.empty();
        private Optional<List<String>> ignoreNullUpdatesExceptColumnList = Optional.empty();
        private Optional<String> name = Optional.empty();
        private boolean once;

        private Builder(List<String> keys, SequenceBy sequenceBy) {
            this.keys = keys;
            this.sequenceBy = sequenceBy;
        }

        private Builder(CdcFlowSettings f) {
            this(f.keys, f.sequenceBy);
            target = f.target;
            source = f.source;
            applyAsDeletes = f.applyAsDeletes;
            applyAsTruncates = f.applyAsTruncates;
            columnList = f.columnList;
            exceptColumnList = f.exceptColumnList;
            storedAsScdType = f.storedAsScdType;
            trackHistoryColumnList = f.trackHistoryColumnList;
            trackHistoryExceptColumnList = f.trackHistoryExceptColumnList;
            ignoreNullUpdates = f.ignoreNullUpdates;
            ignoreNullUpdatesColumnList = f.ignoreNullUpdatesColumnList;
            ignoreNullUpdatesExceptColumnList = f.ignoreNullUpdatesExceptColumnList;
            name = f.name;
            once = f.once;
        }

        public Builder target(String value) {
            target = value;
            return this;
        }

        public Builder source(String value) {
            source = value;
            return this;
        }

        public Builder keys(List<String> value) {
            keys = value;
            return this;
        }

        public Builder sequenceBy(SequenceBy value) {
            sequenceBy = value;
            return this;
        }

        public Builder applyAsDeletes(Optional<String> value) {
            applyAsDeletes = value;
            return this;
        }

        public Builder applyAsTruncates(Optional<String> value) {
            applyAsTruncates = value;
            return this;
        }

        public Builder columnList(Optional<List<String>> value) {
            columnList = value;
            return this;
        }

        public Builder exceptColumnList(Optional<List<String>> value) {
            exceptColumnList = value;
            return this;
        }

        public Builder storedAsScdType(Optional<Integer> value) {
            storedAsScdType = value;
            return this;
        }

        public Builder trackHistoryColumnList(Optional<List<String>> value) {
            trackHistoryColumnList = value;
            return this;
        }

        public Builder trackHistoryExceptColumnList(Optional<List<String>> value) {
            trackHistoryExceptColumnList = value;
            return this;
        }

        public Builder ignoreNullUpdates(boolean value) {
            ignoreNullUpdates = value;
            return this;
        }

        public Builder ignoreNullUpdatesColumnList(Optional<List<String>> value) {
            ignoreNullUpdatesColumnList = value;
            return this;
        }

        public Builder ignoreNullUpdatesExceptColumnList(Optional<List<String>> value) {
            ignoreNullUpdatesExceptColumnList = value;
            return this;
        }

        public Builder name(Optional<String> value) {
            name = value;
            return this;
        }

        public Builder once(boolean value) {
            once = value;
            return this;
        }

        public CdcFlowSettings build() {
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
                    ignoreNullUpdates,
                    ignoreNullUpdatesColumnList,
                    ignoreNullUpdatesExceptColumnList,
                    name,
                    once);
        }
    }
}
