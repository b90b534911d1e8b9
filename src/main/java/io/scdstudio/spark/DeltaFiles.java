package io.scdstudio.spark;

import io.delta.kernel.Snapshot;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.exceptions.KernelException;
import io.delta.kernel.expressions.Column;
import io.delta.kernel.expressions.Literal;
import io.delta.kernel.expressions.Predicate;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.internal.actions.Protocol;
import io.delta.kernel.utils.CloseableIterator;
import io.delta.kernel.utils.FileStatus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * Reads a Delta table the run writes (bronze, the target) as the Parquet files of its latest version (or of an
 * earlier one, for time travel), found in the
 * driver with Delta Kernel. Spark's Delta reader rebuilds a table version's list of files with Spark jobs the first
 * time the version is read, and every batch writes a new version of both tables: about 300 ms a read on a small
 * table, more than the fold itself (docs/performance-spark.md); Kernel replays the log in a few milliseconds. The
 * files are exactly the table's rows when the table needs no reader feature that changes how a data file is read
 * (deletion vectors, column mapping, type widening) and has no partitions: the run's own tables never do, and a
 * table that did (a target path where a user's earlier table turned one on) is read with Spark's Delta reader, as
 * is one Kernel cannot open. See docs/decisions/0010-bronze-read-through-kernel.md.
 */
final class DeltaFiles {
    /**
     * Reader features whose data files are plain Parquet of the table's schema: a timestamp type without a time
     * zone (every TIMESTAMP column of a feed is one), and the shape of the log, which Kernel reads.
     */
    private static final Set<String> PLAIN_FILE_FEATURES =
            Set.of("timestampNtz", "v2Checkpoint", "vacuumProtocolCheck");
    /**
     * A table up to this size (about 200,000 bronze events) is read as one partition: the fold then needs no
     * shuffle, as one partition already holds every key together. Measured on 2 cores, the fold of 100,000 events
     * took 220-260 ms in one partition against 310-370 ms in parallel; of 400,000, 790 against 620 ms.
     */
    private static final long ONE_PARTITION_BYTES = 4L << 20;
    /**
     * Spark reads a path with {@code [ ] { } * ?} in it as a pattern of paths; these are file names, and a workspace
     * or a target's name may have such characters in it. This is the option Spark's own readers pass for that.
     */
    private static final String GLOB_PATHS = "__globPaths__";

    private final Engine engine;

    DeltaFiles(SparkSession spark) {
        this.engine = DefaultEngine.create(spark.sparkContext().hadoopConfiguration());
    }

    /** Every row of the latest version, with {@code schema}, the schema the run wrote. */
    Dataset<Row> read(SparkSession spark, Path table, StructType schema) {
        return read(spark, table, schema, OptionalLong.empty(), Optional.empty());
    }

    /** Every row of version {@code version} (time travel), with {@code schema}, the schema the run wrote then. */
    Dataset<Row> read(SparkSession spark, Path table, StructType schema, long version) {
        return read(spark, table, schema, OptionalLong.of(version), Optional.empty());
    }

    /**
     * The rows of one batch: read from the files whose statistics say they may hold it (a batch writes files of
     * its own), then filtered to it.
     */
    Dataset<Row> readBatch(SparkSession spark, Path table, StructType schema, int batch) {
        Predicate inBatch = new Predicate("=", new Column(Names.BATCH), Literal.ofInt(batch));
        return read(spark, table, schema, OptionalLong.empty(), Optional.of(inBatch))
                .filter(Names.col(Names.BATCH).equalTo(batch));
    }

    private Dataset<Row> read(
            SparkSession spark, Path table, StructType schema, OptionalLong version, Optional<Predicate> filter) {
        Optional<List<FileStatus>> files = files(table, version, filter);
        if (files.isEmpty()) {
            return version.isPresent()
                    ? DeltaTables.read(spark, table, version.getAsLong())
                    : DeltaTables.read(spark, table);
        }
        if (files.get().isEmpty()) {
            return spark.createDataFrame(List.of(), schema);
        }
        Dataset<Row> rows = spark.read()
                .option(GLOB_PATHS, "false")
                .schema(schema)
                .parquet(files.get().stream().map(FileStatus::getPath).toArray(String[]::new));
        long bytes = files.get().stream().mapToLong(FileStatus::getSize).sum();
        return bytes <= ONE_PARTITION_BYTES ? rows.coalesce(1) : rows;
    }

    /**
     * The data files of the version (the latest if none) that may match {@code filter}; empty when they are not
     * the table's rows as plain Parquet, or Kernel cannot read the log (Spark's Delta reader then reads it, or says
     * what is wrong).
     */
    private Optional<List<FileStatus>> files(Path table, OptionalLong version, Optional<Predicate> filter) {
        try {
            Table delta = Table.forPath(engine, table.toAbsolutePath().toString());
            Snapshot snapshot = version.isPresent()
                    ? delta.getSnapshotAsOfVersion(engine, version.getAsLong())
                    : delta.getLatestSnapshot(engine);
            Protocol protocol = snapshot.getProtocol();
            boolean plain = protocol.getMinReaderVersion() == 1
                    || protocol.getMinReaderVersion() >= 3
                            && PLAIN_FILE_FEATURES.containsAll(protocol.getReaderFeatures());
            if (!plain || !snapshot.getPartitionColumnNames().isEmpty()) {
                return Optional.empty();
            }
            var scan = snapshot.getScanBuilder();
            List<FileStatus> out = new ArrayList<>();
            try (CloseableIterator<FilteredColumnarBatch> batches = (filter.isPresent()
                            ? scan.withFilter(filter.get())
                            : scan)
                    .build()
                    .getScanFiles(engine)) {
                while (batches.hasNext()) {
                    try (CloseableIterator<io.delta.kernel.data.Row> rows =
                            batches.next().getRows()) {
                        while (rows.hasNext()) {
                            out.add(InternalScanFileUtils.getAddFileStatus(rows.next()));
                        }
                    }
                }
            }
            return Optional.of(out);
        } catch (KernelException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
