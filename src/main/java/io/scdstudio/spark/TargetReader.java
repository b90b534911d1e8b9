package io.scdstudio.spark;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Column;
import io.scdstudio.model.Schema;
import io.scdstudio.model.StructValue;
import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Reads the target Delta table back as the product's {@link Table}, ordered by key and then {@code __START_AT}. */
final class TargetReader {
    private final ResolvedFlow flow;

    TargetReader(ResolvedFlow flow) {
        this.flow = flow;
    }

    /** The Delta table at {@code path}, read with Spark's Delta reader; empty when there is none. */
    Table read(SparkSession spark, Path path) {
        return read(DeltaTables.exists(path) ? Optional.of(DeltaTables.read(spark, path)) : Optional.empty());
    }

    /** The target's rows as a table; empty when there is no target yet. */
    Table read(Optional<Dataset<Row>> target) {
        Schema schema = flow.target();
        if (target.isEmpty()) {
            return new Table(schema, List.of());
        }
        List<String> order = new ArrayList<>(flow.keyNames());
        if (flow.scdType() == 2) {
            order.add(FlowResolver.START_AT);
        }
        Dataset<Row> rows = target.get().select(Names.cols(schema.names())).orderBy(Names.cols(order));
        ModelRows out = new ModelRows();
        for (Row r : rows.collectAsList()) {
            out.add(convert(r, schema));
        }
        return new Table(schema, out.list());
    }

    private Object[] convert(Row r, Schema schema) {
        Object[] values = new Object[schema.size()];
        for (int i = 0; i < values.length; i++) {
            Column c = schema.column(i);
            Object v = r.get(i);
            values[i] = v instanceof Row struct && flow.structSequence() && isSequenceColumn(c)
                    ? sequence(struct)
                    : SparkTypes.fromSpark(v, c.type());
        }
        return values;
    }

    private static boolean isSequenceColumn(Column c) {
        return c.name().equals(FlowResolver.START_AT) || c.name().equals(FlowResolver.END_AT);
    }

    private StructValue sequence(Row r) {
        List<Object> fields = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            fields.add(SparkTypes.fromSpark(r.get(i), flow.sequenceFieldTypes().get(i)));
        }
        return new StructValue(flow.sequenceNames(), flow.sequenceFieldTypes(), fields);
    }
}
