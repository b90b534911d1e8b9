package io.scdstudio.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A scenario folder (the product's own format, also the conformance suite's): a feed, a flow, and what the
 * flow must produce. {@code simulateTombstoneGcBeforeBatches} lists batches before which every tombstone
 * expires (rule U16, SCD1 only).
 */
public record Scenario(
        String id,
        String title,
        String pins,
        String provenance,
        List<String> rules,
        Feed feed,
        FlowSettings flow,
        Optional<String> expectError,
        List<String> expectWarnings,
        List<Integer> simulateTombstoneGcBeforeBatches,
        Optional<String> notes,
        List<ExpectedTable> expected) {

    public Scenario {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(feed, "feed");
        Objects.requireNonNull(flow, "flow");
        rules = List.copyOf(rules);
        expectWarnings = List.copyOf(expectWarnings);
        simulateTombstoneGcBeforeBatches = List.copyOf(simulateTombstoneGcBeforeBatches);
        expected = List.copyOf(expected);
        if ((feed instanceof SnapshotFeed) != (flow instanceof SnapshotFlowSettings)) {
            throw new IllegalArgumentException(
                    "a snapshot feed goes with a snapshot flow, a change feed with a CDC flow");
        }
    }

    /** The types this scenario runs as: its stored type, or both when it holds for both ({@code null}). */
    public List<Integer> scdTypes() {
        return flow.storedAsScdType().map(List::of).orElse(List.of(1, 2));
    }

    public List<ExpectedTable> expectedFor(int scdType) {
        return expected.stream().filter(e -> e.scdType() == scdType).toList();
    }

    public Scenario withFlow(FlowSettings newFlow) {
        return new Scenario(
                id,
                title,
                pins,
                provenance,
                rules,
                feed,
                newFlow,
                expectError,
                expectWarnings,
                simulateTombstoneGcBeforeBatches,
                notes,
                expected);
    }
}
