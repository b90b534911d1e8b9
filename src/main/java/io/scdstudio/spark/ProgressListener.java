package io.scdstudio.spark;

/** Told before each stage of a Spark run: what it does and which batch (of how many, 0 when unknown). */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = p -> {};

    void onProgress(Progress progress);

    /** A stage such as "computing the target", for batch {@code batch} of {@code batches} (0: before any batch). */
    record Progress(String stage, int batch, int batches) {
        public String describe() {
            if (batch <= 0) {
                return stage;
            }
            return batches > 0 ? stage + " (batch " + batch + " of " + batches + ")" : stage + " (batch " + batch + ")";
        }
    }
}
