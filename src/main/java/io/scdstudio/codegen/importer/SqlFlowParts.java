package io.scdstudio.codegen.importer;

import io.scdstudio.codegen.TableName;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** What the SQL parser has read so far; fields start at the Databricks defaults. */
final class SqlFlowParts {
    String flowName;
    TableName target;
    TableName source;
    boolean once;
    /** An {@code AUTO CDC ... FROM SNAPSHOT} flow, which takes no sequence, conditions or column selection. */
    boolean snapshot;

    List<String> keys = List.of();
    SequenceBy sequenceBy;
    Optional<String> deletes = Optional.empty();
    Optional<String> truncates = Optional.empty();
    Optional<List<String>> columnList = Optional.empty();
    Optional<List<String>> exceptColumnList = Optional.empty();
    Optional<Integer> storedAsScdType = Optional.empty();
    Optional<List<String>> trackHistoryColumnList = Optional.empty();
    Optional<List<String>> trackHistoryExceptColumnList = Optional.empty();
    boolean ignoreNullUpdates;
    Optional<List<String>> ignoreNullUpdatesColumnList = Optional.empty();
    Optional<List<String>> ignoreNullUpdatesExceptColumnList = Optional.empty();
    final List<ParsedSqlFlow.FoundClause> clauses = new ArrayList<>();

    /**
     * The design. A flow named after its target table is unnamed: that is the name Python gives an unnamed
     * flow, and the name the SQL generator writes for one.
     */
    FlowSettings toSettings() {
        Optional<String> name = Optional.ofNullable(flowName).filter(n -> !n.equals(target.lastPart()));
        if (snapshot) {
            return new SnapshotFlowSettings(
                    target.toSettingsText(),
                    source.toSettingsText(),
                    keys,
                    storedAsScdType,
                    trackHistoryColumnList,
                    trackHistoryExceptColumnList,
                    name,
                    once);
        }
        return CdcFlowSettings.builder(keys, sequenceBy)
                .target(target.toSettingsText())
                .source(source.toSettingsText())
                .applyAsDeletes(deletes)
                .applyAsTruncates(truncates)
                .columnList(columnList)
                .exceptColumnList(exceptColumnList)
                .storedAsScdType(storedAsScdType)
                .trackHistoryColumnList(trackHistoryColumnList)
                .trackHistoryExceptColumnList(trackHistoryExceptColumnList)
                .ignoreNullUpdates(ignoreNullUpdates)
                .ignoreNullUpdatesColumnList(ignoreNullUpdatesColumnList)
                .ignoreNullUpdatesExceptColumnList(ignoreNullUpdatesExceptColumnList)
                .name(name)
                .once(once)
                .build();
    }
}
