package io.scdstudio.spark;

import static io.scdstudio.spark.Names.col;
import static org.apache.spark.sql.functions.lit;

import io.scdstudio.engine.SnapshotVersions;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;

/**
 * Reduces a snapshot to events (spec §10) in Spark: a full outer join of the snapshot with the target's
 * current rows gives an upsert for every new or changed key and a delete for every vanished one, all
 * sequenced by the snapshot version. Version order, NULL keys and duplicate keys are checked first.
 */
final class SnapshotEvents {
    private final ResolvedFlow flow;
    private final SnapshotVersions versions;

    SnapshotEvents(ResolvedFlow flow) {
        this.flow = flow;
        this.versions = new SnapshotVersions(flow.sequenceType());
    }

    /** Checks the snapshot and returns its version as the sequence type holds it. */
    Object check(Snapshot snapshot) {
        Object version = versions.check(snapshot);
        Set<List<Object>> seen = new HashSet<>();
        for (int i = 0; i < snapshot.rows().size(); i++) {
            Row row = snapshot.rows().get(i);
            List<Object> key = new ArrayList<>();
            for (int k : flow.keys()) {
                if (row.get(k) == null) {
                    throw BatchChecks.nullKey(
                            snapshot.source(),
                            snapshot.lineOf(i),
                            flow.source().column(k).name());
                }
                key.add(row.get(k));
            }
            if (!seen.add(key)) {
                throw Errors.at(
                        Location.at(snapshot.source(), snapshot.lineOf(i), 0, null),
                        ErrorClass.DUPLICATE_SNAPSHOT_KEY,
                        "key " + (key.size() == 1 ? CanonicalText.render(key.get(0)) : key) + " appears more than once "
                                + "in this snapshot",
                        "A snapshot must hold each key once; remove the duplicate rows");
            }
        }
        return version;
    }

    void accepted(Object version) {
        versions.accepted(version);
    }

    /** The snapshot's events in bronze layout; {@code rows} holds the snapshot's source columns. */
    Dataset<org.apache.spark.sql.Row> events(
            SparkSession spark,
            Dataset<org.apache.spark.sql.Row> rows,
            Optional<Dataset<org.apache.spark.sql.Row>> target,
            Object version,
            int batch) {
        List<String> names = flow.source().names();
        Dataset<org.apache.spark.sql.Row> current = spark.createDataFrame(List.of(), SparkTypes.of(flow.source()));
        if (target.isPresent()) {
            Dataset<org.apache.spark.sql.Row> t = target.get();
            current = (flow.scdType() == 2 ? t.filter(col(FlowResolver.END_AT).isNull()) : t).select(Names.cols(names));
        }
        Dataset<org.apache.spark.sql.Row> joined =
                rows.as("s").join(current.as("c"), RunTables.sameKeys("s", "c", flow.keyNames()), "full_outer");
        String firstKey = Names.quote(flow.keyNames().get(0));
        Column inSnapshot = org.apache.spark.sql.functions.col("s." + firstKey).isNotNull();
        Column inTarget = org.apache.spark.sql.functions.col("c." + firstKey).isNotNull();
        Column changed = lit(false);
        for (String n : names) {
            changed = changed.or(side("s", n).eqNullSafe(side("c", n)).unary_$bang());
        }
        Dataset<org.apache.spark.sql.Row> upserts = joined.filter(
                        inSnapshot.and(inTarget.unary_$bang().or(changed)))
                .select(sideColumns("s", names))
                .withColumn(Names.KIND, lit(Names.UPSERT));
        Dataset<org.apache.spark.sql.Row> deletes = joined.filter(inSnapshot.unary_$bang())
                .select(sideColumns("c", names))
                .withColumn(Names.KIND, lit(Names.DELETE));
        Column seq = lit(version).cast(SparkTypes.of(flow.sequenceType()));
        return upserts.unionByName(deletes).select(bronzeColumns(names, seq, batch));
    }

    private static Column[] bronzeColumns(List<String> names, Column seq, int batch) {
        List<Column> out = new ArrayList<>(List.of(Names.cols(names)));
        out.add(seq.as(Names.SEQ));
        out.add(col(Names.KIND));
        out.add(lit((long) batch).as(Names.ARRIVAL));
        out.add(lit(batch).as(Names.BATCH));
        return out.toArray(Column[]::new);
    }

    private static Column side(String alias, String name) {
        return org.apache.spark.sql.functions.col(alias + "." + Names.quote(name));
    }

    private static Column[] sideColumns(String alias, List<String> names) {
        return names.stream().map(n -> side(alias, n).as(n)).toArray(Column[]::new);
    }
}
