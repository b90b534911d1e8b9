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
        return toBuilder().flow(newFlow).build();
    }

    /** A builder for a scenario with no title, rules or expectations: a design to run, nothing to check. */
    public static Builder builder(String id, Feed feed, FlowSettings flow) {
        return new Builder(id, feed, flow);
    }

    /** A builder holding every part of this scenario, to change a few by name. */
    public Builder toBuilder() {
        return new Builder(id, feed, flow)
                .title(title)
                .pins(pins)
                .provenance(provenance)
                .rules(rules)
                .expectError(expectError)
                .expectWarnings(expectWarnings)
                .simulateTombstoneGcBeforeBatches(simulateTombstoneGcBeforeBatches)
                .notes(notes)
                .expected(expected);
    }

    /** The parts by name, so a copy that changes one part does not list all twelve in order. */
    public static final class Builder {
        private String id;
        private String title = "";
        private String pins = "";
        private String provenance = "";
        private List<String> rules = List.of();
        private Feed feed;
        private FlowSettings flow;
        private Optional<String> expectError = Optional.empty();
        private List<String> expectWarnings = List.of();
        private List<Integer> simulateTombstoneGcBeforeBatches = List.of();
        private Optional<String> notes = Optional.empty();
        private List<ExpectedTable> expected = List.of();

        private Builder(String id, Feed feed, FlowSettings flow) {
            this.id = id;
            this.feed = feed;
            this.flow = flow;
        }

        public Builder id(String value) {
            id = value;
            return this;
        }

        public Builder title(String value) {
            title = value;
            return this;
        }

        public Builder pins(String value) {
            pins = value;
            return this;
        }

        public Builder provenance(String value) {
            provenance = value;
            return this;
        }

        public Builder rules(List<String> value) {
            rules = value;
            return this;
        }

        public Builder feed(Feed value) {
            feed = value;
            return this;
        }

        public Builder flow(FlowSettings value) {
            flow = value;
            return this;
        }

        public Builder expectError(Optional<String> value) {
            expectError = value;
            return this;
        }

        public Builder expectWarnings(List<String> value) {
            expectWarnings = value;
            return this;
        }

        public Builder simulateTombstoneGcBeforeBatches(List<Integer> value) {
            simulateTombstoneGcBeforeBatches = value;
            return this;
        }

        public Builder notes(Optional<String> value) {
            notes = value;
            return this;
        }

        public Builder expected(List<ExpectedTable> value) {
            expected = value;
            return this;
        }

        public Scenario build() {
            return new Scenario(
                    id,
                    title,
                    pins,
                    provenance,
                    rules,
                    feed,
                    flow,
                    expectError,
                    expectWarnings,
                    simulateTombstoneGcBeforeBatches,
                    notes,
                    expected);
        }
    }
}
