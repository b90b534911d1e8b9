package io.scdstudio.spark;

import io.scdstudio.engine.CancellationToken;
import io.scdstudio.model.ScdException;
import java.util.function.Supplier;
import org.apache.spark.SparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * Runs each stage of a flow run under the run's Spark job group, so a cancellation stops exactly its jobs;
 * reports progress before the stage and turns any Spark failure into a one-sentence {@link ScdException}.
 */
final class SparkJobs {
    private final SparkSession spark;
    private final SparkContext context;
    private final String group;
    private final ProgressListener progress;
    private final CancellationToken token;

    SparkJobs(SparkSession spark, String group, ProgressListener progress, CancellationToken token) {
        this.spark = spark;
        this.context = spark.sparkContext();
        this.group = group;
        this.progress = progress;
        this.token = token;
        // Future jobs too: a stage such as a MERGE runs several jobs, and one that had not started yet when the user
        // cancelled would otherwise run the stage on to its end.
        token.onCancel(() -> context.cancelJobGroupAndFutureJobs(group, "cancelled by the user"));
    }

    <T> T call(String stage, int batch, int batches, Supplier<T> work) {
        if (token.isCancelled()) {
            throw SparkErrors.cancelled(stage);
        }
        progress.onProgress(new ProgressListener.Progress(stage, batch, batches));
        return inGroup(group, stage, work);
    }

    /**
     * A read of what the run has written, or a rollback: allowed after a cancellation, so the caller can put bronze
     * back and show the last state. It runs in a group of its own, which the cancel of the run's jobs leaves alone.
     */
    <T> T read(String stage, Supplier<T> work) {
        return inGroup(group + "-read", stage, work);
    }

    private <T> T inGroup(String jobGroup, String stage, Supplier<T> work) {
        // Session settings (java.time values, UTC) are looked up per thread; runs come from any thread.
        SparkSession.setActiveSession(spark);
        context.setJobGroup(jobGroup, stage, true);
        try {
            return work.get();
        } catch (ScdException e) {
            throw e;
        } catch (Exception e) {
            // Spark's AnalysisException is a checked exception thrown without being declared.
            throw token.isCancelled() ? SparkErrors.cancelled(stage) : SparkErrors.wrap(stage, e);
        } finally {
            context.clearJobGroup();
        }
    }

    void run(String stage, int batch, int batches, Runnable work) {
        call(stage, batch, batches, () -> {
            work.run();
            return null;
        });
    }
}
