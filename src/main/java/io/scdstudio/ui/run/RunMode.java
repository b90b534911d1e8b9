package io.scdstudio.ui.run;

import java.util.List;

/**
 * Backfill runs the whole feed as one batch; incremental runs it batch by batch, as a pipeline would; the textbook
 * MERGE runs the Delta docs' hand-written recipe batch by batch, the naive-MERGE lesson's "for real" half, and is
 * compared with that recipe in memory rather than with AUTO CDC.
 */
public enum RunMode {
    INCREMENTAL("Incremental (batch by batch)"),
    BACKFILL("Backfill (one batch)"),
    TEXTBOOK_MERGE("Textbook MERGE (the naive recipe)");

    /** The modes that run AUTO CDC itself. */
    public static final List<RunMode> AUTO_CDC = List.of(INCREMENTAL, BACKFILL);

    private final String label;

    RunMode(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
