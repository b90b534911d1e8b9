package io.scdstudio.spark;

import io.scdstudio.engine.DesignRules;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.FlowWarnings;
import io.scdstudio.engine.RunErrors;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.VersionedRun;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A flow run on Spark: each batch is classified in Spark, appended to the run's bronze table, checked there,
 * and the target brought up to date by the mode's writer. A batch that fails or is cancelled rolls the
 * bronze table back; the target only ever changes by one atomic Delta commit, so it always shows the last
 * complete batch.
 */
public final class SparkFlowRun implements VersionedRun {
    /** The driver's rows become a Spark relation here (converted eagerly), so a failure is worded like any other. */
    static final String READING = "reading the batch into Spark";

    private final ResolvedFlow flow;
    private final RunTables tables;
    private final SparkJobs jobs;
    private final EventStager stager;
    private final BatchChecks checks;
    private final SnapshotEvents snapshots;
    private final TargetWriter writer;
    private final Map<String, FlowWarning> warnings = new LinkedHashMap<>();
    private long bothConditions;
    private int applied;
    private long bronzeVersion = -1;
    private int plannedBatches;
    private Table cachedTarget;
    private final Map<Long, Integer> batchOfVersion = new HashMap<>();

    SparkFlowRun(ResolvedFlow flow, RunTables tables, SparkJobs jobs, String sourceFile, SparkEngine.Mode mode) {
        this.flow = flow;
        this.tables = tables;
        this.jobs = jobs;
        this.stager = new EventStager(flow);
        this.checks = new BatchChecks(flow, sourceFile);
        this.snapshots = new SnapshotEvents(flow);
        this.writer =
                mode == SparkEngine.Mode.BACKFILL ? new BackfillWriter(tables) : new IncrementalWriter(tables, stager);
        for (FlowWarning w : DesignRules.of(flow)) {
            warnings.putIfAbsent(w.code(), w);
        }
    }

    @Override
    public ResolvedFlow flow() {
        return flow;
    }

    /** How many batches the caller will apply, so progress can say "batch i of n". */
    public void plannedBatches(int n) {
        this.plannedBatches = n;
    }

    @Override
    public void apply(Batch batch) {
        if (flow.flow() instanceof SnapshotFlowSettings) {
            throw RunErrors.snapshotFlowGivenBatches();
        }
        int n = ++applied;
        if (batch.rows().isEmpty()) {
            return;
        }
        SparkSession spark = tables.spark();
        Dataset<Row> events = jobs.call(
                READING,
                n,
                plannedBatches,
                () -> stager.classify(stager.rows(spark, batch), n).drop(Names.LINE));
        store(events, n, batch);
        batchOfVersion.put(DeltaTables.logVersion(tables.target()), batch.number());
    }

    @Override
    public void apply(Snapshot snapshot) {
        int n = ++applied;
        Object version = snapshots.check(snapshot);
        SparkSession spark = tables.spark();
        Batch rows = new Batch(1, 0, snapshot.rows(), snapshot.lines());
        Dataset<Row> source = jobs.call(
                READING, n, plannedBatches, () -> stager.rows(spark, rows).drop(Names.ARRIVAL, Names.LINE));
        store(snapshots.events(spark, source, tables.targetRows(), version, n), n, null);
        snapshots.accepted(version);
        batchOfVersion.put(DeltaTables.logVersion(tables.target()), n);
    }

    /**
     * Checks the batch, appends its events to the bronze table and updates the target; any failure rolls bronze
     * back, and one before the target's first commit also clears what that write left in the target folder. A
     * batch the driver can check ({@link BatchChecks#inDriver}) is checked before anything is written; otherwise it
     * is checked in bronze after the append (reading the batch once, from Parquet, rather than computing it twice
     * from the driver's rows).
     */
    private void store(Dataset<Row> events, int n, Batch checked) {
        try {
            checkAndStore(events, n, checked);
        } catch (RuntimeException e) {
            tables.clearUncommittedTarget();
            throw e;
        }
    }

    private void checkAndStore(Dataset<Row> events, int n, Batch checked) {
        // The run is the bronze table's only writer, so it counts the versions instead of asking Delta.
        long before = bronzeVersion;
        boolean early = checked != null && checks.inDriver();
        BatchChecks.Stats stats = early
                ? jobs.call("checking keys and sequence values", n, plannedBatches, () -> checks.checkRows(checked))
                : new BatchChecks.Stats(0, 0);
        try {
            jobs.run("writing the batch to the bronze table", n, plannedBatches, () -> tables.appendEvents(events));
            bronzeVersion++;
            if (checked != null && !early) {
                stats = jobs.call(
                        "checking keys and sequence values",
                        n,
                        plannedBatches,
                        () -> checks.check(tables.eventsOf(n), checked));
            }
            boolean truncated = stats.truncates() > 0;
            jobs.run("computing and writing the target", n, plannedBatches, () -> writer.update(n, checked, truncated));
            bothConditions += stats.bothConditions();
        } catch (RuntimeException e) {
            bronzeVersion = jobs.read("rolling the bronze table back", () -> tables.rollBackEvents(before));
            throw e;
        } finally {
            cachedTarget = null;
        }
    }

    @Override
    public Table target() {
        if (cachedTarget == null) {
            cachedTarget = jobs.read("reading the target", () -> new TargetReader(flow).read(tables.targetRows()));
        }
        return cachedTarget;
    }

    @Override
    public List<FlowWarning> warnings() {
        if (DeltaTables.exists(tables.bronze())) {
            jobs.read("looking for ambiguous ties", () -> new TieCheck(flow).check(tables.events()))
                    .ifPresent(w -> warnings.put(w.code(), w));
            jobs.read("looking for deletes tied with upserts", () -> new TieCheck(flow).deleteTies(tables.events()))
                    .ifPresent(w -> warnings.put(w.code(), w));
        }
        List<FlowWarning> out = new ArrayList<>(warnings.values());
        if (bothConditions > 0) {
            out.add(FlowWarnings.rowsMatchDeleteAndTruncate(bothConditions));
        }
        return List.copyOf(out);
    }

    @Override
    public void expireTombstones() {
        if (flow.scdType() != 1) {
            throw RunErrors.tombstoneExpiryNeedsScd1();
        }
        if (!DeltaTables.exists(tables.bronze())) {
            return;
        }
        warnings();
        jobs.run("expiring tombstones", applied, plannedBatches, () -> TombstoneExpiry.expire(tables));
        bronzeVersion++;
    }

    @Override
    public Trace trace() {
        return Trace.empty();
    }

    /** The target table's commits, oldest first: one per batch (incremental: the first write, then a MERGE each). */
    public List<TableVersion> history() {
        return jobs.read("reading the target's history", () -> DeltaTables.history(tables.spark(), tables.target()));
    }

    /** The history with the batch each version holds, known for the versions this run committed. */
    @Override
    public List<TargetVersion> targetHistory() {
        return history().stream()
                .map(v -> new TargetVersion(
                        v.version(),
                        v.timestamp(),
                        v.operation(),
                        batchOfVersion.containsKey(v.version())
                                ? OptionalInt.of(batchOfVersion.get(v.version()))
                                : OptionalInt.empty()))
                .toList();
    }

    /**
     * The target at a version this run committed, read as that version's files (Delta's time travel). A version an
     * earlier run left at the same path may have other columns, so it is refused with a way to read it in Spark
     * instead.
     */
    @Override
    public Table targetAt(long version) {
        if (!batchOfVersion.containsKey(version)) {
            throw Errors.of(
                    ErrorClass.UNKNOWN_VERSION,
                    "version " + version + " of the target at " + tables.target() + " was not committed by this run",
                    "Pick a version this run committed, or read it in " + "Spark with VERSION AS OF " + version);
        }
        return jobs.read(
                "reading version " + version + " of the target",
                () -> new TargetReader(flow).read(Optional.of(tables.targetRowsAt(version))));
    }

    /** Where the target Delta table is. */
    public Path targetPath() {
        return tables.target();
    }

    @Override
    public Path targetLocation() {
        return targetPath();
    }

    /**
     * Deletes the run's bronze table, its target when that is in the run's folder (not at a path the user picked),
     * and the folder when nothing else is left in it: for runs nobody will look at, a conformance check's or the
     * benchmark's (a few hundred MB for a million events).
     */
    @Override
    public void discard() {
        Path folder = tables.bronze().getParent();
        try {
            DeltaTables.deleteTree(tables.bronze());
            if (tables.target().startsWith(folder)) {
                DeltaTables.deleteTree(tables.target());
            }
            try (Stream<Path> left = Files.list(folder)) {
                if (left.findAny().isEmpty()) {
                    Files.delete(folder);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // Discarding follows a run's end, often a failure whose message matters more: what cannot be removed
            // stays, and only disk space is lost.
        }
    }

    /** Where the hidden bronze table of every event is. */
    Path bronzePath() {
        return tables.bronze();
    }

    /** Every event the hidden bronze table holds, as the engine reads them. */
    Dataset<Row> events() {
        return tables.events();
    }
}
