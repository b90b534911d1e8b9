package io.scdstudio.spark;

import io.delta.kernel.Snapshot;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.utils.CloseableIterator;
import io.delta.kernel.utils.FileStatus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * Reads the run's hidden bronze table as the Parquet files its Delta log lists, found in the driver with Delta
 * Kernel. Spark's Delta reader rebuilds a table version's list of files with Spark jobs the first time the version
 * is read, and every batch writes a new bronze version: about 300 ms a batch on a small table, more than the fold
 * itself (docs/performance-spark.md); Kernel replays the log in a few milliseconds. The files are exactly the
 * table's rows because bronze needs no reader feature (deletion vectors, column mapping); a table that does is
 * read with Spark's Delta reader.
 */
final class BronzeFiles {
    /**
     * A bronze table up to this size (about 200,000 events) is read as one partition: the fold then needs no
     * shuffle, as one partition already holds every key together. Measured on 2 cores, the fold of 100,000 events
     * took 220-260 ms in one partition against 310-370 ms in parallel; of 400,000, 790 against 620 ms.
     */
    private static final long ONE_PARTITION_BYTES = 4L << 20;

    private final Engine engine;

    BronzeFiles(SparkSession spark) {
        this.engine = DefaultEngine.create(spark.sparkContext().hadoopConfiguration());
    }

    /** The latest version's rows, with {@code schema}, the schema the run appended. */
    Dataset<Row> read(SparkSession spark, Path bronze, StructType schema) {
        Snapshot snapshot = Table.forPath(engine, bronze.toAbsolutePath().toString()).getLatestSnapshot(engine);
        if (snapshot.getProtocol().getMinReaderVersion() > 1 || !snapshot.getPartitionColumnNames().isEmpty()) {
            return DeltaTables.read(spark, bronze);
        }
        List<FileStatus> files = files(snapshot);
        if (files.isEmpty()) {
            return spark.createDataFrame(List.of(), schema);
        }
        Dataset<Row> rows = spark.read().schema(schema).parquet(files.stream().map(FileStatus::getPath)
                .toArray(String[]::new));
        long bytes = files.stream().mapToLong(FileStatus::getSize).sum();
        return bytes <= ONE_PARTITION_BYTES ? rows.coalesce(1) : rows;
    }

    private List<FileStatus> files(Snapshot snapshot) {
        List<FileStatus> files = new ArrayList<>();
        try (CloseableIterator<FilteredColumnarBatch> batches = snapshot.getScanBuilder().build().getScanFiles(engine)) {
            while (batches.hasNext()) {
                try (CloseableIterator<io.delta.kernel.data.Row> rows = batches.next().getRows()) {
                    while (rows.hasNext()) {
                        files.add(InternalScanFileUtils.getAddFileStatus(rows.next()));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }
}
