package io.scdstudio.ui.run;

/** Backfill runs the whole feed as one batch; incremental runs it batch by batch, as a pipeline would. */
public enum RunMode {
    INCREMENTAL("Incremental (batch by batch)"), BACKFILL("Backfill (one batch)");

    private final String label;

    RunMode(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
