package io.scdstudio.engine.resolve;

import io.scdstudio.expr.Condition;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks a flow's configuration against the source schema, in the order a user meets the settings, and
 * fails with the error class of the conformance README. Configuration errors fail before any batch. An empty
 * list parameter counts as not given (U22).
 */
public final class FlowResolver {
    public static final String START_AT = "__START_AT";
    public static final String END_AT = "__END_AT";

    private FlowResolver() {}

    public static ResolvedFlow resolveCdc(CdcFlowSettings written, Schema source) {
        CdcFlowSettings flow = written.withEmptyListsUnset();
        ColumnNames names = new ColumnNames(source);
        int scdType = checkCommon(flow, names);
        int[] keys = names.distinctIndexes(flow.keys(), "keys");
        int[] sequence = names.distinctIndexes(flow.sequenceBy().columns(), FlowParameters.SEQUENCE_BY);
        for (int i : sequence) {
            if (!source.column(i).type().isOrderable()) {
                throw ConfigErrors.nonOrderableSequence(source.column(i));
            }
        }
        int[] projection = TargetColumns.select(flow, names, keys);
        if (flow.applyAsTruncates().isPresent() && scdType == 2) {
            throw ConfigErrors.truncateWithScd2();
        }
        int[] tracked = TargetColumns.tracked(flow, names, projection, keys, scdType);
        int[] ignoreNull = TargetColumns.ignoreNull(flow, names, projection, keys);
        Optional<Condition> deletes =
                flow.applyAsDeletes().map(t -> Condition.compile(t, source, FlowParameters.APPLY_AS_DELETES));
        Optional<Condition> truncates =
                flow.applyAsTruncates().map(t -> Condition.compile(t, source, FlowParameters.APPLY_AS_TRUNCATES));
        List<String> structNames = new ArrayList<>();
        List<DataType> fieldTypes = new ArrayList<>();
        for (int i : sequence) {
            structNames.add(source.column(i).name());
            fieldTypes.add(source.column(i).type());
        }
        DataType seqType = flow.sequenceBy().struct()
                ? structType(structNames, fieldTypes)
                : source.column(sequence[0]).type();
        return new ResolvedFlow(
                flow,
                source,
                scdType,
                keys,
                sequence,
                flow.sequenceBy().struct() ? List.copyOf(structNames) : List.of(),
                List.copyOf(fieldTypes),
                seqType,
                deletes,
                truncates,
                projection,
                tracked,
                ignoreNull,
                targetSchema(source, projection, scdType, seqType));
    }

    public static ResolvedFlow resolveSnapshot(SnapshotFlowSettings written, Schema source, DataType versionType) {
        SnapshotFlowSettings flow = written.withEmptyListsUnset();
        ColumnNames names = new ColumnNames(source);
        int scdType = checkCommon(flow, names);
        int[] keys = names.distinctIndexes(flow.keys(), "keys");
        int[] projection = new int[source.size()];
        for (int i = 0; i < projection.length; i++) {
            projection[i] = i;
        }
        int[] tracked = TargetColumns.tracked(flow, names, projection, keys, scdType);
        return new ResolvedFlow(
                flow,
                source,
                scdType,
                keys,
                new int[0],
                List.of(),
                List.of(versionType),
                versionType,
                Optional.empty(),
                Optional.empty(),
                projection,
                tracked,
                new int[0],
                targetSchema(source, projection, scdType, versionType));
    }

    private static int checkCommon(FlowSettings flow, ColumnNames names) {
        if (flow.keys().isEmpty()) {
            throw ConfigErrors.emptyKeys();
        }
        int type = flow.scdType();
        if (type != 1 && type != 2) {
            throw ConfigErrors.invalidScdType(type);
        }
        return type;
    }

    private static DataType structType(List<String> names, List<DataType> types) {
        StringBuilder sb = new StringBuilder("struct<");
        for (int i = 0; i < names.size(); i++) {
            sb.append(i > 0 ? "," : "")
                    .append(names.get(i))
                    .append(':')
                    .append(types.get(i).sqlName());
        }
        return new DataType(DataType.Kind.STRUCT, 0, 0, sb.append('>').toString());
    }

    private static Schema targetSchema(Schema source, int[] projection, int scdType, DataType seqType) {
        List<Column> columns = new ArrayList<>();
        for (int i : projection) {
            columns.add(source.column(i));
        }
        if (scdType == 2) {
            for (Column c : columns) {
                if (c.name().equalsIgnoreCase(START_AT) || c.name().equalsIgnoreCase(END_AT)) {
                    throw Errors.at(
                            Location.field(FlowParameters.STORED_AS_SCD_TYPE),
                            ErrorClass.RESERVED_COLUMN_NAME,
                            "the source has a column named " + c.name() + ", which SCD type 2 adds to the target"
                                    + " for each version's interval",
                            "Leave the column out (except_column_list), rename it in the source, or store as SCD"
                                    + " type 1");
                }
            }
            columns.add(new Column(START_AT, seqType));
            columns.add(new Column(END_AT, seqType));
        }
        return new Schema(columns);
    }
}
