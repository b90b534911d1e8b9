package io.scdstudio.codegen.merge;

import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * What a portable export cannot express of a design, said in the generated file instead of silently
 * dropped: Lakeflow's flow name and run-once mode, and tombstone garbage collection.
 */
final class MergeNotes {
    private MergeNotes() {}

    static List<String> of(CdcFlowSettings flow, MergeColumns cols) {
        List<String> notes = new ArrayList<>();
        notes.add("Not expressible in this export: Lakeflow drops tombstones after"
                + " pipelines.cdc.tombstoneGCThresholdInSeconds (default two days). This export keeps every delete"
                + " that can still decide a row, so it behaves as the preview's default, infinite retention: a late"
                + " event is always folded into place"
                + (cols.scdType() == 1
                        ? ", and compaction keeps the state about one row per key (see \"Compacting the state\")."
                        : " (below a compaction point, against the compacted versions; see \"Compacting the"
                                + " state\")."));
        flow.name()
                .ifPresent(n -> notes.add("Not expressible in this export: the flow name " + n + " (it names a"
                        + " Lakeflow checkpoint); here the event table is the state."));
        if (flow.once()) {
            notes.add("Not expressible in this export: once (run once, as a backfill). Run the per-batch statements"
                    + " once, on the backfill's rows, and not again.");
        }
        if (cols.scdType() == 1 && flow.applyAsTruncates().isPresent()) {
            notes.add("A batch that holds a truncate re-folds every key, as a truncate reaches them all.");
        }
        return List.copyOf(notes);
    }
}
