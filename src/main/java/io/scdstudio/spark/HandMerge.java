package io.scdstudio.spark;

import io.delta.tables.DeltaTable;
import io.scdstudio.engine.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import java.nio.file.Path;
import java.util.UUID;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The benchmark's yardstick for incremental mode: the SCD1 MERGE a person would write by hand for one batch
 * (latest event per key, delete when the condition says so, else update or insert; DL1 §13.2), without late
 * data, tombstones or history. Only its time is used.
 */
final class HandMerge {
    private HandMerge() {
    }

    static double time(SparkSession spark, Path workspace, ResolvedFlow flow, ChangeFeed feed) {
        Path path = workspace.resolve("bench").resolve("hand-merge-" + UUID.randomUUID());
        EventStager stager = new EventStager(flow);
        Batch first = feed.batches().get(0);
        Batch second = feed.batches().get(1);
        DeltaTables.overwrite(stager.classify(stager.rows(spark, first), 1).drop(Names.LINE, Names.BOTH), path);
        long t0 = System.nanoTime();
        Dataset<Row> batch = stager.classify(stager.rows(spark, second), 2).drop(Names.LINE, Names.BOTH);
        batch.createOrReplaceTempView("hand_merge_batch");
        String key = Names.quote(flow.keyNames().get(0));
        Dataset<Row> latest = spark.sql("SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY " + key
                + " ORDER BY __scd_seq DESC) AS rn FROM hand_merge_batch) WHERE rn = 1").drop("rn");
        DeltaTable.forPath(spark, path.toString()).as("t").merge(latest.as("s"), "t." + key + " = s." + key)
                .whenMatched("s.__scd_kind = 1").delete()
                .whenMatched().updateAll()
                .whenNotMatched("s.__scd_kind = 0").insertAll()
                .execute();
        double ms = (System.nanoTime() - t0) / 1e6;
        DeltaTables.deleteTree(path);
        return ms;
    }
}
