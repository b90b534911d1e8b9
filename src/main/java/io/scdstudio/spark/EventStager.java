package io.scdstudio.spark;

import static io.scdstudio.spark.Names.ARRIVAL;
import static io.scdstudio.spark.Names.BATCH;
import static io.scdstudio.spark.Names.BOTH;
import static io.scdstudio.spark.Names.KIND;
import static io.scdstudio.spark.Names.LINE;
import static io.scdstudio.spark.Names.SEQ;
import static io.scdstudio.spark.Names.col;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.when;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * Turns a micro-batch into classified events in Spark (spec §2 steps 0–1): the conditions go to Spark as
 * the user wrote them; truncate if the truncate condition is TRUE, else delete if the delete condition is
 * TRUE, else upsert (U3, U4). Adds the sequence value (a struct for {@code SEQUENCE BY STRUCT}), arrival,
 * internal batch number and source line.
 */
final class EventStager {
    private final ResolvedFlow flow;
    private final StructType rowType;

    EventStager(ResolvedFlow flow) {
        this.flow = flow;
        this.rowType = SparkTypes.of(flow.source())
                .add(ARRIVAL, DataTypes.LongType, false)
                .add(LINE, DataTypes.IntegerType, false);
    }

    /**
     * Rows per partition of a batch. Spark splits rows from the driver into as many partitions as its default
     * parallelism, so a micro-batch of a few thousand events became four tasks and four bronze files, each with
     * its own overhead when written and whenever bronze is read again; a large batch keeps every core busy.
     */
    private static final int ROWS_PER_PARTITION = 100_000;

    /** The batch's rows with source columns, {@code __scd_arrival} and {@code __scd_line}. */
    Dataset<Row> rows(SparkSession spark, Batch batch) {
        Schema schema = flow.source();
        List<Row> rows = new ArrayList<>(batch.rows().size());
        for (int i = 0; i < batch.rows().size(); i++) {
            var r = batch.rows().get(i);
            Object[] values = new Object[schema.size() + 2];
            for (int c = 0; c < schema.size(); c++) {
                values[c] = SparkTypes.toSpark(r.get(c), schema.column(c).type());
            }
            values[schema.size()] = batch.firstArrival() + i;
            values[schema.size() + 1] = batch.lineOf(i);
            rows.add(RowFactory.create(values));
        }
        int partitions = Math.max(1, (rows.size() + ROWS_PER_PARTITION - 1) / ROWS_PER_PARTITION);
        return spark.createDataFrame(rows, rowType).coalesce(partitions);
    }

    /**
     * The batch's distinct keys, found in the driver: a relation whose size Spark knows, so it broadcasts it into
     * the joins that pick the touched keys' events and rows, with no shuffle to find them. A truncate's key is
     * included too; recomputing a key the batch did not change gives the same rows. A NULL key (a truncate's)
     * matches nothing, so it is left out and the columns are declared NOT NULL: Spark then broadcasts the rows as
     * they are, without a job of its own to filter NULLs out of them first.
     */
    Dataset<Row> keys(SparkSession spark, Batch batch) {
        int[] keys = flow.keys();
        Set<List<Object>> distinct = new LinkedHashSet<>();
        rows:
        for (var r : batch.rows()) {
            Object[] values = new Object[keys.length];
            for (int i = 0; i < keys.length; i++) {
                values[i] = SparkTypes.toSpark(
                        r.get(keys[i]), flow.source().column(keys[i]).type());
                if (values[i] == null) {
                    continue rows;
                }
            }
            distinct.add(Arrays.asList(values));
        }
        List<Row> rows = new ArrayList<>(distinct.size());
        for (List<Object> k : distinct) {
            rows.add(RowFactory.create(k.toArray()));
        }
        StructType schema = SparkTypes.of(
                new Schema(Arrays.stream(keys).mapToObj(flow.source()::column).toList()));
        return spark.createDataFrame(
                        rows,
                        new StructType(Arrays.stream(schema.fields())
                                .map(f -> f.copy(f.name(), f.dataType(), false, f.metadata()))
                                .toArray(StructField[]::new)))
                .coalesce(1);
    }

    /** Classified events: source columns, then sequence, kind, arrival, batch, line and the both-conditions flag. */
    Dataset<Row> classify(Dataset<Row> rows, int internalBatch) {
        Column truncate = condition(
                flow.flow() instanceof CdcFlowSettings c ? c.applyAsTruncates().orElse(null) : null);
        Column delete = condition(
                flow.flow() instanceof CdcFlowSettings c ? c.applyAsDeletes().orElse(null) : null);
        List<Column> out = new ArrayList<>();
        for (String name : flow.source().names()) {
            out.add(col(name));
        }
        out.add(sequence().as(SEQ));
        out.add(when(truncate, Names.TRUNCATE)
                .when(delete, Names.DELETE)
                .otherwise(Names.UPSERT)
                .as(KIND));
        out.add(col(ARRIVAL));
        out.add(lit(internalBatch).as(BATCH));
        out.add(col(LINE));
        out.add(truncate.and(delete).as(BOTH));
        return rows.select(out.toArray(Column[]::new));
    }

    Column sequence() {
        int[] seq = flow.sequence();
        if (!flow.structSequence()) {
            return col(flow.source().column(seq[0]).name());
        }
        List<Column> fields = new ArrayList<>();
        for (int i = 0; i < seq.length; i++) {
            fields.add(col(flow.source().column(seq[i]).name())
                    .as(flow.sequenceNames().get(i)));
        }
        return struct(fields.toArray(Column[]::new));
    }

    /** Only TRUE counts: FALSE and NULL mean the condition does not apply (U3). */
    private static Column condition(String text) {
        return text == null ? lit(false) : coalesce(expr("(" + text + ")").cast("boolean"), lit(false));
    }
}
