package io.scdstudio.lint;

import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * PROCESSING_TIME_SEQUENCE: the sequence is when a pipeline saw the change, not when the source made it. By name
 * (Debezium's {@code ts_ms}, GoldenGate's {@code current_ts}, ingestion, load, arrival or processing times), or by
 * data: every micro-batch's events, across several keys, carry one value, as a load timestamp does.
 */
final class ProcessingTimeSequenceCheck implements DesignCheck {
    private static final Pattern NAME =
            Pattern.compile("(?i)^(.*ingest.*|(.*_)?(load|loaded)(_(at|time|ts|date|timestamp))?|"
                    + "(__)?ts_ms|(__)?ts_us|(__)?ts_ns|(__)?current_ts|.*processing_time.*|.*processed_at|.*arrival.*|"
                    + ".*received_at|_rescued_data|current_timestamp)$");

    @Override
    public String id() {
        return "PROCESSING_TIME_SEQUENCE";
    }

    @Override
    public boolean readsTheDesignAlone() {
        return true;
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        if (flow.isEmpty() || c.columns(flow.get().sequenceBy().columns()).isEmpty()) {
            return List.of();
        }
        List<String> seq = flow.get().sequenceBy().columns();
        Optional<String> byName =
                seq.stream().filter(n -> NAME.matcher(n).matches()).findFirst();
        if (byName.isPresent()) {
            return List.of(finding(
                    byName.get() + " is named like a processing or load time",
                    "it says when a "
                            + "pipeline saw the change, so two changes a moment apart can swap and a reload reorders "
                            + "history; sequence by the source's commit order (a log position, a change number)"));
        }
        int[] at = c.columns(seq).get();
        int[] keyColumns = c.columns(flow.get().keys()).orElse(new int[] {0});
        int loadLike = 0;
        boolean repeats = false;
        for (Batch b : c.changeFeed().map(f -> f.batches()).orElse(List.of())) {
            if (b.rows().size() < 2) {
                continue;
            }
            Object first = LintContext.tuple(b.rows().get(0), at);
            Set<Object> keys = new HashSet<>();
            for (var row : b.rows()) {
                if (!first.equals(LintContext.tuple(row, at))) {
                    return List.of();
                }
                repeats |= !keys.add(LintContext.tuple(row, keyColumns));
            }
            if (keys.size() < 2) {
                return List.of();
            }
            loadLike++;
        }
        // One event per key per batch loses nothing to a load time; a key changed twice in one load does.
        if (loadLike == 0 || !repeats) {
            return List.of();
        }
        return List.of(finding(
                "every micro-batch's events carry one " + String.join(", ", seq) + " value, across "
                        + "keys, as a load timestamp does",
                "a key changed twice in one batch then has two events that tie, "
                        + "and which change came last is lost; sequence by the source's change time or change number"));
    }

    private Finding finding(String message, String why) {
        return Finding.ofDesign(id(), Severity.WARNING, FlowParameters.SEQUENCE_BY, message, why, Optional.empty());
    }
}
