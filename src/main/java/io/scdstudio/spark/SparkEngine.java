package io.scdstudio.spark;

import io.scdstudio.engine.CancellationToken;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.apache.spark.sql.SparkSession;

/**
 * Runs AUTO CDC flows on the shared embedded Spark session with Delta Lake, giving the same tables as the
 * in-memory engine after every batch. Configuration errors are the in-memory engine's (same resolver);
 * the session starts on the first {@link #open}. Immutable: the {@code with...} methods return copies.
 */
public final class SparkEngine implements ScdEngine {

    /** Backfill recomputes the whole target from every event; incremental MERGEs only the keys a batch touched. */
    public enum Mode {
        BACKFILL,
        INCREMENTAL;

        public static Mode parse(String text) {
            try {
                return valueOf(text.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw Errors.of(ErrorClass.USAGE, "unknown mode '" + text + "'", "Use backfill or incremental");
            }
        }
    }

    private final SparkSettings settings;
    private final Mode mode;
    private final Optional<Path> targetPath;
    private final ProgressListener progress;
    private final CancellationToken token;
    private final int plannedBatches;

    public SparkEngine(SparkSettings settings, Mode mode) {
        this(settings, mode, Optional.empty(), ProgressListener.NONE, CancellationToken.none(), 0);
    }

    private SparkEngine(
            SparkSettings settings,
            Mode mode,
            Optional<Path> targetPath,
            ProgressListener progress,
            CancellationToken token,
            int plannedBatches) {
        this.settings = settings;
        this.mode = mode;
        this.targetPath = targetPath;
        this.progress = progress;
        this.token = token;
        this.plannedBatches = plannedBatches;
    }

    /**
     * Writes the target to this folder (a Delta table) instead of a fresh folder in the workspace; a folder inside
     * the workspace, or holding it, is refused at once ({@code TARGET_IN_WORKSPACE}).
     */
    public SparkEngine withTargetPath(Path path) {
        TargetFolder.checkOutside(path, settings.workspace());
        return new SparkEngine(settings, mode, Optional.of(path.toAbsolutePath()), progress, token, plannedBatches);
    }

    public SparkEngine withProgress(ProgressListener listener) {
        return new SparkEngine(settings, mode, targetPath, listener, token, plannedBatches);
    }

    public SparkEngine withCancellation(CancellationToken cancellation) {
        return new SparkEngine(settings, mode, targetPath, progress, cancellation, plannedBatches);
    }

    /** How many batches runs will be given, so progress can say "batch i of n". */
    public SparkEngine withPlannedBatches(int batches) {
        return new SparkEngine(settings, mode, targetPath, progress, token, batches);
    }

    public SparkSettings settings() {
        return settings;
    }

    public Mode mode() {
        return mode;
    }

    @Override
    public String name() {
        return "spark";
    }

    @Override
    public SparkFlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
        ResolvedFlow resolved = ScdEngine.resolve(flow, source);
        targetPath.ifPresent(TargetFolder::check);
        if (!SparkSessions.running()) {
            // The first run of a process waits for the session (20 s or more): say so rather than look stuck.
            progress.onProgress(new ProgressListener.Progress(
                    "starting the Spark session (master " + settings.master()
                            + (settings.local() ? ")" : "; then waiting for the cluster to give it an executor)"),
                    0,
                    plannedBatches));
        }
        SparkSession spark = SparkSessions.get(settings, token);
        Path run = settings.workspace().resolve("runs").resolve(flow.target() + "-" + UUID.randomUUID());
        RunTables tables =
                new RunTables(spark, resolved, run.resolve("bronze"), targetPath.orElse(run.resolve("target")));
        SparkJobs jobs = new SparkJobs(spark, "scd-" + run.getFileName(), progress, token);
        SparkFlowRun flowRun = new SparkFlowRun(resolved, tables, jobs, source.file(), mode);
        flowRun.plannedBatches(plannedBatches);
        return flowRun;
    }
}
