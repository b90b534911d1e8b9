package io.scdstudio.spark;

import io.scdstudio.engine.CancellationToken;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.VersionedRun;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.apache.spark.sql.SparkSession;

/**
 * Runs the textbook MERGE recipe ({@link HandMerge}) on Spark + Delta, batch by batch, as a team that wrote it
 * by hand would: the naive-MERGE lesson's "for real" half, whose table must equal the recipe folded in memory
 * ({@code compare.NaiveMerge}). Not an AUTO CDC engine: it gives the recipe's table, not AUTO CDC's.
 */
public final class TextbookMergeEngine implements ScdEngine {
    private final SparkSettings settings;
    private final CancellationToken token;

    public TextbookMergeEngine(SparkSettings settings) {
        this(settings, CancellationToken.none());
    }

    private TextbookMergeEngine(SparkSettings settings, CancellationToken token) {
        this.settings = settings;
        this.token = token;
    }

    public TextbookMergeEngine withCancellation(CancellationToken cancellation) {
        return new TextbookMergeEngine(settings, cancellation);
    }

    @Override
    public String name() {
        return "textbook-merge";
    }

    @Override
    public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
        if (!(flow instanceof CdcFlowSettings cdc)) {
            throw Errors.of(
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the textbook MERGE recipe reads a change feed, and this design " + "is a snapshot series",
                    "Run a design with a change feed (input.csv)");
        }
        ResolvedFlow resolved = FlowResolver.resolveCdc(cdc, source.schema());
        SparkSession spark = SparkSessions.get(settings, token);
        Path run = settings.workspace().resolve("runs").resolve(flow.target() + "-textbook-" + UUID.randomUUID());
        return new Run(spark, resolved, run);
    }

    private static final class Run implements VersionedRun {
        private final SparkSession spark;
        private final ResolvedFlow flow;
        private final Path folder;
        private final Path table;
        private int batches;

        Run(SparkSession spark, ResolvedFlow flow, Path folder) {
            this.spark = spark;
            this.flow = flow;
            this.folder = folder;
            this.table = folder.resolve("target");
        }

        @Override
        public ResolvedFlow flow() {
            return flow;
        }

        @Override
        public void apply(Batch batch) {
            if (!DeltaTables.exists(table)) {
                DeltaTables.overwrite(spark.createDataFrame(List.of(), SparkTypes.of(flow.target())), table);
            }
            new HandMerge(spark, flow).apply(batch, table, ++batches);
        }

        @Override
        public void apply(Snapshot snapshot) {
            throw Errors.of(
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the textbook MERGE recipe reads a change feed, not snapshots",
                    "Run a design with a change feed (input.csv)");
        }

        @Override
        public Table target() {
            return new TargetReader(flow).read(spark, table);
        }

        @Override
        public List<FlowWarning> warnings() {
            return List.of();
        }

        /** The recipe keeps no tombstones, so none can expire. */
        @Override
        public void expireTombstones() {}

        @Override
        public Trace trace() {
            return Trace.empty();
        }

        @Override
        public Path targetLocation() {
            return table;
        }

        /** The recipe's batches are plain MERGEs nobody numbers, so no version is known to hold one. */
        @Override
        public List<TargetVersion> targetHistory() {
            return List.of();
        }

        @Override
        public Table targetAt(long version) {
            throw Errors.of(
                    ErrorClass.UNKNOWN_VERSION,
                    "the textbook MERGE run keeps no versions of its own",
                    "Run on the Spark + Delta engine to travel in time");
        }

        @Override
        public void discard() {
            DeltaTables.deleteTree(folder);
        }
    }
}
