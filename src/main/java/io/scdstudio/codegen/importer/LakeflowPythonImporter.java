package io.scdstudio.codegen.importer;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Imports a Lakeflow Python flow call: {@code dp.create_auto_cdc_flow(...)} or the older
 * {@code dlt.apply_changes(...)}, and {@code dp.create_auto_cdc_from_snapshot_flow(...)} or
 * {@code dlt.apply_changes_from_snapshot(...)}. Arguments may be given by name, or the leading required
 * ones by position.
 */
public final class LakeflowPythonImporter implements FlowImporter {
    private static final List<String> CDC_POSITIONAL = List.of("target", "source", "keys", FlowParameters.SEQUENCE_BY);
    private static final Set<String> CDC_PARAMETERS = named(FlowParameters.CDC_SETTINGS);
    private static final List<String> SNAPSHOT_POSITIONAL = List.of("target", "source", "keys");
    private static final Set<String> SNAPSHOT_PARAMETERS = named(FlowParameters.SNAPSHOT_SETTINGS);

    @Override
    public String language() {
        return PythonCallParser.LABEL;
    }

    @Override
    public FlowSettings importFlow(String text) {
        return importFlow(text, Optional.empty());
    }

    @Override
    public FlowSettings importFlow(String text, Optional<String> flow) {
        SourceText src = new SourceText(PythonCallParser.LABEL, text);
        List<FlowChoice.Found> found = new ArrayList<>();
        for (PyValue.Call call : PythonCallParser.parseAll(src)) {
            found.add(new FlowChoice.Found(settings(src, call), call.at()));
        }
        return FlowChoice.pick(src, found, flow);
    }

    private static FlowSettings settings(SourceText src, PyValue.Call call) {
        if (PythonCallParser.SNAPSHOT_FUNCTIONS.contains(call.simpleName())) {
            return snapshotFlow(src, call);
        }
        return cdcFlow(new PythonArguments(src, call, CDC_POSITIONAL, CDC_PARAMETERS));
    }

    private static CdcFlowSettings cdcFlow(PythonArguments a) {
        // Read in the order the arguments are checked, so the first problem reported stays the same.
        String target = a.requiredString("target");
        String source = a.requiredString("source");
        return CdcFlowSettings.builder(a.requiredColumns("keys"), a.sequenceBy())
                .target(target)
                .source(source)
                .applyAsDeletes(a.condition(FlowParameters.APPLY_AS_DELETES))
                .applyAsTruncates(a.condition(FlowParameters.APPLY_AS_TRUNCATES))
                .columnList(a.optionalColumns(FlowParameters.COLUMN_LIST))
                .exceptColumnList(a.optionalColumns(FlowParameters.EXCEPT_COLUMN_LIST))
                .storedAsScdType(a.scdType())
                .trackHistoryColumnList(a.optionalColumns(FlowParameters.TRACK_HISTORY_COLUMN_LIST))
                .trackHistoryExceptColumnList(a.optionalColumns(FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST))
                .ignoreNullUpdates(a.flag(FlowParameters.IGNORE_NULL_UPDATES))
                .ignoreNullUpdatesColumnList(a.optionalColumns(FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST))
                .ignoreNullUpdatesExceptColumnList(
                        a.optionalColumns(FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST))
                .name(a.optionalString("name"))
                .once(a.flag("once"))
                .build();
    }

    private static SnapshotFlowSettings snapshotFlow(SourceText src, PyValue.Call call) {
        PythonArguments a = new PythonArguments(src, call, SNAPSHOT_POSITIONAL, SNAPSHOT_PARAMETERS);
        PyValue source = call.keywords().containsKey("source")
                ? call.keywords().get("source")
                : call.positional().size() > 1 ? call.positional().get(1) : null;
        if (source != null && !(source instanceof PyValue.Str)) {
            throw src.errorAt(
                    source.at(),
                    "the snapshot source is Python code, not a table name",
                    "SCD Studio reads snapshots from a table or view; write source=\"table_name\", or import the"
                            + " snapshots as files");
        }
        return new SnapshotFlowSettings(
                a.requiredString("target"),
                a.requiredString("source"),
                a.requiredColumns("keys"),
                a.scdType(),
                a.optionalColumns(FlowParameters.TRACK_HISTORY_COLUMN_LIST),
                a.optionalColumns(FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST),
                a.optionalString("name"),
                a.flag("once"));
    }

    /** A flow call's keyword arguments: where it reads and writes, its keys, its settings, and its naming. */
    private static Set<String> named(List<String> settings) {
        Set<String> all = new HashSet<>(List.of("target", "source", "keys", "name", "once"));
        all.addAll(settings);
        return Set.copyOf(all);
    }
}
