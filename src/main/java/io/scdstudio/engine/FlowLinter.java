package io.scdstudio.engine;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Warnings about a flow's design that are not errors: the pitfalls of spec §14. Each rule is one method;
 * a rule returns at most one warning.
 */
public final class FlowLinter {
    public static final String SEQUENCE_COLUMN_TRACKED = "SEQUENCE_COLUMN_TRACKED";
    public static final String INGESTION_TIME_SEQUENCE = "INGESTION_TIME_SEQUENCE";

    private FlowLinter() {}

    public static List<FlowWarning> check(ResolvedFlow flow) {
        List<FlowWarning> out = new ArrayList<>();
        sequenceColumnTracked(flow, out);
        ingestionTimeSequence(flow, out);
        return List.copyOf(out);
    }

    /** §8.3: a tracked sequence column opens a version on every event. */
    private static void sequenceColumnTracked(ResolvedFlow flow, List<FlowWarning> out) {
        List<String> tracked = trackedSequenceColumns(flow);
        if (!tracked.isEmpty()) {
            out.add(new FlowWarning(
                    SEQUENCE_COLUMN_TRACKED,
                    "sequence column '" + tracked.get(0) + "' is kept in the "
                            + "target and tracked, so every event opens a new version; add it to except_column_list "
                            + "or track_history_except_column_list"));
        }
    }

    /** The sequence columns an SCD2 flow also tracks (§8.3), in sequence order; none for SCD1. */
    public static List<String> trackedSequenceColumns(ResolvedFlow flow) {
        List<String> both = new ArrayList<>();
        if (flow.scdType() != 2) {
            return both;
        }
        for (int s : flow.sequence()) {
            for (int t : flow.tracked()) {
                if (s == t) {
                    both.add(flow.source().column(s).name());
                }
            }
        }
        return both;
    }

    /** §5.5: sequencing by ingestion time gives the wrong business order. */
    private static void ingestionTimeSequence(ResolvedFlow flow, List<FlowWarning> out) {
        if (!(flow.flow() instanceof CdcFlowSettings c)) {
            return;
        }
        for (String name : c.sequenceBy().columns()) {
            String n = name.toLowerCase(Locale.ROOT);
            if (n.contains("ingest")
                    || n.contains("load_time")
                    || n.contains("loaded_at")
                    || n.contains("_rescued")
                    || n.equals("current_timestamp")
                    || n.contains("processing_time")) {
                out.add(
                        new FlowWarning(
                                INGESTION_TIME_SEQUENCE,
                                "sequence column '" + name + "' looks like "
                                        + "ingestion metadata; sequence by the time the change happened in the source instead"));
                return;
            }
        }
    }
}
